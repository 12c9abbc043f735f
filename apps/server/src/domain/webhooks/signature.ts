// Standard Webhooks (https://www.standardwebhooks.com) signing, the same code on Node and Workers.
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';

const prefix = 'whsec_';
const encoder = new TextEncoder();

export type SignatureHeaders = Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string>;

/** A new signing secret: `whsec_` and the standard base64 of 24 random bytes. */
export function newWebhookSecret(): string {
  return prefix + toBase64(crypto.getRandomValues(new Uint8Array(24)));
}

/** The headers of one delivery, with one `v1` signature per secret (several while a secret is rotated). */
export function signatureHeaders(input: {
  id: string;
  timestamp: Date;
  body: string;
  secrets: string[];
}): SignatureHeaders {
  const timestamp = String(Math.floor(input.timestamp.getTime() / 1000));
  const content = encoder.encode(`${input.id}.${timestamp}.${input.body}`);
  const signatures = input.secrets.map(
    (secret) => `v1,${toBase64(hmac(sha256, secretBytes(secret), content))}`,
  );
  return {
    'webhook-id': input.id,
    'webhook-timestamp': timestamp,
    'webhook-signature': signatures.join(' '),
  };
}

// @noble/hashes, not WebCrypto: the same synchronous code on Node and Workers (WebCrypto's every call is a job
// on another thread).

/** The key bytes of a `whsec_` secret; base64url is accepted because secrets made before were in that form. */
function secretBytes(secret: string): Uint8Array<ArrayBuffer> {
  const body = secret.startsWith(prefix) ? secret.slice(prefix.length) : secret;
  const bytes = fromBase64(body);
  if (!bytes || bytes.length === 0) throw new Error('webhook secret is not whsec_ followed by base64');
  return bytes;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Standard base64 or base64url, padding optional; undefined when the text is neither. */
function fromBase64(text: string): Uint8Array<ArrayBuffer> | undefined {
  const unpadded = text
    .replace(/={1,2}$/, '')
    .replaceAll('-', '+')
    .replaceAll('_', '/');
  if (!/^[A-Za-z0-9+/]*$/.test(unpadded) || unpadded.length % 4 === 1) return undefined;
  const binary = atob(unpadded.padEnd(Math.ceil(unpadded.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
