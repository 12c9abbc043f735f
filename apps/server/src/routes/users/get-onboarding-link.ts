import { onboardingLink } from '../../domain/onboarding/onboarding.ts';
import { operation } from '../define.ts';

export const getOnboardingLinkOperation = operation('getOnboardingLink', async (c) => {
  const { store, clock, config } = c.get('deps');
  const link = await onboardingLink(store, {
    brokerId: c.get('caller').brokerId,
    userId: c.req.valid('param').id,
    country: c.req.valid('query').country,
    baseUrl: config.publicBaseUrl ?? new URL(c.req.url).origin,
    at: clock.now(),
  });
  return c.json({ onboardingLink: link }, 200);
});
