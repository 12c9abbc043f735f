import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the proxy does to one answer of the server behind it: nothing (undefined), or another answer. */
export type Defect = (request: { method: string; path: string }, answer: Answer) => Answer | undefined;
type Answer = { status: number; headers: Headers; body: string };

/**
 * A server with a deliberate defect, for the kit's test: an HTTP proxy in front of a correct server that
 * passes every request through and changes the answers `defect` picks.
 */
export async function startDefectProxy(origin: string, defect: Defect) {
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && name !== 'host' && name !== 'connection') headers.set(name, value);
    }
    const method = request.method ?? 'GET';
    const path = request.url ?? '/';
    const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
    const upstream = await fetch(`${origin}${path}`, { method, headers, body, redirect: 'manual' });
    const answer = { status: upstream.status, headers: upstream.headers, body: await upstream.text() };
    const changed = defect({ method, path }, answer) ?? answer;
    const sent = new Headers(changed.headers);
    // fetch decoded the body; its length changes with the defect.
    for (const name of ['content-encoding', 'content-length', 'transfer-encoding']) sent.delete(name);
    response.writeHead(changed.status, Object.fromEntries(sent));
    response.end(changed.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
