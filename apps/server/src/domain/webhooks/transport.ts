import type { WebhookTransport } from '../../deps.ts';
import { addressRefusal, literalAddress } from './address-guard.ts';

/** A receiver has this long to answer, body included (the document's Webhooks tag). */
export const deliveryTimeoutMs = 10_000;
/** How much of an answer is read and kept in the delivery log. */
export const responseExcerptBytes = 1024;

/**
 * The transport of runtimes whose `fetch` is the way out (Cloudflare Workers): no redirect is followed, the
 * whole exchange has the delivery timeout, and at most the first 1,024 bytes of the answer are read. Workers
 * cannot resolve names themselves, and their `fetch` does not reach private networks; an IP literal the
 * mode does not allow is refused here (a registration made in sandbox mode may name one).
 */
export function fetchTransport(mode: 'sandbox' | 'production'): WebhookTransport {
  const send: WebhookTransport['send'] = async ({ url, headers, body }) => {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const refused = refusedLiteral(url, mode);
    if (refused) return { error: refused, durationMs: elapsed() };
    const signal = AbortSignal.timeout(deliveryTimeoutMs);
    try {
      const response = await fetch(url, { method: 'POST', headers, body, redirect: 'manual', signal });
      const excerpt = await readExcerpt(response.body);
      return {
        statusCode: response.status,
        retryAfter: response.headers.get('retry-after'),
        body: excerpt,
        durationMs: elapsed(),
      };
    } catch (error) {
      return { error: signal.aborted ? timeoutMessage : networkMessage(error), durationMs: elapsed() };
    }
  };
  return { send, concurrency: 6 };
}

/** Why a delivery may not go to `url`'s host when it is an IP literal; undefined when it may. */
export function refusedLiteral(url: string, mode: Mode): string | undefined {
  const address = literalAddress(new URL(url).hostname);
  return address === undefined ? undefined : targetRefusal(address, mode);
}

/** The delivery log's `error` for an address the mode does not deliver to; undefined when it does. */
export function targetRefusal(address: string, mode: Mode): string | undefined {
  const why = addressRefusal(address, mode);
  if (why === undefined) return undefined;
  return mode === 'production'
    ? `refused target address ${address} (${why}): production mode delivers to public unicast addresses only`
    : `refused target address ${address} (${why}): link-local and cloud metadata addresses are never delivered to`;
}

type Mode = 'sandbox' | 'production';

export const timeoutMessage = `timeout after ${deliveryTimeoutMs / 1000} s`;

export function networkMessage(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } })?.cause;
  const detail = cause?.code ?? cause?.message ?? (error as Error)?.message ?? String(error);
  return `network error: ${String(detail)}`.slice(0, 500);
}

/** The first bytes of a body as text; the rest is not read. */
export async function readExcerpt(body: ReadableStream<Uint8Array> | null): Promise<string> {
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < responseExcerptBytes) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes.subarray(0, responseExcerptBytes));
}
