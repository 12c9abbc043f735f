import type { AppConfig } from '../../config.ts';
import type { AppDeps } from '../../deps.ts';
import { createPriceFeed } from '../prices/price-feed.ts';
import { createSimulatedFeed } from '../prices/simulated-feed.ts';
import { configuredPaymentDetails } from './configured-payment-details.ts';
import { sandboxPaymentDetails } from './payment-details.ts';

/**
 * The price source and payment details of a mode, for both runtimes: the sandbox's simulations, or in production
 * the operator's providers (parseConfig refuses a production configuration without them).
 */
export function providersFor(
  config: AppConfig,
  logger: AppDeps['logger'],
): Pick<AppDeps, 'prices' | 'paymentDetails'> {
  if (config.mode === 'sandbox') {
    return { prices: createSimulatedFeed({ seed: config.priceSeed }), paymentDetails: sandboxPaymentDetails };
  }
  if (!config.providers) throw new Error('Invalid configuration: production mode without its providers');
  return {
    prices: createPriceFeed(config.providers.priceFeed, {
      onFailure: (reason) => logger.warn({ reason }, 'price feed fetch failed'),
    }),
    paymentDetails: configuredPaymentDetails(config.providers),
  };
}
