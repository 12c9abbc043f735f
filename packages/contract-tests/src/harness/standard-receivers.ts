import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { Webhook } from 'standardwebhooks';
import { receiverHost, receiverOrigin, receiverPort } from './receiver-address.ts';

/** A receiver's way of answering one delivery: its status. `gone` settles when the sender hangs up. */
type Behaviour = (request: {
  headers: Record<string, string>;
  body: string;
  secret: string;
  gone: Promise<unknown>;
}) => number | Promise<number>;

/** Longer than the deliveries' 10 s limit. */
const slowDependencyMs = 12_000;

/** Standard Webhooks libraries refuse timestamps further than this from their clock. */
const toleranceSeconds = 5 * 60;

/**
 * Receivers of webhook deliveries built with the `standardwebhooks` package, each on a path of one HTTP server
 * where receiver-address.ts says (127.0.0.1 unless told): a correct one, and ones with a defect each. A path's secret is set once the registration that
 * targets it is made. Every request is recorded (headers and raw body) by path.
 */
export async function startStandardReceivers() {
  const secrets = new Map<string, string>();
  const received = new Map<string, Array<{ headers: IncomingHttpHeaders; body: string }>>();
  const seen = new Set<string>();
  const started = new Set<string>();
  const behaviours: Record<string, Behaviour> = {
    // Verifies signature and timestamp, and acknowledges a webhook-id it has already processed.
    '/correct': ({ headers, body, secret }) => {
      try {
        new Webhook(secret).verify(body, headers);
      } catch {
        return 400;
      }
      const id = headers['webhook-id'] ?? '';
      if (seen.has(id)) return 200; // a duplicate: acknowledged, not processed again
      seen.add(id);
      return 200;
    },
    // Checks the timestamp, never the signature.
    '/accepts-any-signature': ({ headers }) => (fresh(headers) ? 200 : 400),
    // Checks the signature over the timestamp sent, however old or new.
    '/ignores-timestamp': ({ headers, body, secret }) => {
      const id = headers['webhook-id'] ?? '';
      const timestamp = new Date(Number(headers['webhook-timestamp']) * 1000);
      const expected = new Webhook(secret).sign(id, timestamp, body);
      return (headers['webhook-signature'] ?? '').split(' ').includes(expected) ? 200 : 401;
    },
    '/always-500': () => 500,
    // Correct, but processing a new webhook-id waits on a dependency slower than the limit; a duplicate is
    // acknowledged at once.
    '/slow-to-process': async ({ headers, body, secret, gone }) => {
      try {
        new Webhook(secret).verify(body, headers);
      } catch {
        return 400;
      }
      const id = headers['webhook-id'] ?? '';
      if (started.has(id)) return 200;
      started.add(id);
      await Promise.race([delay(slowDependencyMs, undefined, { ref: false }), gone]);
      return 200;
    },
  };
  const server = createServer(async (request, response) => {
    let closed = false;
    const gone = new Promise((resolve) => response.once('close', resolve)).then(() => {
      closed = true;
    });
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = request.url ?? '/';
    const body = Buffer.concat(chunks).toString('utf8');
    received.set(path, [...(received.get(path) ?? []), { headers: request.headers, body }]);
    const behaviour = behaviours[path];
    const secret = secrets.get(path);
    const status =
      behaviour && secret
        ? await behaviour({ headers: request.headers as Record<string, string>, body, secret, gone })
        : 404;
    if (!closed) response.writeHead(status).end();
  });
  await new Promise<void>((resolve) => server.listen(receiverPort, receiverHost, resolve));
  const origin = receiverOrigin((server.address() as AddressInfo).port);
  return {
    url: (path: keyof typeof behaviours) => `${origin}${path}`,
    /** The secret a path verifies with: the registration's. */
    secret(url: string, secret: string) {
      secrets.set(new URL(url).pathname, secret);
    },
    received: (url: string) => received.get(new URL(url).pathname) ?? [],
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function fresh(headers: Record<string, string>): boolean {
  return Math.abs(Date.now() / 1000 - Number(headers['webhook-timestamp'])) <= toleranceSeconds;
}
