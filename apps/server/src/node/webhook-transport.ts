import { promises as dns, type LookupAddress, type LookupOptions } from 'node:dns';
import { Agent, request } from 'undici';
import type { WebhookTransport } from '../deps.ts';
import { addressRefusal, literalAddress } from '../domain/webhooks/address-guard.ts';
import {
  deliveryTimeoutMs,
  networkMessage,
  refusedLiteral,
  responseExcerptBytes,
  targetRefusal,
  timeoutMessage,
} from '../domain/webhooks/transport.ts';

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

type Mode = 'sandbox' | 'production';

/** Every address a host name has; the system resolver (getaddrinfo, as Node's `net` uses) unless a test injects one. */
export type HostResolver = (hostname: string) => Promise<LookupAddress[]>;

const systemResolver: HostResolver = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

/** How long a registration waits for a name to resolve before it leaves the check to the delivery. */
const registrationLookupMs = 2_000;

/**
 * Name resolution for deliveries, given to undici as `connect.lookup`: the connection is made to the
 * addresses checked here (Node's `net` connects to what lookup answers), and a name is refused when any one
 * of its addresses is not allowed (so neither a second record nor the choice between IPv4 and IPv6 can
 * lead elsewhere), also when it starts to resolve so after registration.
 */
const checkedLookup =
  (mode: Mode, resolve: HostResolver) =>
  (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    resolve(hostname).then(
      (addresses) => {
        for (const entry of addresses) {
          const refused = targetRefusal(entry.address, mode);
          if (refused) return callback(Object.assign(new Error(refused), { code: 'EREFUSED' }), []);
        }
        const family = options.family === 4 || options.family === 6 ? options.family : undefined;
        const usable = family ? addresses.filter((entry) => entry.family === family) : addresses;
        const first = usable[0];
        if (!first) {
          return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), []);
        }
        if (options.all) return callback(null, usable);
        callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, []),
    );
  };

/**
 * Deliveries on Node: undici's request (no redirects followed: undici 7's `request` follows none without a
 * redirect interceptor, and the Agent is ours, so no proxy from the environment either), the delivery timeout
 * over the whole exchange, at most the first 1,024 bytes of the answer read. The target's address is checked
 * for the mode when the connection is made (checkedLookup) or, for an IP literal, which undici connects to
 * without a lookup, before it. `resolve` is injected by tests.
 */
export function nodeWebhookTransport(mode: Mode, resolve: HostResolver = systemResolver): WebhookTransport {
  const agent = new Agent({
    connect: { lookup: checkedLookup(mode, resolve) as never },
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
  return { send, concurrency: 32, hostRefusal: mode === 'production' ? hostRefusal(resolve) : undefined };
}

/**
 * At registration in production: what is wrong with the addresses `hostname` has now, to say so while the
 * caller is there. A name that does not resolve within 2 s (not created yet, DNS down) passes: the check when
 * a delivery connects is the guarantee, as DNS answers change. Sandbox mode resolves nothing here.
 */
const hostRefusal =
  (resolve: HostResolver) =>
  async (hostname: string): Promise<string | undefined> => {
    if (literalAddress(hostname) !== undefined) return undefined;
    // AbortSignal.timeout's timer does not keep the process alive.
    const deadline = AbortSignal.timeout(registrationLookupMs);
    const late = new Promise<undefined>((done) => deadline.addEventListener('abort', () => done(undefined)));
    try {
      const addresses = await Promise.race([resolve(hostname), late]);
      for (const entry of addresses ?? []) {
        const why = addressRefusal(entry.address, 'production');
        if (why) return `${hostname} resolves to ${entry.address}, ${why}`;
      }
      return undefined;
    } catch {
      return undefined;
    }
  };

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
