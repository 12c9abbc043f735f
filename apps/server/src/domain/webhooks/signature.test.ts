import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, signatureHeaders } from './signature.ts';

const body = JSON.stringify({
  id: 'evt_1',
  event: 'order.created',
  data: { amount: '10.50', note: 'año ✓' },
});
const delivery = (secrets: string[]) =>
  signatureHeaders({ id: 'msg_2Lz9', timestamp: new Date(), body, secrets });

describe('newWebhookSecret', () => {
  it('is whsec_ and the standard base64 of 24 bytes', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64')).toHaveLength(24);
    expect(newWebhookSecret()).not.toBe(secret);
  });
});

describe('signatureHeaders', () => {
  it('verifies with the standardwebhooks package', async () => {
    const secret = newWebhookSecret();
    const headers = await delivery([secret]);
    expect(headers['webhook-id']).toBe('msg_2Lz9');
    expect(headers['webhook-timestamp']).toMatch(/^\d+$/);
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it('signs with every secret, and each one alone verifies', async () => {
    const secrets = [newWebhookSecret(), newWebhookSecret()];
    const headers = await delivery(secrets);
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    for (const secret of secrets) expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow('No matching signature');
  });

  it('uses unix seconds for the timestamp', async () => {
    const headers = await signatureHeaders({
      id: 'msg_1',
      timestamp: new Date('2026-01-02T03:04:05.999Z'),
      body,
      secrets: [newWebhookSecret()],
    });
    expect(headers['webhook-timestamp']).toBe('1767323045');
  });

  it('fails verification when the body is tampered with', async () => {
    const secret = newWebhookSecret();
    const headers = await delivery([secret]);
    expect(() => new Webhook(secret).verify(body.replace('10.50', '99.50'), headers)).toThrow(
      'No matching signature',
    );
  });

  it('accepts secrets made before in base64url, padded or not', async () => {
    // Bytes whose base64 has both + and /, so the two alphabets differ.
    const key = Buffer.from([
      0xfb, 0xff, 0xbf, 0xfe, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0a,
    ]);
    const standard = `whsec_${key.toString('base64')}`;
    for (const legacy of [`whsec_${key.toString('base64url')}`, `whsec_${key.toString('base64url')}==`]) {
      const headers = await delivery([legacy]);
      expect(new Webhook(standard).verify(body, headers)).toEqual(JSON.parse(body));
    }
  });

  it('refuses a secret that is not base64', async () => {
    expect(() => delivery(['whsec_not*base64'])).toThrow('not whsec_ followed by base64');
    expect(() => delivery(['whsec_'])).toThrow('not whsec_ followed by base64');
  });
});
