// Verifies Standard Webhooks (https://www.standardwebhooks.com) deliveries with WebCrypto only, so it runs on
// Node 20+, browsers, Cloudflare Workers and Deno.
import type { components } from './contract.ts';

export type WebhookEvent = components['schemas']['WebhookEvent'];

export type WebhookVerificationReason =
  | 'missingHeader'
  | 'malformedHeader'
  | 'timestampTooOld'
  | 'timestampInFuture'
  | 'badSignature'
  | 'malformedBody';

export class WebhookVerificationError extends Error {
  override name = 'WebhookVerificationError';
  constructor(
    readonly reason: WebhookVerificationReason,
    message: string,
  ) {
    super(message);
  }
}

export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

export type VerifyWebhookOptions = {
  /** How far the delivery's timestamp may be from `now`, either way; 300 by default. */
  toleranceSeconds?: number;
  now?: Date;
};

const encoder = new TextEncoder();

/**
 * Checks a delivery's `webhook-*` headers and signature against the registration's secret (`whsec_…`) and
 * returns the parsed event. `rawBody` must be the body exactly as received. Throws WebhookVerificationError.
 */
export async function verifyWebhook(
  rawBody: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string,
  options: VerifyWebhookOptions = {},
): Promise<WebhookEvent> {
  const key = await hmacKey(secret);
  const id = header(headers, 'webhook-id');
  const timestampText = header(headers, 'webhook-timestamp');
  const signatureText = header(headers, 'webhook-signature');

  if (id === '') malformed('webhook-id', 'must not be empty');
  if (!/^\d+$/.test(timestampText)) {
    malformed('webhook-timestamp', `must be unix seconds (digits only), got "${timestampText}"`);
  }
  const signatures = parseSignatures(signatureText);

  const tolerance = options.toleranceSeconds ?? 300;
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const timestamp = Number(timestampText);
  if (now - timestamp > tolerance) {
    throw new WebhookVerificationError(
      'timestampTooOld',
      `The webhook-timestamp is ${now - timestamp} s old, more than the ${tolerance} s tolerance: the delivery ` +
        "is replayed or delayed, or this machine's clock is wrong (check that it is synchronised).",
    );
  }
  if (timestamp - now > tolerance) {
    throw new WebhookVerificationError(
      'timestampInFuture',
      `The webhook-timestamp is ${timestamp - now} s in the future, more than the ${tolerance} s tolerance: ` +
        "check that this machine's clock is synchronised.",
    );
  }

  const body = typeof rawBody === 'string' ? encoder.encode(rawBody) : rawBody;
  const expected = new Uint8Array(
    await crypto.subtle.sign('HMAC', key, concat(encoder.encode(`${id}.${timestampText}.`), body)),
  );
  const matches = signatures.some(({ version, bytes }) => version === 'v1' && equalBytes(bytes, expected));
  if (!matches) {
    throw new WebhookVerificationError(
      'badSignature',
      'No v1 signature in the webhook-signature header matches. Check that the secret is the one returned when ' +
        'this webhook was registered, and use the raw request body, before any JSON parsing or re-encoding.',
    );
  }

  try {
    const text =
      typeof rawBody === 'string' ? rawBody : new TextDecoder('utf-8', { fatal: true }).decode(rawBody);
    return JSON.parse(text) as WebhookEvent;
  } catch (error) {
    throw new WebhookVerificationError(
      'malformedBody',
      `The signature is valid but the body is not UTF-8 JSON (${error instanceof Error ? error.message : error}).`,
    );
  }
}

/** A header's one value, trimmed (WebhookVerificationError when it is missing or repeated). */
export function header(headers: WebhookHeaders, name: string): string {
  let values: string[];
  // Duck-typed: a Headers from another realm or from the undici package is not `instanceof` this one.
  if (typeof headers.get === 'function') {
    const value = (headers as Headers).get(name);
    values = value === null ? [] : [value];
  } else {
    values = Object.entries(headers as Record<string, string | string[] | undefined>)
      .filter(([key]) => key.toLowerCase() === name)
      .flatMap(([, value]) => value ?? []);
  }
  const [value, ...more] = values;
  if (value === undefined) {
    throw new WebhookVerificationError(
      'missingHeader',
      `The ${name} header is missing. Pass the request's headers unchanged, and check that no proxy strips them.`,
    );
  }
  if (more.length > 0) malformed(name, 'is repeated');
  return value.trim();
}

function malformed(name: string, problem: string): never {
  throw new WebhookVerificationError(
    'malformedHeader',
    `The ${name} header ${problem}. Pass the request's headers unchanged.`,
  );
}

function parseSignatures(text: string): { version: string; bytes: Uint8Array }[] {
  const entries = text.split(' ').filter((entry) => entry !== '');
  if (entries.length === 0) malformed('webhook-signature', 'is empty');
  return entries.map((entry) => {
    const match = /^([^,]+),([A-Za-z0-9+/]+={0,2})$/.exec(entry);
    const bytes = match?.[2] === undefined ? undefined : fromBase64(match[2]);
    if (match?.[1] === undefined || bytes === undefined) {
      malformed('webhook-signature', `must be space-separated "version,base64" entries, got "${entry}"`);
    }
    return { version: match[1], bytes };
  });
}

async function hmacKey(secret: string): Promise<CryptoKey> {
  const bytes = fromBase64(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret);
  if (!bytes || bytes.length === 0) {
    throw new TypeError("The webhook secret must be the registration's secret: whsec_ followed by base64.");
  }
  return crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
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

function concat(a: Uint8Array, b: Uint8Array): Uint8Array<ArrayBuffer> {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}

// Constant time in the contents, so the comparison doesn't reveal how much of a forged signature is right.
function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}
