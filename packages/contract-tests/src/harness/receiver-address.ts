/**
 * Where the suite's webhook receivers listen and how the server reaches them. CONTRACT_RECEIVER_LISTEN
 * (`host:port`, default `127.0.0.1:0`, a free port for each receiver) and CONTRACT_RECEIVER_URL (the origin the
 * server sends to, default `http://host:port` of the listening socket); `cambio-conformance` sets both from its
 * options. A fixed port serves one receiver at a time.
 */
export function receiverAddress(env: NodeJS.ProcessEnv = process.env) {
  const listen = env.CONTRACT_RECEIVER_LISTEN || '127.0.0.1:0';
  const separator = listen.lastIndexOf(':');
  const host = separator < 0 ? listen : listen.slice(0, separator).replace(/^\[|\]$/g, '');
  const port = separator < 0 ? 0 : Number(listen.slice(separator + 1));
  if (!host || !Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`CONTRACT_RECEIVER_LISTEN must be host:port, not ${JSON.stringify(listen)}`);
  }
  const publicOrigin = env.CONTRACT_RECEIVER_URL?.replace(/\/+$/, '');
  const serverHost = new URL(env.CONTRACT_BASE_URL || 'http://127.0.0.1').hostname;
  return {
    host,
    port,
    /** The origin the server sends deliveries to, for a receiver listening on `actualPort`. */
    origin: (actualPort: number) =>
      publicOrigin ?? `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`,
    /**
     * Why the server cannot reach the receivers, if it cannot: on the url target, a server on another host and
     * receivers on this machine's loopback with no public address. Tests of deliveries skip then.
     */
    unreachable:
      env.CONTRACT_TARGET === 'url' && !publicOrigin && isLoopback(host) && !isLoopback(serverHost)
        ? `a server on ${serverHost} cannot reach receivers on ${host}`
        : undefined,
  };
}

function isLoopback(host: string): boolean {
  return /^(127\.|localhost$|\[?::1\]?$)/.test(host);
}

const fromEnvironment = receiverAddress();
export const receiverHost = fromEnvironment.host;
export const receiverPort = fromEnvironment.port;
export const receiverOrigin = fromEnvironment.origin;
export const receiverUnreachable = fromEnvironment.unreachable;
