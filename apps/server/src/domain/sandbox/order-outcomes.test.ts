import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { zOrderStatus } from '@cambio/contract/schemas';
import { describe, expect, it } from 'vitest';
import { flowPath, rowsOf } from '../orders/machine-paths.ts';
import type { Flow, OrderStatus } from '../orders/order-machine.ts';
import { notOnDemand, orderOutcomeNotReachable, outcomePath, stepsOnDemand } from './order-outcomes.ts';

const flows: Flow[] = ['fiatToCrypto', 'cryptoToFiat', 'cryptoToCrypto'];
const statuses = zOrderStatus.options;
const anyStep = { takes: () => true };
const limitStatuses = ['awaitingTimeInForceToStart', 'awaitingLimitPriceCondition', 'timeInForceEnded'];
/** Statuses of the other flows: no row of the flow names them. */
const notInFlow: Record<Flow, string[]> = {
  fiatToCrypto: [
    'processing',
    'depositConfirmed',
    'depositAddressCreated',
    'awaitingBankPayoutDetails',
    'bankPayoutDetailsAdded',
  ],
  cryptoToFiat: [
    'addressCheckPassed',
    'paid',
    'bankPaymentDetailsAdded',
    'awaitingAsyncPayment',
    'addressCheckFailed',
  ],
  cryptoToCrypto: [
    'paid',
    'awaitingBankPayoutDetails',
    'bankPayoutDetailsAdded',
    'bankPaymentDetailsAdded',
    'awaitingAsyncPayment',
  ],
};

describe.each(flows)('%s', (flow) => {
  it("reaches every status of its machine from created, but a limit order's waiting ones", () => {
    const unreachable = statuses.filter((to) => !flowPath(flow, 'created', to, false, anyStep));
    expect(unreachable.sort()).toEqual([...limitStatuses, ...notInFlow[flow]].sort());
    for (const to of limitStatuses as OrderStatus[]) {
      expect(flowPath(flow, 'awaitingTimeInForceToStart', to, false, anyStep)).toBeDefined();
    }
    const named = new Set(rowsOf(flow).flatMap((row) => [row.from, row.to]));
    expect(statuses.filter((status) => !named.has(status)).sort()).toEqual(notInFlow[flow].sort());
  });

  it('reaches on demand, from a booked order, every status of its flow that is not documented as out of reach', () => {
    const named = new Set(rowsOf(flow).flatMap((row) => [row.from, row.to]));
    const offered = statuses.filter((to) => named.has(to) && !(to in notOnDemand));
    expect(offered.filter((to) => !outcomePath(flow, 'awaitingPayment', to, false))).toEqual([]);
    const documented = statuses.filter((to) => to in notOnDemand && to !== 'awaitingPayment');
    expect(documented.filter((to) => outcomePath(flow, 'awaitingPayment', to, false))).toEqual([]);
  });

  it('takes every step of a path from a row of the machine, honouring the guards', () => {
    const rows = rowsOf(flow);
    const path = outcomePath(flow, 'awaitingPayment', 'refundFailed', false) ?? [];
    expect(path.length).toBeGreaterThan(0);
    for (const step of path) expect(rows).toContainEqual(step);
    // Funded, an order no longer expires or cancels.
    expect(outcomePath(flow, 'awaitingPayment', 'expired', false)?.map((row) => row.trigger)).toEqual([
      'paymentDueDatePassed',
    ]);
    expect(outcomePath(flow, 'refundInitiated', 'expired', true)).toBeUndefined();
  });
});

it('takes a crypto deposit with the step after it, and pays a fiat order with one', () => {
  const triggers = (flow: Flow, to: 'complete' | 'processing' | 'refundComplete') =>
    outcomePath(flow, 'awaitingPayment', to, false)?.map((row) => row.trigger);
  expect(triggers('fiatToCrypto', 'complete')).toEqual([
    'paymentReceived',
    'liquiditySourcingStarted',
    'liquidityAcquired',
    'payoutScheduled',
    'payoutSubmitted',
    'payoutConfirmed',
  ]);
  expect(triggers('cryptoToFiat', 'refundComplete')).toEqual([
    'depositDetected',
    'paymentFromOtherOrigin',
    'refundStarted',
    'refundSent',
  ]);
  expect(triggers('cryptoToFiat', 'processing')).toBeUndefined();
  expect(outcomePath('cryptoToFiat', 'complete', 'refundComplete', true)).toBeUndefined();
  expect(outcomePath('fiatToCrypto', 'paid', 'paid', true)).toEqual([]);
});

it('says in the 409 where an outcome is reached from and by which steps, and where the order is', () => {
  const message = (flow: Flow, current: 'complete' | 'awaitingPayment', outcome: string) =>
    orderOutcomeNotReachable(flow, current, outcome as never).toBody().errors[0];
  const catalogue = "The outcome cannot be reached from the resource's current status: ";
  expect(message('fiatToCrypto', 'complete', 'refundComplete')).toEqual({
    code: 51,
    message: `${catalogue}\`refundComplete\` is reached from \`awaitingPayment\`: paymentFromOtherOrigin → \`paymentOriginMismatch\`, refundStarted → \`refundInitiated\`, refundSent → \`refundComplete\`; the order is \`complete\``,
  });
  expect(message('cryptoToCrypto', 'complete', 'addressCheckFailed')?.message).toBe(
    `${catalogue}\`addressCheckFailed\` is reached from \`awaitingPayment\`: depositDetected → \`processing\`, depositConfirmed → \`depositConfirmed\`, liquiditySourcingStarted → \`sourcingLiquidity\`, liquidityAcquired → \`liquiditySourced\`, destinationAddressRejected → \`addressCheckFailed\`; the order is \`complete\``,
  );
  expect(message('fiatToCrypto', 'awaitingPayment', 'timeInForceEnded')?.message).toBe(
    `${catalogue}\`timeInForceEnded\` is not reached on demand in a fiatToCrypto order (a limit order's, when its window ends unexecuted); the order is \`awaitingPayment\``,
  );
  expect(message('fiatToCrypto', 'complete', 'depositConfirmed')?.message).toBe(
    `${catalogue}\`depositConfirmed\` is not reached on demand in a fiatToCrypto order; the order is \`complete\``,
  );
});

describe('docs/sandbox.md, "Every outcome on demand", "Orders"', () => {
  const guide = readFileSync(join(import.meta.dirname, '../../../../../docs/sandbox.md'), 'utf8');
  const outcomes = guide.split('## Every outcome on demand')[1]?.split('\n## ')[0] ?? '';
  const section = outcomes.split('\n### Orders\n')[1]?.split('\n### ')[0] ?? '';
  const tableRows = section.split('\n').filter((line) => line.startsWith('| `'));
  /** The statuses a row's first cell names. */
  const named = (line: string) =>
    [...(line.split('|')[1] ?? '').matchAll(/`(\w+)`/g)].map((match) => match[1]);
  const rowOf = (status: string) => tableRows.find((line) => named(line).includes(status));

  it('has one row for every status: reached on demand, or why not', () => {
    expect(tableRows.flatMap(named).sort()).toEqual([...statuses].sort());
    for (const status of Object.keys(notOnDemand)) expect(rowOf(status)).toMatch(/not on demand/);
    const offered = statuses.filter((status) => !(status in notOnDemand));
    for (const status of offered) expect(rowOf(status)).not.toMatch(/not on demand/);
  });

  it('names every step the sandbox takes', () => {
    for (const trigger of Object.keys(stepsOnDemand)) expect(section).toContain(`\`${trigger}\``);
  });
});
