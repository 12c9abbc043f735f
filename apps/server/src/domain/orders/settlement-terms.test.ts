import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '../../records.ts';
import { applyPaymentDate, applySettlementTerms } from './settlement-terms.ts';

// The document's Settlement: terms from the payout rail and the time of pricing, value dates at the start
// of a local day, a late payment moving a bank payout's value date. Mexico City is UTC-6 all year (no DST
// since 2022), Lima UTC-5. 2026-11-24 is a Tuesday, 2026-11-27 a Friday.
function order(
  rail: string,
  afterHours: boolean,
  country = 'MX',
): OrderRecord & { settlement: Record<string, unknown> } {
  return {
    origin: { asset: 'MXN', amount: '1000', country },
    pricingDetails: {
      fees: afterHours ? [{ type: 'nextDaySettlement', amount: '1', asset: 'MXN', tax: '0' }] : [],
    },
    settlement: { payout: { rail }, payment: {} },
    attributes: [],
  } as never;
}

describe('settlement terms at pricing', () => {
  it('priced at 23:37 in Mexico City (after hours): next day, the next local midnight, afterHours', () => {
    const booked = order('blockchain', true);
    applySettlementTerms(booked, new Date('2026-11-25T05:37:00Z')); // Tue 23:37 local
    expect(booked.settlement).toMatchObject({
      mode: 'scheduled',
      timing: 'nextDay',
      valueDateOffset: 1,
      effectiveValueDateOffset: 1,
      valueDate: '2026-11-25T06:00:00.000Z', // Wed 00:00 local
    });
    expect(booked.attributes).toEqual(['afterHours']);
  });

  it('priced on a Friday evening or a Saturday: the next business day is Monday', () => {
    for (const at of ['2026-11-28T00:30:00Z', '2026-11-28T18:00:00Z']) {
      const booked = order('spei', true);
      applySettlementTerms(booked, new Date(at));
      expect(booked.settlement.valueDate, at).toBe('2026-11-30T06:00:00.000Z');
    }
  });

  it('in banking hours: instant rails and stablecoins immediate, USD bank payouts same day, on the local day', () => {
    const at = new Date('2026-11-24T16:00:00Z'); // Tue 10:00 local
    for (const [rail, mode, timing] of [
      ['spei', 'instant', 'immediate'],
      ['blockchain', 'instant', 'immediate'],
      ['spid', 'scheduled', 'sameDay'],
      ['ach', 'scheduled', 'sameDay'],
      ['wire', 'scheduled', 'sameDay'],
    ]) {
      const booked = order(rail ?? '', false);
      applySettlementTerms(booked, at);
      expect(booked.settlement, rail).toMatchObject({
        mode,
        timing,
        valueDateOffset: 0,
        effectiveValueDateOffset: 0,
        valueDate: '2026-11-24T06:00:00.000Z',
      });
      expect(booked.attributes).toEqual([]);
    }
  });

  it("uses the order's country's time zone (Lima, UTC-5)", () => {
    const booked = order('cci', false, 'PE');
    applySettlementTerms(booked, new Date('2026-11-24T16:00:00Z'));
    expect(booked.settlement.valueDate).toBe('2026-11-24T05:00:00.000Z');
  });

  it('a re-pricing in hours drops afterHours', () => {
    const booked = order('spei', true);
    applySettlementTerms(booked, new Date('2026-11-25T05:37:00Z'));
    booked.pricingDetails.fees = [];
    applySettlementTerms(booked, new Date('2026-11-25T16:00:00Z'));
    expect(booked.attributes).toEqual([]);
    expect(booked.settlement.timing).toBe('immediate');
  });
});

describe('a late payment', () => {
  const bookedTuesday = (rail: string) => {
    const booked = order(rail, false);
    applySettlementTerms(booked, new Date('2026-11-24T16:00:00Z')); // Tue 10:00 local
    return booked;
  };

  it('before the close of the value date changes nothing', () => {
    const paid = bookedTuesday('spei');
    applyPaymentDate(paid, new Date('2026-11-24T22:59:00Z')); // Tue 16:59 local
    expect(paid.settlement).toMatchObject({
      effectiveValueDateOffset: 0,
      valueDate: '2026-11-24T06:00:00.000Z',
    });
  });

  it('after the close moves a bank payout to the next business day, by the days missed', () => {
    const paid = bookedTuesday('spid');
    applyPaymentDate(paid, new Date('2026-11-24T23:00:00Z')); // Tue 17:00 local
    expect(paid.settlement).toMatchObject({
      valueDateOffset: 0,
      effectiveValueDateOffset: 1,
      valueDate: '2026-11-25T06:00:00.000Z',
    });
    const weekend = bookedTuesday('spei');
    applyPaymentDate(weekend, new Date('2026-11-28T17:00:00Z')); // Sat 11:00 local: Monday, 4 business days on
    expect(weekend.settlement).toMatchObject({
      effectiveValueDateOffset: 4,
      valueDate: '2026-11-30T06:00:00.000Z',
    });
  });

  it('leaves a stablecoin payout on its day', () => {
    const paid = bookedTuesday('blockchain');
    applyPaymentDate(paid, new Date('2026-11-28T17:00:00Z'));
    expect(paid.settlement).toMatchObject({
      effectiveValueDateOffset: 0,
      valueDate: '2026-11-24T06:00:00.000Z',
    });
  });
});
