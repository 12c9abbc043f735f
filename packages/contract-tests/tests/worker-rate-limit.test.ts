import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targetName } from '../src/harness/target.ts';
import { type LocalWorker, startLocalWorker } from '../src/setup/local-worker.ts';

// The Worker's rate limits across isolates: Cloudflare's rate-limiting bindings (wrangler.toml `[[ratelimits]]`),
// here with quotas of 3 per key and 2 per address on a Worker of this file's own, while the isolate's own
// count allows 1,000 a minute: every 429 below is the binding's. Miniflare's local binding counts in windows
// of the period aligned on the clock, as Cloudflare's does: a burst that straddles a minute starts over once.
describe.runIf(targetName() === 'worker')('rate limits through the rate-limiting bindings on workerd', () => {
  let worker: LocalWorker;

  beforeAll(async () => {
    worker = await startLocalWorker({
      RATE_LIMIT_KEY: { type: 'ratelimit', namespace_id: '9001', simple: { limit: 3, period: 60 } },
      RATE_LIMIT_ADDRESS: { type: 'ratelimit', namespace_id: '9002', simple: { limit: 2, period: 60 } },
      CAMBIO_RATE_LIMIT_PER_MINUTE: { type: 'plain_text', value: '1000' },
      CAMBIO_RATE_LIMIT_ANONYMOUS_PER_MINUTE: { type: 'plain_text', value: '1000' },
    });
  });
  afterAll(() => worker?.dispose());

  /** Sends `send` up to 8 times; the answers up to and including the first 429. */
  async function burst(send: () => Promise<Response>): Promise<Response[]> {
    const answers: Response[] = [];
    for (let i = 0; i < 8; i++) {
      const answer = await send();
      answers.push(answer);
      if (answer.status === 429) break;
    }
    return answers;
  }

  async function expectRefusal(answer: Response | undefined, policy: 'key' | 'address', message: RegExp) {
    expect(answer?.status).toBe(429);
    const retryAfter = Number(answer?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(answer?.headers.get('ratelimit')).toBe(`"${policy}";r=0;t=${retryAfter}`);
    expect(answer?.headers.get('ratelimit-policy')).toBe(`"${policy}";q=1000;w=60`);
    const body = (await answer?.json()) as { errors: { code: number; message: string }[] };
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]?.code).toBe(46);
    expect(body.errors[0]?.message).toMatch(message);
  }

  it('refuses a key past the binding quota with 429 code 46, Retry-After and the RateLimit fields', async () => {
    const answers = await burst(() =>
      fetch(`${worker.baseUrl}/api/users`, { headers: { 'x-api-key': worker.bootstrapKey } }),
    );
    // 3 a window (the start's readiness check used one); at most one new window during the burst.
    expect(answers.length).toBeLessThanOrEqual(7);
    expect(answers.slice(0, -1).every((answer) => answer.status === 200)).toBe(true);
    expect(answers[0]?.headers.get('ratelimit')).toMatch(/^"key";r=\d+;t=\d+$/);
    await expectRefusal(
      answers.at(-1),
      'key',
      /^Too many requests: this API key sends at most 1000 a minute/,
    );
  });

  it('refuses requests without a valid key past the address binding quota, before their 401, never the health check', async () => {
    const answers = await burst(() =>
      fetch(`${worker.baseUrl}/api/users`, { headers: { 'x-api-key': 'sk_sandbox_not-a-key' } }),
    );
    expect(answers.length).toBeLessThanOrEqual(5);
    expect(answers.slice(0, -1).every((answer) => answer.status === 401)).toBe(true);
    await expectRefusal(answers.at(-1), 'address', /^Too many requests: requests without a valid key/);
    // The health check is never limited: a load balancer probing from the refused address sees the server up.
    for (let i = 0; i < 3; i++) expect((await fetch(`${worker.baseUrl}/api/health`)).status).toBe(200);
  });
});
