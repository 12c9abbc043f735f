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
    // Either may win the claim: one is processed, the other is the duplicate.
    expect([first, second]).toContainEqual({ duplicate: false, result: 'order.created' });
    expect([first, second]).toContainEqual({ duplicate: true });
    expect(await receive('evt_1')).toEqual({ duplicate: true });
    expect(await receive('evt_2')).toEqual({ duplicate: false, result: 'order.created' });
    expect(handled).toEqual(['evt_1', 'evt_2']);
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
      {
        duplicate: false,
        result: 1,
      },
    );
  });
});

describe('memoryProcessedWebhookIds', () => {
  it('forgets an id after keepSeconds', async () => {
    let now = 0;
    const processed = memoryProcessedWebhookIds({ keepSeconds: 60, now: () => now });
    expect(await processed.claim('evt_1')).toBe(true);
    now = 59_999;
    expect(await processed.claim('evt_1')).toBe(false);
    now = 60_000;
    expect(await processed.claim('evt_1')).toBe(true);
  });
});
