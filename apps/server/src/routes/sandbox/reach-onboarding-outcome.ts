import { reachOnboardingOutcome } from '../../domain/sandbox/onboarding-outcome.ts';
import { publicBase } from '../../http/public-base.ts';
import { operation } from '../define.ts';
import { userInPath, userView } from '../users/load-user.ts';

export const reachSandboxOnboardingOutcomeOperation = operation(
  'reachSandboxOnboardingOutcome',
  async (c) => {
    const deps = c.get('deps');
    const user = await userInPath(c, c.req.valid('param').id);
    await reachOnboardingOutcome(deps, user, c.req.valid('json'), publicBase(c, deps.config));
    return c.json(await userView(c, user.id), 200);
  },
);
