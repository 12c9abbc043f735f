import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ConcurrentChangeError, causeMessages } from '../db/store.ts';
import type { Logger } from '../deps.ts';
import { newId } from '../domain/crypto.ts';
import { ApiError, internalError, malformedJsonBody } from '../errors.ts';
import type { AppEnv } from './context.ts';
import { unsupportedMediaType } from './media-types.ts';

/**
 * The one place where anything thrown becomes a documented error body. Nothing internal leaves: an
 * unexpected error is logged under the request's id (request-log.ts), which the answer's `X-Request-Id`
 * and its message give, so that a report of the failure can point at the log line.
 */
export function handleError(logger: Logger) {
  return (error: Error, c: Context<AppEnv>): Response => {
    const known = toApiError(error, c) ?? unexpected(error, c, logger);
    return c.json(known.toBody(), known.status as ContentfulStatusCode);
  };
}

function unexpected(error: Error, c: Context<AppEnv>, logger: Logger): ApiError {
  let requestId = c.get('requestId');
  // Only an app without the request log's step (a test's) has none yet.
  if (requestId === undefined) {
    requestId = newId('req');
    c.header('X-Request-Id', requestId);
  }
  logger.error(
    {
      requestId,
      method: c.req.method,
      path: c.req.path,
      error: withoutSecrets(error.stack ?? String(error)),
    },
    'unhandled error',
  );
  return internalError(requestId);
}

/**
 * A failed query's error names its parameters: webhook signing secrets and API keys are cut out before it
 * is logged.
 */
export function withoutSecrets(text: string): string {
  return text.replace(/\b(whsec_|sk_(?:sandbox|live)_)[A-Za-z0-9+/=_-]+/g, '$1[redacted]');
}

function toApiError(error: Error, c: Context<AppEnv>): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (error instanceof ConcurrentChangeError) return new ApiError('concurrentModification');
  if (causeMessages(error).some((message) => message.includes('UNIQUE constraint failed'))) {
    return new ApiError('duplicateResource');
  }
  // Node's error for a body cut before its end (the client went away, or the request timeout closed the
  // connection, which answered 408 itself): nothing went wrong here, and no one reads this answer.
  if (error.message === 'aborted' && (error as NodeJS.ErrnoException).code === 'ECONNRESET') {
    return new ApiError('requestTimeout');
  }
  if (error instanceof HTTPException) {
    if (error.status === 413) return new ApiError('payloadTooLarge');
    if (error.status === 415) return unsupportedMediaType(c);
    if (error.status === 400) return malformedJsonBody();
  }
  return undefined;
}
