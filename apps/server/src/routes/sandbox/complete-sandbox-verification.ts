import { completeSandboxVerification } from '../../domain/onboarding/verification-requests.ts';
import { operation } from '../define.ts';
import { userInPath, userView } from '../users/load-user.ts';

export const completeSandboxVerificationOperation = operation('completeSandboxVerification', async (c) => {
  const { store, clock } = c.get('deps');
  const user = await userInPath(c, c.req.valid('param').id);
  await completeSandboxVerification(store, user, c.req.valid('json'), clock.now());
  return c.json(await userView(c, user.id), 200);
});
