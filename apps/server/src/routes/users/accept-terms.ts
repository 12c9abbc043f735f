import { acceptTerms } from '../../domain/onboarding/onboarding.ts';
import { publicBase } from '../../http/public-base.ts';
import { operation } from '../define.ts';
import { userInPath, userView } from './load-user.ts';

export const acceptTermsOperation = operation('acceptTerms', async (c) => {
  const deps = c.get('deps');
  const { clock, config } = deps;
  const user = await userInPath(c, c.req.valid('param').id);
  await acceptTerms(deps, user, clock.now(), publicBase(c, config));
  return c.json(await userView(c, user.id), 200);
});
