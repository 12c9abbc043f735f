import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { receiverHost, receiverOrigin, receiverPort } from './receiver-address.ts';
import type { Tenant } from './tenant.ts';

export type Delivery = { path: string; headers: IncomingHttpHeaders; body: string; receivedAt: number };
/**
 * How the receiver answers a delivery to a path: a status with optional headers, or never (`hang`). With
 * `together`, it answers no request of the path until that many have arrived, then all of them: requests
 * sent one after the other would wait for each other until the sender's timeout.
 */
export type Answer =
  | { status: number; headers?: Record<string, string>; body?: string; together?: number }
  | 'hang';

/**
 * A real HTTP receiver for webhook deliveries, where receiver-address.ts says (127.0.0.1 unless told): it records every request (headers and raw
 * body) by path and answers as told for that path (200 "ok" unless told otherwise).
 */
export async function startReceiver() {
  const deliveries: Delivery[] = [];
  const answers = new Map<string, Answer>();
  const logs = new Map<string, AttemptsLogged>();
  const hanging = new Set<() => void>();
  /** The answers of a path with `together` that wait for the rest of their group. */
  const held = new Map<string, Array<() => void>>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      deliveries.push({
        path,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        receivedAt: Date.now(),
      });
      const answer = answers.get(path) ?? { status: 200, body: 'ok' };
      if (answer === 'hang') {
        hanging.add(() => response.destroy());
        return;
      }
      const reply = () => {
        response.writeHead(answer.status, answer.headers);
        response.end(answer.body ?? '');
      };
      const waiting = [...(held.get(path) ?? []), reply];
      held.set(path, waiting);
      if (waiting.length < (answer.together ?? 1)) return;
      held.delete(path);
      for (const release of waiting) release();
    });
  });
  await new Promise<void>((resolve) => server.listen(receiverPort, receiverHost, resolve));
  const origin = receiverOrigin((server.address() as AddressInfo).port);
  let sequence = 0;
  return {
    /** A fresh URL on the receiver, answering as `answer` says. */
    url(answer?: Answer): string {
      sequence += 1;
      const path = `/hooks/${sequence}`;
      if (answer) answers.set(path, answer);
      return `${origin}${path}`;
    },
    answer(url: string, answer: Answer) {
      answers.set(new URL(url).pathname, answer);
    },
    /** How to read how many attempts the server logged for the registration of `url`. */
    logsAt(url: string, logged: AttemptsLogged) {
      logs.set(new URL(url).pathname, logged);
    },
    logOf: (url: string) => logs.get(new URL(url).pathname),
    to(url: string): Delivery[] {
      const path = new URL(url).pathname;
      return deliveries.filter((delivery) => delivery.path === path);
    },
    async close() {
      for (const release of hanging) release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
type AttemptsLogged = () => Promise<number>;

/**
 * Runs due jobs and deliveries until `url` has received at least `count` deliveries `matching` (all unless
 * told: a test whose tenant has other orders stepping on their own picks its own resource's); the Worker's
 * due-work alarm and a running server's own loop also send them. When the receiver knows the URL's
 * registration, it also waits until the server has logged an attempt for each delivery (a delivery sent by the
 * server's own loop is logged only after the receiver answered). Returns the matching deliveries.
 */
export async function awaitDeliveries(
  tenant: Tenant,
  receiver: Receiver,
  url: string,
  count: number,
  matching: (delivery: Delivery) => boolean = () => true,
): Promise<Delivery[]> {
  const received = () => receiver.to(url).filter(matching);
  // No wall-clock deadline: a loaded machine delivers late, and the test's timeout bounds a hang.
  while (received().length < count) {
    await tenant.call({ method: 'POST', path: '/api/sandbox/jobs/run' });
    if (received().length < count) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(received().length, `deliveries to ${url}`).toBeGreaterThanOrEqual(count);
  const logged = receiver.logOf(url);
  while (logged && (await logged()) < receiver.to(url).length)
    await new Promise((resolve) => setTimeout(resolve, 50));
  return received();
}
