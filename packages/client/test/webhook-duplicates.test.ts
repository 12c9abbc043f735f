import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { memoryProcessedWebhookIds, receiveWebhookOnce, WebhookVerificationError } from '../src/index.ts';

// A receiver processes each webhook-id once: deliveries signed by the independent standardwebhooks package.
const secret = `whsec_${randomBytes(24).toString('base64')}`;
const delivery = (id: string, signingSecret = secret) => {
  const body = JSON.stringify({
    id,
    type: 'orders',
    event: 'order.created',
    createdAt: '2026-01-02T03:04:05Z',
    data: {},
  });
  const at = new Date();
  const headers = {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(signingSecret).sign(id, at, body),
  };
  return { body, headers };
};

describe('receiveWebhookOnce', () => {
  it('processes an id once and answers the duplicates as such, also when they arrive together', async () => {
    const processed = memoryProcessedWebhookIds();
    const handled: string[] = [];
    const receive = (id: string) => {
      const { body, headers } = delivery(id);
      return receiveWebhookOnce(body, new Headers(headers), secret, processed, async (event) => {
        handled.push(event.id);
        return event.event;
      });
    };
    const [first, second] = await Promise.all([receive('evt_1'), receive('evt_1')]);
    // Either may win the claim: one is processed; the other, by when its claim comes, is being processed
    // (to be retried) or is a duplicate.
    expect([first, second]).toContainEqual({ status: 'processed', result: 'order.created' });
    expect([first, second].filter((answer) => answer.status !== 'processed')).toHaveLength(1);
    expect(await receive('evt_1')).toEqual({ status: 'duplicate' });
    expect(await receive('evt_2')).toEqual({ status: 'processed', result: 'order.created' });
    expect(handled).toEqual(['evt_1', 'evt_2']);
  });

  it('processes the retry of a delivery whose first processing failed while the retry waited', async () => {
    const processed = memoryProcessedWebhookIds();
    const { body, headers } = delivery('evt_4');
    let fail: (error: Error) => void = () => {};
    let started: () => void = () => {};
    const processing = new Promise<void>((resolve) => (started = resolve));
    const first = receiveWebhookOnce(body, headers, secret, processed, () => {
      started();
      return new Promise((_, reject) => (fail = reject));
    });
    // The service timed out and retried while the first was still being processed: not a duplicate.
    await processing;
    expect(await receiveWebhookOnce(body, headers, secret, processed, async () => 'early')).toEqual({
      status: 'processing',
    });
    fail(new Error('database down'));
    await expect(first).rejects.toThrow('database down');
    expect(await receiveWebhookOnce(body, headers, secret, processed, async () => 'retried')).toEqual({
      status: 'processed',
      result: 'retried',
    });
  });

  it('does not use an id up for a delivery that fails verification, nor for one whose processing throws', async () => {
    const processed = memoryProcessedWebhookIds();
    const forged = delivery('evt_3', `whsec_${randomBytes(24).toString('base64')}`);
    await expect(
      receiveWebhookOnce(forged.body, forged.headers, secret, processed, async () => 1),
    ).rejects.toThrow(WebhookVerificationError);
    const genuine = delivery('evt_3');
    await expect(
      receiveWebhookOnce(genuine.body, genuine.headers, secret, processed, async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(await receiveWebhookOnce(genuine.body, genuine.headers, secret, processed, async () => 1)).toEqual(
      { status: 'processed', result: 1 },
    );
  });
});

describe('memoryProcessedWebhookIds', () => {
  it('forgets a processed id after keepSeconds, and a claim left processing after leaseSeconds', async () => {
    let now = 0;
    const ids = memoryProcessedWebhookIds({ keepSeconds: 600, leaseSeconds: 60, now: () => now });
    expect(await ids.claim('evt_1')).toBe('claimed');
    await ids.processed('evt_1');
    expect(await ids.claim('evt_2')).toBe('claimed');
    now = 59_999;
    expect(await ids.claim('evt_1')).toBe('processed');
    expect(await ids.claim('evt_2')).toBe('processing');
    now = 60_000;
    // evt_2's receiver died while processing it: its lease ran out.
    expect(await ids.claim('evt_2')).toBe('claimed');
    now = 599_999;
    expect(await ids.claim('evt_1')).toBe('processed');
    now = 600_000;
    expect(await ids.claim('evt_1')).toBe('claimed');
  });
});
