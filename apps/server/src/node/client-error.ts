import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { type ErrorName, errorCatalogue } from '@cambio/contract';
import { newId } from '../domain/crypto.ts';

/** Node's refusals that are not a malformed request (400 code 9). */
const refusals: Record<string, ErrorName> = {
  // The request line and headers together past Node's 16 KB (`--max-http-header-size`): a long URL too.
  HPE_HEADER_OVERFLOW: 'requestHeadersTooLarge',
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 'payloadTooLarge',
  ERR_HTTP_REQUEST_TIMEOUT: 'requestTimeout',
};

/**
 * The server's `clientError` listener: a request Node's HTTP parser refuses never reaches the app, and Node's
 * own answer is a bare status line. This one is the documented error body, with a fresh request id (logged
 * with the parser's code) and `Connection: close`: after a parse error the connection's bytes cannot be trusted.
 */
export function answerClientError(
  log: (details: { requestId: string; status: number; parserCode: string | undefined }) => void,
) {
  return (error: Error & { code?: string }, socket: Duplex): void => {
    // Nothing can be written when the peer is gone, or when a response of this connection has begun.
    const current = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || current?.headersSent) {
      socket.destroy();
      return;
    }
    const name = refusals[error.code ?? ''] ?? 'invalidRequest';
    const { status, code, message } = errorCatalogue[name];
    const text = name === 'invalidRequest' ? 'Invalid request: the HTTP request is malformed' : message;
    const body = JSON.stringify({ errors: [{ code, message: text }] });
    const requestId = newId('req');
    socket.end(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(body)}`,
        `X-Request-Id: ${requestId}`,
        // What every answer of the app carries (http/edge.ts).
        'X-Content-Type-Options: nosniff',
        'Cache-Control: no-store',
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
    log({ requestId, status, parserCode: error.code });
  };
}
