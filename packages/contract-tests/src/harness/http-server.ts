import { serve } from '@hono/node-server';
import { resolveTarget, type Target } from './target.ts';

/**
 * The file's target behind a real socket, for clients that cannot call the app in process (a browser).
 * The in-process targets' app (node, production) is served on an ephemeral port of 127.0.0.1; the url and worker targets already
 * have an HTTP base URL. Requests go over the network either way. `close` stops only the socket: the
 * target itself is closed by the suite's setup when the file ends.
 */
export async function resolveHttpTarget(): Promise<Target> {
  const target = await resolveTarget();
  const overNetwork = { ...target, fetch: (request: Request) => fetch(request), close: undefined };
  if (target.name !== 'node' && target.name !== 'production') return overNetwork;
  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>(
    (resolve) => {
      const server = serve({ fetch: target.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
        resolve({ server, port: info.port }),
      );
    },
  );
  return {
    ...overNetwork,
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      // Keep-alive connections (fetch, the browser) would otherwise hold `close` open for seconds.
      if ('closeAllConnections' in server) server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
