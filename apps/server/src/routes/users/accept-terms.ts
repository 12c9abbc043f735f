import { acceptTerms } from '../../domain/onboarding/onboarding.ts';
import { operation } from '../define.ts';
import { userInPath, userView } from './load-user.ts';

export const acceptTermsOperation = operation('acceptTerms', async (c) => {
  const { store, clock } = c.get('deps');
  const user = await userInPath(c, c.req.valid('param').id);
  await acceptTerms(store, user, clock.now());
  return c.json(await userView(c, user.id), 200);
});
