import { recordVerificationDecision } from '../../domain/onboarding/verification-requests.ts';
import { publicBase } from '../../http/public-base.ts';
import { operation } from '../define.ts';
import { userInPath, userView } from './load-user.ts';

/** An operator's verification decision: the sandbox's verification step with an outcome a person chose. */
export const recordVerificationDecisionOperation = operation('recordVerificationDecision', async (c) => {
  const deps = c.get('deps');
  const { clock, config } = deps;
  const user = await userInPath(c, c.req.valid('param').id);
  await recordVerificationDecision(deps, user, c.req.valid('json'), clock.now(), publicBase(c, config));
  return c.json(await userView(c, user.id), 200);
});
