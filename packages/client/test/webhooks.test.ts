import { createHmac, randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import {
  type VerifyWebhookOptions,
  verifyWebhook,
  type WebhookHeaders,
  WebhookVerificationError,
  type WebhookVerificationReason,
} from '../src/index.ts';

// Deliveries are signed by the independent standardwebhooks package and verified by the client.
const key = randomBytes(24);
const secret = `whsec_${key.toString('base64')}`;
const event = {
  id: 'evt_1',
  type: 'orders',
  event: 'order.created',
  createdAt: '2026-01-02T03:04:05Z',
  data: {},
};
const body = JSON.stringify(event);
const now = new Date('2026-01-02T03:04:05Z');
const msgId = 'msg_2Lz9';

const signed = (payload = body, at = now, signingSecret = secret) => ({
  'webhook-id': msgId,
  'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
  'webhook-signature': new Webhook(signingSecret).sign(msgId, at, payload),
});
const secondsFromNow = (seconds: number) => new Date(now.getTime() + seconds * 1000);
const otherSecret = `whsec_${randomBytes(24).toString('base64')}`;
const valid = signed();

describe('verifyWebhook accepts', () => {
  it.each<
    [string, { rawBody?: string | Uint8Array; headers: WebhookHeaders; key?: string; options?: object }]
  >([
    ['a plain object', { headers: valid }],
    ['a Headers object', { headers: new Headers(valid) }],
    [
      'header names in any case',
      {
        headers: {
          'Webhook-Id': msgId,
          'WEBHOOK-TIMESTAMP': valid['webhook-timestamp'],
          'webhook-Signature': valid['webhook-signature'],
        },
      },
    ],
    ['a header value as a one-element array', { headers: { ...valid, 'webhook-id': [msgId] } }],
    ['a Uint8Array body', { rawBody: new TextEncoder().encode(body), headers: valid }],
    [
      'two signatures where only the second matches',
      {
        headers: {
          ...valid,
          'webhook-signature': `${signed(body, now, otherSecret)['webhook-signature']} ${valid['webhook-signature']}`,
        },
      },
    ],
    ['a timestamp exactly at the tolerance', { headers: signed(body, secondsFromNow(-300)) }],
    ['a timestamp exactly at the future tolerance', { headers: signed(body, secondsFromNow(300)) }],
    [
      'an older timestamp with a wider tolerance',
      { headers: signed(body, secondsFromNow(-600)), options: { toleranceSeconds: 600 } },
    ],
    ['the secret without its prefix', { headers: valid, key: key.toString('base64') }],
    [
      'the secret in base64url without padding',
      { headers: valid, key: `whsec_${key.toString('base64url')}` },
    ],
  ])('%s', async (_, { rawBody = body, headers, key: given = secret, options = {} }) => {
    await expect(verifyWebhook(rawBody, headers, given, { now, ...options })).resolves.toEqual(event);
  });

  it('defaults to the current time', async () => {
    await expect(verifyWebhook(body, signed(body, new Date()), secret)).resolves.toEqual(event);
  });
});

describe('verifyWebhook refuses', () => {
  const without = (name: keyof typeof valid) =>
    Object.fromEntries(Object.entries(valid).filter(([k]) => k !== name));
  it.each<
    [
      string,
      {
        rawBody?: string;
        headers: WebhookHeaders;
        key?: string;
        options?: VerifyWebhookOptions;
        reason: WebhookVerificationReason;
        message: string;
      },
    ]
  >([
    [
      'a tampered body',
      {
        rawBody: body.replace('order.created', 'order.deleted'),
        headers: valid,
        reason: 'badSignature',
        message: 'raw request body',
      },
    ],
    [
      'a re-serialised body',
      {
        rawBody: JSON.stringify(event, null, 2),
        headers: valid,
        reason: 'badSignature',
        message: 'before any JSON parsing',
      },
    ],
    ['another secret', { headers: valid, key: otherSecret, reason: 'badSignature', message: 'secret' }],
    [
      'a tampered id',
      {
        headers: { ...valid, 'webhook-id': 'msg_other' },
        reason: 'badSignature',
        message: 'No v1 signature',
      },
    ],
    [
      'a right signature under another version',
      {
        headers: { ...valid, 'webhook-signature': valid['webhook-signature'].replace('v1,', 'v2,') },
        reason: 'badSignature',
        message: 'No v1 signature',
      },
    ],
    [
      'a timestamp older than the tolerance',
      { headers: signed(body, secondsFromNow(-301)), reason: 'timestampTooOld', message: '301 s old' },
    ],
    [
      'a timestamp older than a narrower tolerance',
      {
        headers: signed(body, secondsFromNow(-11)),
        options: { toleranceSeconds: 10 },
        reason: 'timestampTooOld',
        message: '10 s tolerance',
      },
    ],
    [
      'a timestamp in the future',
      {
        headers: signed(body, secondsFromNow(301)),
        reason: 'timestampInFuture',
        message: '301 s in the future',
      },
    ],
    [
      'a missing webhook-id',
      { headers: without('webhook-id'), reason: 'missingHeader', message: 'webhook-id header is missing' },
    ],
    [
      'a missing webhook-timestamp',
      {
        headers: new Headers(without('webhook-timestamp')),
        reason: 'missingHeader',
        message: 'webhook-timestamp',
      },
    ],
    [
      'a missing webhook-signature',
      {
        headers: { ...valid, 'webhook-signature': undefined },
        reason: 'missingHeader',
        message: 'webhook-signature',
      },
    ],
    ['no headers at all', { headers: {}, reason: 'missingHeader', message: 'missing' }],
    [
      'an empty webhook-id',
      { headers: { ...valid, 'webhook-id': '' }, reason: 'malformedHeader', message: 'must not be empty' },
    ],
    [
      'a timestamp that is not digits',
      {
        headers: { ...valid, 'webhook-timestamp': '2026-01-02T03:04:05Z' },
        reason: 'malformedHeader',
        message: 'unix seconds',
      },
    ],
    [
      'a negative timestamp',
      { headers: { ...valid, 'webhook-timestamp': '-1' }, reason: 'malformedHeader', message: 'digits only' },
    ],
    [
      'an empty signature list',
      { headers: { ...valid, 'webhook-signature': ' ' }, reason: 'malformedHeader', message: 'is empty' },
    ],
    [
      'a signature without version',
      {
        headers: { ...valid, 'webhook-signature': valid['webhook-signature'].slice(3) },
        reason: 'malformedHeader',
        message: 'version,base64',
      },
    ],
    [
      'a signature that is not base64',
      {
        headers: { ...valid, 'webhook-signature': 'v1,not*base64' },
        reason: 'malformedHeader',
        message: 'not*base64',
      },
    ],
    [
      'a repeated header',
      { headers: { ...valid, 'webhook-id': [msgId, msgId] }, reason: 'malformedHeader', message: 'repeated' },
    ],
    [
      'a validly signed body that is not JSON',
      {
        rawBody: 'not json',
        headers: signed('not json'),
        reason: 'malformedBody',
        message: 'not UTF-8 JSON',
      },
    ],
  ])('%s', async (_, { rawBody = body, headers, key: given = secret, options = {}, reason, message }) => {
    const error = await verifyWebhook(rawBody, headers, given, { now, ...options }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(WebhookVerificationError);
    expect(error).toMatchObject({ name: 'WebhookVerificationError', reason });
    expect((error as Error).message).toContain(message);
  });

  it('a validly signed Uint8Array body that is not UTF-8', async () => {
    // standardwebhooks signs strings only, so these raw bytes are signed with node:crypto.
    const bytes = new Uint8Array([0x22, 0xff, 0x22]);
    const timestamp = valid['webhook-timestamp'];
    const mac = createHmac('sha256', key).update(`${msgId}.${timestamp}.`).update(bytes).digest('base64');
    const headers = { ...valid, 'webhook-signature': `v1,${mac}` };
    await expect(verifyWebhook(bytes, headers, secret, { now })).rejects.toMatchObject({
      reason: 'malformedBody',
    });
  });

  it('a secret that is not base64, as a programming error', async () => {
    await expect(verifyWebhook(body, valid, 'whsec_not*base64', { now })).rejects.toThrow(TypeError);
    await expect(verifyWebhook(body, valid, 'whsec_', { now })).rejects.toThrow('whsec_ followed by base64');
  });
});
