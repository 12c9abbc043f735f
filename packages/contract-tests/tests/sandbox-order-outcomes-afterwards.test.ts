import { expect, it } from 'vitest';
import { awaitingFiatOrder, type Order, readOrder, statusChanges } from '../src/harness/money.ts';
import { sandboxOnly } from '../src/harness/sandbox-only.ts';
import { resolveTarget } from '../src/harness/target.ts';
import { newTenant } from '../src/harness/tenant.ts';

// POST /api/sandbox/orders/{id}/outcome to a status on the automatic path: afterwards the order goes on as an
// undriven one does, one step per step of the clock (the server's CAMBIO_STEP_SECONDS apart), never several
// at once. On Workers due jobs run from an alarm, so the test waits for the order to move rather than timing it.
const target = await resolveTarget();
const tenant = await newTenant(target);
/** The server's CAMBIO_STEP_SECONDS at its default, less a margin. */
const stepMs = 1500;

async function driven(id: string, outcome: Order['status']): Promise<Order> {
  const answered = await tenant.call<Order>({
    method: 'POST',
    path: `/api/sandbox/orders/${id}/outcome`,
    body: { outcome },
  });
  expect(answered.status, JSON.stringify(answered.body)).toBe(200);
  expect(answered.body.status).toBe(outcome);
  return answered.body;
}

/** Reads the order until `moved` holds (at most about 10 s). */
async function readUntil(id: string, moved: (order: Order) => boolean): Promise<Order> {
  let current = await readOrder(tenant, id);
  for (let round = 0; round < 40 && !moved(current); round++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    current = await readOrder(tenant, id);
  }
  return current;
}

sandboxOnly.describe('an order driven part of the way', () => {
  it('takes one step at a time afterwards: a clock step after liquiditySourced brings awaitingPayout', async () => {
    const created = await awaitingFiatOrder(tenant, 1900);
    await driven(created.id, 'liquiditySourced');
    await tenant.call({ method: 'POST', path: '/api/sandbox/clock/advance', body: { seconds: 2 } });
    const moved = await readUntil(created.id, (order) => order.status !== 'liquiditySourced');
    expect(moved.status).not.toBe('liquiditySourced');
    const changes = await statusChanges(tenant, created.id);
    const afterwards = changes.slice(changes.findIndex((change) => change.to === 'liquiditySourced') + 1);
    expect(afterwards[0]).toMatchObject({ from: 'liquiditySourced', to: 'awaitingPayout' });
    // Real time goes on meanwhile and may bring the next steps: each a step (2 s by default) after the one
    // before, not milliseconds after it as stale jobs of the drive would take them.
    const gaps = afterwards
      .slice(1)
      .map((change, index) => Date.parse(change.at) - Date.parse(afterwards[index]?.at ?? ''));
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(stepMs);
    expect(afterwards.map((change) => change.to)).toEqual(
      ['awaitingPayout', 'awaitingAsyncPayout', 'complete'].slice(0, afterwards.length),
    );
  });
});
