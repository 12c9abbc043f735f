import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { receiverHost, receiverOrigin, receiverPort } from './receiver-address.ts';
import type { Tenant } from './tenant.ts';

export type Delivery = { path: string; headers: IncomingHttpHeaders; body: string; receivedAt: number };
/** How the receiver answers a delivery to a path: a status with optional headers, or never (`hang`). */
export type Answer = { status: number; headers?: Record<string, string>; body?: string } | 'hang';

/**
 * A real HTTP receiver for webhook deliveries, where receiver-address.ts says (127.0.0.1 unless told): it records every request (headers and raw
 * body) by path and answers as told for that path (200 "ok" unless told otherwise).
 */
export async function startReceiver() {
  const deliveries: Delivery[] = [];
  const answers = new Map<string, Answer>();
  const logs = new Map<string, AttemptsLogged>();
  const hanging = new Set<() => void>();
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
      response.writeHead(answer.status, answer.headers);
      response.end(answer.body ?? '');
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
 * Runs due jobs and deliveries until `url` has received at least `count` deliveries (the Worker's due-work
 * alarm and a running server's own loop also send them) and, when the receiver knows the URL's registration,
 * until the server has logged an attempt for each (a delivery sent by the server's own loop is logged only
 * after the receiver answered); returns them.
 */
export async function awaitDeliveries(
  tenant: Tenant,
  receiver: Receiver,
  url: string,
  count: number,
): Promise<Delivery[]> {
  // No wall-clock deadline: a loaded machine delivers late, and the test's timeout bounds a hang.
  while (receiver.to(url).length < count) {
    await tenant.call({ method: 'POST', path: '/api/sandbox/jobs/run' });
    if (receiver.to(url).length < count) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const received = receiver.to(url);
  expect(received.length, `deliveries to ${url}`).toBeGreaterThanOrEqual(count);
  const logged = receiver.logOf(url);
  while (logged && (await logged()) < received.length)
    await new Promise((resolve) => setTimeout(resolve, 50));
  return received;
}
