import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPendingUser, openTestRuntime, type TestRuntime } from '../testing/test-runtime.ts';
import { onboardingAccessOfQuoteUser } from './users-queries.ts';

let runtime: TestRuntime;

beforeAll(async () => {
  runtime = await openTestRuntime('onboarding-access');
});
afterAll(() => runtime.dispose());

async function post(path: string, body: unknown) {
  const response = await runtime.app.request(path, {
    method: 'POST',
    headers: { 'x-api-key': runtime.writeKey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, path).toBeLessThan(300);
  return (await response.json()) as Record<string, unknown>;
}

// Order creation reads a user's onboarding on every booking: it must see every change of status or terms.
describe('onboarding access as bookings read it', () => {
  it('sees terms accepted, an approval and another process changing the terms', async () => {
    const userId = await createPendingUser(runtime);
    const quote = await post('/api/quotes', {
      userId,
      country: 'MX',
      origin: { asset: 'MXN', amount: 1234.5 },
      destination: { asset: 'USDC', network: 'polygon' },
    });
    const access = async () => {
      const all = await onboardingAccessOfQuoteUser(runtime.store, runtime.brokerId, String(quote.id));
      // Only the quote's user's onboardings, one per country: none in Peru.
      expect(all.map((one) => one.country)).toEqual(['MX']);
      return { status: all[0]?.status, hasAcceptedTerms: all[0]?.hasAcceptedTerms };
    };
    const before = await access();
    expect(before).toEqual({ status: expect.any(String), hasAcceptedTerms: false });
    expect(before.status).not.toBe('approved');
    expect(await access()).toEqual(before);

    await post(`/api/users/${userId}/terms/accept`, {});
    expect(await access()).toEqual({ status: before.status, hasAcceptedTerms: true });
    await post(`/api/sandbox/users/${userId}/verification`, {});
    expect(await access()).toEqual({ status: 'approved', hasAcceptedTerms: true });

    // Another process on the same file.
    const other = new Database(join(runtime.dataDir, 'cambio.sqlite'));
    try {
      other.prepare('UPDATE onboardings SET has_accepted_terms = 0 WHERE user_id = ?').run(userId);
    } finally {
      other.close();
    }
    expect(await access()).toEqual({ status: 'approved', hasAcceptedTerms: false });
  });
});
