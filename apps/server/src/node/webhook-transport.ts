import { type LookupAddress, type LookupOptions, lookup } from 'node:dns';
import { Agent, request } from 'undici';
import { isPublicAddress } from '../domain/webhooks/address-guard.ts';
import {
  deliveryTimeoutMs,
  networkMessage,
  refusal,
  refusedLiteral,
  responseExcerptBytes,
  timeoutMessage,
  type WebhookTransport,
} from '../domain/webhooks/transport.ts';

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * Name resolution for production deliveries: the connection is made to the addresses checked here, so a
 * name that resolves to a private address (or starts to, between registration and delivery) is refused.
 */
function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused)
      return callback(Object.assign(new Error(refusal(refused.address)), { code: 'EREFUSED' }), []);
    if (options.all) return callback(null, addresses);
    const first = addresses[0];
    if (!first)
      return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), []);
    callback(null, first.address, first.family);
  });
}

/**
 * Deliveries on Node: undici's request (no redirects followed), the delivery timeout over the whole
 * exchange, at most the first 1,024 bytes of the answer read. In production mode the target's address is
 * checked when the connection is made (publicOnlyLookup) or, for an IP literal, before it.
 */
export function nodeWebhookTransport(mode: 'sandbox' | 'production'): WebhookTransport {
  const agent = new Agent({
    connect: mode === 'production' ? { lookup: publicOnlyLookup as never } : {},
    headersTimeout: deliveryTimeoutMs,
    bodyTimeout: deliveryTimeoutMs,
  });
  return async ({ url, headers, body }) => {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const refused = mode === 'production' ? refusedLiteral(url) : undefined;
    if (refused) return { error: refused, durationMs: elapsed() };
    const signal = AbortSignal.timeout(deliveryTimeoutMs);
    try {
      const response = await request(url, { method: 'POST', headers, body, dispatcher: agent, signal });
      const excerpt = await readExcerpt(response.body);
      const retryAfter = response.headers['retry-after'];
      return {
        statusCode: response.statusCode,
        retryAfter: typeof retryAfter === 'string' ? retryAfter : null,
        body: excerpt,
        durationMs: elapsed(),
      };
    } catch (error) {
      if (signal.aborted) return { error: timeoutMessage, durationMs: elapsed() };
      const refused = refusedMessage(error);
      return { error: refused ?? networkMessage(error), durationMs: elapsed() };
    }
  };
}

async function readExcerpt(body: AsyncIterable<Buffer> & { destroy(): unknown }): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    chunks.push(chunk);
    size += chunk.byteLength;
    if (size >= responseExcerptBytes) break;
  }
  body.destroy();
  return Buffer.concat(chunks).subarray(0, responseExcerptBytes).toString('utf8');
}

function refusedMessage(error: unknown): string | undefined {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const message = String((current as { message?: unknown }).message ?? '');
    if (message.startsWith('refused target address')) return message;
  }
  return undefined;
}
