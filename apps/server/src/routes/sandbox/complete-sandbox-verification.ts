import { completeSandboxVerification } from '../../domain/onboarding/verification-requests.ts';
import { publicBase } from '../../http/public-base.ts';
import { operation } from '../define.ts';
import { userInPath, userView } from '../users/load-user.ts';

export const completeSandboxVerificationOperation = operation('completeSandboxVerification', async (c) => {
  const deps = c.get('deps');
  const { clock, config } = deps;
  const user = await userInPath(c, c.req.valid('param').id);
  await completeSandboxVerification(deps, user, c.req.valid('json'), clock.now(), publicBase(c, config));
  return c.json(await userView(c, user.id), 200);
});
