import type { Schemas } from '../contract-types.ts';

export type PostalAddress = Schemas['PostalAddress'];
export type FeeRange = Schemas['FeeRange'];

/**
 * The user fields stored together as one JSON document (see the `users.profile` column), each in the shape the
 * API shows (components.schemas.User), so toUser hands them on as they are.
 */
export type Profile = Pick<
  Schemas['User'],
  | 'individualData'
  | 'businessData'
  | 'address'
  | 'attributes'
  | 'invoicing'
  | 'platformFeeRanges'
  | 'serviceFee'
>;

/** Tiers over the 30-day USD volume; the top tier's `max` stands for "no upper bound". */
const tiers: Array<[min: number, max: number, fee: number, nextDay: number]> = [
  [0, 10_000, 0.01, 0.002],
  [10_000, 100_000, 0.0075, 0.0015],
  [100_000, 1_000_000, 0.005, 0.001],
  [1_000_000, 1_000_000_000_000, 0.003, 0.0005],
];

function feeRanges(country: string): Schemas['FeeRangesBySide'] {
  const side = (name: 'buy' | 'sell') =>
    tiers.map(([min, max, fee, nextDaySettlementFee], index) => ({
      min,
      max,
      fee,
      nextDaySettlementFee,
      _id: `fr_${country}_${name}_${index + 1}`,
    }));
  return { buy: side('buy'), sell: side('sell') };
}

export function defaultFeeProfile(): Pick<Profile, 'platformFeeRanges' | 'serviceFee'> {
  const serviceFee = { buy: 0.002, sell: 0.002 };
  return {
    platformFeeRanges: { MX: feeRanges('MX'), PE: feeRanges('PE'), CO: feeRanges('CO'), BR: feeRanges('BR') },
    serviceFee: { MX: { ...serviceFee }, PE: { ...serviceFee }, CO: { ...serviceFee } },
  };
}
