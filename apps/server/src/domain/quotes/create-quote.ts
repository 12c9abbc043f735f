import Decimal from 'decimal.js';
import { insertQuoteStatement } from '../../db/quotes-queries.ts';
import { findUser } from '../../db/users-queries.ts';
import { volume30Days } from '../../db/volume-queries.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError, invalidField } from '../../errors.ts';
import type { QuoteRecord } from '../../records.ts';
import { noFieldsLeft, type Schemas } from '../contract-types.ts';
import { newId } from '../crypto.ts';
import { pricesReady } from '../prices/price-source.ts';
import type { Profile } from '../users/profile.ts';
import { atLimitPrice, limitOriginAmount, limitPriceProblem } from './limit-amounts.ts';
import { priceQuote } from './price-quote.ts';
import { feeSideOf, flowOf } from './quote-flow.ts';
import { toQuoteRecord } from './quote-record.ts';
import { isRejection } from './quote-rejection.ts';

export type NewQuote = Schemas['CreateQuoteRequest'];
type LegRequest = Schemas['FixedQuoteLeg'] | Schemas['QuoteLegRequest'];
type Leg = Pick<Schemas['FixedQuoteLeg'], 'asset' | 'network'> & { amount?: number };

const defaultLifetimeSeconds = 600;

/** Prices a quote for a user of the broker and stores it until it is booked or purged. */
export async function createQuote(deps: AppDeps, brokerId: string, input: NewQuote): Promise<QuoteRecord> {
  // Every field of the request is taken here (noFieldsLeft), the limit terms by limitTerms and the legs' by
  // legOf: a field the document adds is a type error here.
  const {
    userId,
    country,
    origin: originRequest,
    destination: destinationRequest,
    type,
    lifetimeSeconds,
    limitNetPrice: _limitNetPrice,
    timeInForceStartsAt: _timeInForceStartsAt,
    timeInForceEndsAt: _timeInForceEndsAt,
    ...rest
  } = input;
  noFieldsLeft(rest);
  const legs = { origin: legOf(originRequest), destination: legOf(destinationRequest) };
  const { origin, destination } = legs;
  const { store, clock, prices } = deps;
  const at = clock.now();
  const flow = flowOf(origin.asset, destination.asset);
  const side = flow ? feeSideOf(flow) : 'buy';
  // Read together (one round trip on D1); the volume of a user who is not found is not used.
  const [user, volumeUsd] = await Promise.all([
    findUser(store, brokerId, userId),
    flow ? volume30Days(store, { userId, country: country, side }, at) : new Decimal(0),
  ]);
  if (!user) throw new ApiError('userNotFound');
  await pricesReady(prices);
  const { fixedLeg, fixedAmount } = fixedLegOf(input);
  const limit = limitTerms(input, at);
  const profile = user.profile as Profile;
  const amount = new Decimal(String(fixedAmount));
  const pricing = (fixed: 'origin' | 'destination', fixedAmount: Decimal) => {
    const priced = priceQuote({
      country: country,
      origin: {
        asset: origin.asset,
        ...(origin.network ? { network: origin.network } : {}),
      },
      destination: {
        asset: destination.asset,
        ...(destination.network ? { network: destination.network } : {}),
      },
      fixedLeg: fixed,
      amount: fixedAmount,
      at,
      source: prices,
      feeRanges: profile.platformFeeRanges,
      volumeUsd,
      serviceFeeRate: profile.serviceFee[country]?.[side] ?? 0,
    });
    if (isRejection(priced)) {
      throw priced.code === 'unsupportedAssetPair'
        ? new ApiError('unsupportedAssetPair', {
            field: priced.field,
            message: `Unsupported asset combination: ${priced.message}`,
          })
        : invalidField(priced.field, priced.message);
    }
    return priced;
  };
  let priced = pricing(fixedLeg, amount);
  if (limit.limitNetPrice !== undefined) {
    const limitPrice = new Decimal(limit.limitNetPrice);
    // The fee lines shown are those of the origin the limit order will pay, as its execution prices it.
    if (fixedLeg === 'destination') {
      priced = pricing('origin', limitOriginAmount(amount, limitPrice, origin.asset));
    }
    priced = atLimitPrice(priced, fixedLeg, amount, limitPrice);
  }
  const lifetime = lifetimeSeconds ?? defaultLifetimeSeconds;
  const record = toQuoteRecord(priced, {
    id: newId('quo', at),
    userId: user.id,
    type: type ?? 'market',
    expiresAt: new Date(at.getTime() + lifetime * 1000).toISOString(),
    createdAt: at.toISOString(),
    ...limit,
  });
  await store.commit([
    insertQuoteStatement(store, {
      id: record.id,
      brokerId,
      userId: user.id,
      body: JSON.stringify(record),
      expiresAt: record.expiresAt,
      orderId: null,
      bookedAt: null,
      createdAt: record.createdAt,
    }),
  ]);
  return record;
}

/** One leg of the request: every field is taken here (noFieldsLeft), so a field the document adds fails here. */
function legOf(leg: LegRequest): Leg {
  const { asset, network, amount, ...rest } = { amount: undefined, ...leg };
  noFieldsLeft(rest);
  return { asset, network, amount };
}

/**
 * The leg with the amount, the fixed one: the request's form says which (QuoteFixingOrigin or
 * QuoteFixingDestination, whose schemas put an amount on exactly one leg).
 */
function fixedLegOf(input: NewQuote): { fixedLeg: 'origin' | 'destination'; fixedAmount: number } {
  if ('amount' in input.origin) return { fixedLeg: 'origin', fixedAmount: input.origin.amount };
  if ('amount' in input.destination)
    return { fixedLeg: 'destination', fixedAmount: input.destination.amount };
  throw new Error('a quote request without an amount passed its schema');
}

const maxWindowMs = 30 * 24 * 60 * 60 * 1000;

/**
 * A limit quote carries its limit price and window (the start only when asked for: the order's window then
 * starts at booking); a market quote carries neither.
 */
function limitTerms(
  input: NewQuote,
  at: Date,
): Partial<Pick<QuoteRecord, 'limitNetPrice' | 'timeInForceStartsAt' | 'timeInForceEndsAt'>> {
  const fields = ['limitNetPrice', 'timeInForceStartsAt', 'timeInForceEndsAt'] as const;
  if (input.type !== 'limit') {
    const stray = fields.find((field) => input[field] !== undefined);
    if (stray) throw invalidField(`body.${stray}`, 'is only for limit quotes (type limit)');
    return {};
  }
  if (input.limitNetPrice === undefined)
    throw invalidField('body.limitNetPrice', 'is required for limit quotes');
  const limitNetPrice = new Decimal(String(input.limitNetPrice));
  const problem = limitPriceProblem(limitNetPrice);
  if (problem) throw invalidField('body.limitNetPrice', problem);
  if (!input.timeInForceEndsAt) throw invalidField('body.timeInForceEndsAt', 'is required for limit quotes');
  const endsAt = new Date(input.timeInForceEndsAt).toISOString();
  const startsAt = input.timeInForceStartsAt ? new Date(input.timeInForceStartsAt).toISOString() : undefined;
  if (endsAt <= (startsAt ?? at.toISOString()) || endsAt <= at.toISOString()) {
    throw invalidField('body.timeInForceEndsAt', 'must be after timeInForceStartsAt and in the future');
  }
  if (Date.parse(endsAt) > at.getTime() + maxWindowMs) {
    throw invalidField('body.timeInForceEndsAt', 'must be at most 30 days from now');
  }
  return {
    limitNetPrice: limitNetPrice.toFixed(),
    ...(startsAt ? { timeInForceStartsAt: startsAt } : {}),
    timeInForceEndsAt: endsAt,
  };
}
