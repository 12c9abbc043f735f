import { describe, expect, it } from 'vitest';
import { type FingerprintedRequest, requestFingerprint } from './request-fingerprint.ts';

const encoder = new TextEncoder();
const base: FingerprintedRequest = {
  keyId: 'key_1',
  method: 'POST',
  pathAndQuery: '/api/users',
  contentType: 'application/json',
  body: encoder.encode('{"a":1}'),
};

const multipart = (boundary: string, content: string): FingerprintedRequest => ({
  ...base,
  pathAndQuery: '/api/users/usr_1/documents',
  contentType: `multipart/form-data; boundary=${boundary}`,
  body: encoder.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\n${content}\r\n--${boundary}--\r\n`,
  ),
});

describe('requestFingerprint', () => {
  it('is the same for the same request and differs with the key, method, path, query or body', async () => {
    const same = await requestFingerprint(base);
    expect(same).toMatch(/^[0-9a-f]{64}$/);
    expect(await requestFingerprint({ ...base, body: encoder.encode('{"a":1}') })).toBe(same);
    for (const other of [
      { ...base, keyId: 'key_2' },
      { ...base, method: 'PUT' },
      { ...base, pathAndQuery: '/api/webhooks' },
      { ...base, pathAndQuery: '/api/users?x=1' },
      { ...base, body: encoder.encode('{"a":2}') },
    ]) {
      expect(await requestFingerprint(other)).not.toBe(same);
    }
  });

  it('ignores the random boundary of a multipart body, not its content', async () => {
    const first = await requestFingerprint(multipart('----formdata-a1b2', 'proofOfAddress'));
    expect(await requestFingerprint(multipart('----formdata-z9y8x7', 'proofOfAddress'))).toBe(first);
    const quoted = multipart('q1', 'proofOfAddress');
    expect(await requestFingerprint({ ...quoted, contentType: 'multipart/form-data; boundary="q1"' })).toBe(
      first,
    );
    expect(await requestFingerprint(multipart('----formdata-a1b2', 'selfie'))).not.toBe(first);
  });
});
