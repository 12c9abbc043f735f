import { completeVerification } from '../../domain/onboarding/onboarding.ts';
import { operation } from '../define.ts';
import { userInPath, userView } from '../users/load-user.ts';

export const completeSandboxVerificationOperation = operation('completeSandboxVerification', async (c) => {
  const { store, clock } = c.get('deps');
  const user = await userInPath(c, c.req.valid('param').id);
  const body = c.req.valid('json');
  await completeVerification(store, { user, country: body.country, outcome: body.outcome, at: clock.now() });
  return c.json(await userView(c, user.id), 200);
});
