import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  memoryProcessedWebhookIds,
  receiveWebhookOnce,
  type WebhookEvent,
  WebhookVerificationError,
} from '@cambio/client';
import { receiverHost, receiverOrigin, receiverPort } from './receiver-address.ts';

/** What the receiver made of a request: `receiveWebhookOnce`'s outcome, `refused` (not verified) or `failed`. */
export type Outcome = 'processed' | 'duplicate' | 'processing' | 'refused' | 'failed';

/**
 * The receiver docs/webhooks.md recommends (docs/examples/webhook-receiver.mjs), one per path of one HTTP
 * server: each request verified and processed once per webhook-id with `receiveWebhookOnce` and
 * `memoryProcessedWebhookIds`, answered 200, 400 when verification fails, 409 while another delivery of the id
 * is processed. Its processing records the event and reconciles: for each resource (`data.id`) it keeps the
 * newest event by `createdAt`, then `id` (the events API's order), so an older event arriving late does not
 * overwrite newer state. A path's secret is set once its registration is made.
 */
export async function startClientReceiver() {
  const paths = new Map<string, ReturnType<typeof receiverOfPath>>();
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = paths.get(request.url ?? '/');
    const status = path ? await path.receive(Buffer.concat(chunks), request.headers) : 404;
    response.writeHead(status).end();
  });
  await new Promise<void>((resolve) => server.listen(receiverPort, receiverHost, resolve));
  const origin = receiverOrigin((server.address() as AddressInfo).port);
  const of = (url: string) => {
    const path = paths.get(new URL(url).pathname);
    if (!path) throw new Error(`no receiver at ${url}`);
    return path;
  };
  let sequence = 0;
  return {
    /**
     * A fresh URL with its own store of ids. With `holdFor`, processing an id waits until that many requests of
     * it, less the one processing, were answered: copies sent at the same moment all meet the claim in process.
     */
    url(options: { holdFor?: number } = {}): string {
      sequence += 1;
      const path = `/client/${sequence}`;
      paths.set(path, receiverOfPath(options.holdFor ?? 1));
      return `${origin}${path}`;
    },
    secret: (url: string, secret: string) => of(url).setSecret(secret),
    /** What each request to `url` came to, with its webhook-id, in the order answered. */
    outcomes: (url: string) => of(url).outcomes,
    /** The events `url`'s processing ran for, in the order it ran. */
    processed: (url: string) => of(url).processed,
    /** The newest event the receiver knows of the resource `id`. */
    latest: (url: string, id: string) => of(url).latest.get(id),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function receiverOfPath(holdFor: number) {
  let secret = '';
  const ids = memoryProcessedWebhookIds();
  const outcomes: Array<{ id: string; outcome: Outcome }> = [];
  const processed: WebhookEvent[] = [];
  const latest = new Map<string, WebhookEvent>();
  const waiting = new Set<() => void>();
  const answered = (id: string) => outcomes.filter((entry) => entry.id === id).length;
  const answer = (id: string, outcome: Outcome) => {
    outcomes.push({ id, outcome });
    for (const wake of waiting) wake();
    waiting.clear();
  };

  async function processEvent(event: WebhookEvent) {
    while (answered(event.id) < holdFor - 1) await new Promise<void>((resolve) => waiting.add(resolve));
    processed.push(event);
    const resourceId = (event.data as { id?: string }).id ?? '';
    const known = latest.get(resourceId);
    const older =
      known &&
      (known.createdAt > event.createdAt || (known.createdAt === event.createdAt && known.id > event.id));
    if (!older) latest.set(resourceId, event);
  }

  async function receive(body: Buffer, headers: Record<string, string | string[] | undefined>) {
    const id = String(headers['webhook-id'] ?? '');
    try {
      const { status } = await receiveWebhookOnce(body, headers, secret, ids, processEvent);
      answer(id, status);
      return status === 'processing' ? 409 : 200;
    } catch (error) {
      const refused = error instanceof WebhookVerificationError;
      answer(id, refused ? 'refused' : 'failed');
      return refused ? 400 : 500;
    }
  }

  return {
    setSecret: (value: string) => {
      secret = value;
    },
    receive,
    outcomes,
    processed,
    latest,
  };
}
