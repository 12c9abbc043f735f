import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPendingUser, openTestRuntime, type TestRuntime } from '../../testing/test-runtime.ts';
import type { CommandError } from './server-command.ts';
import { runTriggerCommand } from './trigger-command.ts';

// `cambio trigger` against a server's app in process (its fetch injected): the operation chosen by the id's
// prefix, the status shown, the server's refusal passed on. packages/contract-tests/kit/packed.test.ts runs it as a process.
let runtime: TestRuntime;
let addressId = '';
const url = 'http://cambio.test';

const trigger = (...args: string[]) =>
  runTriggerCommand([...args, '--url', url, '--key', runtime.writeKey], async (input, init) =>
    runtime.app.request(input instanceof Request ? input : String(input), init),
  );

/** The mistake or refusal `trigger` throws: its exit code and line. */
const refusal = (...args: string[]) =>
  trigger(...args).then(
    (printed) => ({ exitCode: 0, message: printed }),
    (error: CommandError) => ({ exitCode: error.exitCode, message: error.message }),
  );

async function post(path: string, body: unknown): Promise<string> {
  const response = await runtime.app.request(path, {
    method: 'POST',
    headers: { 'x-api-key': runtime.writeKey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { id: string };
  if (response.status !== 201)
    throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer.id;
}

async function bookedOrder(): Promise<string> {
  const quoteId = await post('/api/quotes', {
    userId: runtime.userId,
    country: 'MX',
    origin: { asset: 'MXN', amount: 1000 },
    destination: { asset: 'USDC', network: 'polygon' },
  });
  return post('/api/orders', { quoteId, settlement: { payout: { addressId } } });
}

beforeAll(async () => {
  runtime = await openTestRuntime('trigger-command');
  addressId = await post('/api/addresses', {
    userId: runtime.userId,
    network: 'polygon',
    address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  });
});
afterAll(() => runtime.dispose());

describe('cambio trigger', () => {
  it('drives an order to an outcome and shows its status; --json gives the order as the server answers it', async () => {
    const orderId = await bookedOrder();
    expect(await trigger('complete', orderId)).toBe(`order   ${orderId}\nstatus  complete`);
    const again = JSON.parse(await trigger('complete', orderId, '--json'));
    expect(again).toMatchObject({ id: orderId, status: 'complete' });
  });

  it("passes on the server's 409, whose message names the path to the outcome, as a refusal (exit 1)", async () => {
    const orderId = await bookedOrder();
    await trigger('complete', orderId);
    const refused = await refusal('refundComplete', orderId);
    expect(refused.exitCode).toBe(1);
    expect(refused.message).toMatch(
      new RegExp(
        `^POST /api/sandbox/orders/${orderId}/outcome answered 409 \\(code 51: .*is reached from .*\\)$`,
      ),
    );
  });

  it("drives a user's onboarding, in the country --country names", async () => {
    const userId = await createPendingUser(runtime);
    expect(await trigger('approved', userId, '--country', 'MX')).toBe(
      `user           ${userId}\nonboarding MX  approved`,
    );
    const otherCountry = await refusal('approved', userId, '--country', 'PE');
    expect(otherCountry).toMatchObject({
      exitCode: 1,
      message: expect.stringContaining('answered 400 (code 9:'),
    });
  });

  it('calls the bulk bank payment and bulk bank payout operations for bbp_ and bpo_ ids', async () => {
    // Unknown ids of each kind: each operation's own not-found code says which one answered.
    expect(await refusal('complete', 'bbp_unknown')).toEqual({
      exitCode: 1,
      message: expect.stringMatching(
        /^POST \/api\/sandbox\/payments\/bank\/bulk\/bbp_unknown\/outcome answered 404 \(code 8: /,
      ),
    });
    expect(await refusal('failed', 'bpo_unknown')).toEqual({
      exitCode: 1,
      message: expect.stringMatching(
        /^POST \/api\/sandbox\/payouts\/bank\/bulk\/bpo_unknown\/outcome answered 404 \(code 4: /,
      ),
    });
  });

  it.each([
    [['complete'], 'trigger needs an outcome and a resource id'],
    [
      ['complete', 'quo_1'],
      '"quo_1" is not an order (ord_…), bulk bank payment (bbp_…), bulk bank payout (bpo_…) or user (usr_…)',
    ],
    [
      ['complete', 'ordx'],
      '"ordx" is not an order (ord_…), bulk bank payment (bbp_…), bulk bank payout (bpo_…) or user (usr_…)',
    ],
    [
      ['complete', 'toString_1'],
      '"toString_1" is not an order (ord_…), bulk bank payment (bbp_…), bulk bank payout (bpo_…) or user (usr_…)',
    ],
    [['complete', 'ord_1', '--country', 'MX'], '--country is for a user (usr_…) only'],
    [['complete', 'ord_1', 'extra'], 'unexpected extra'],
    [['complete', 'ord_1', '--contry', 'MX'], 'unknown option --contry'],
  ])('refuses %j as a mistake in the command line (exit 2)', async (args, message) => {
    expect(await refusal(...args)).toEqual({ exitCode: 2, message });
  });

  it('needs --key, and says its usage with --help', async () => {
    await expect(runTriggerCommand(['complete', 'ord_1'])).rejects.toMatchObject({ exitCode: 2 });
    expect(await runTriggerCommand(['--help'])).toContain('usage: cambio trigger <outcome> <resource id>');
  });
});
