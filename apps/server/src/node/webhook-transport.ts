import { type LookupAddress, type LookupOptions, lookup } from 'node:dns';
import { Agent, request } from 'undici';
import { allowedAddress } from '../domain/webhooks/address-guard.ts';
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

type Mode = 'sandbox' | 'production';

/**
 * Name resolution for deliveries: the connection is made to the addresses checked here, so a name that
 * resolves to an address the mode does not allow (or starts to, between registration and delivery) is
 * refused.
 */
const checkedLookup =
  (mode: Mode) => (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = addresses.find((entry) => !allowedAddress(entry.address, mode));
      if (refused) {
        return callback(Object.assign(new Error(refusal(refused.address, mode)), { code: 'EREFUSED' }), []);
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      if (!first) {
        return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), []);
      }
      callback(null, first.address, first.family);
    });
  };

/**
 * Deliveries on Node: undici's request (no redirects followed), the delivery timeout over the whole
 * exchange, at most the first 1,024 bytes of the answer read. The target's address is checked for the mode
 * when the connection is made (checkedLookup) or, for an IP literal, before it.
 */
export function nodeWebhookTransport(mode: Mode): WebhookTransport {
  const agent = new Agent({
    connect: { lookup: checkedLookup(mode) as never },
    headersTimeout: deliveryTimeoutMs,
    bodyTimeout: deliveryTimeoutMs,
  });
  const send: WebhookTransport['send'] = async ({ url, headers, body }) => {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const refused = refusedLiteral(url, mode);
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
  // 32 at once: a receiver that takes its 10 s holds one place of 32, not the runner.
  return { send, concurrency: 32 };
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
