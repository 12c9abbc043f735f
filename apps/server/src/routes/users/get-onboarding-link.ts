import { onboardingLink } from '../../domain/onboarding/onboarding.ts';
import { publicBase } from '../../http/public-base.ts';
import { operation } from '../define.ts';

export const getOnboardingLinkOperation = operation('getOnboardingLink', async (c) => {
  const deps = c.get('deps');
  const { clock, config } = deps;
  const link = await onboardingLink(deps, {
    brokerId: c.get('caller').brokerId,
    userId: c.req.valid('param').id,
    country: c.req.valid('query').country,
    linkBase: publicBase(c, config),
    at: clock.now(),
  });
  return c.json({ onboardingLink: link }, 200);
});
