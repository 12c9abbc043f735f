import { openApiDocument } from '@cambio/contract';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppConfig } from '../config.ts';
import { ApiError } from '../errors.ts';
import type { AppEnv } from './context.ts';

/** An operation of the document whose body has a bound of its own, and its request path as a pattern. */
type OwnBound = { method: string; path: RegExp; maxSize: number };

type DocumentOperation = { operationId?: string; requestBody?: { content?: Record<string, unknown> } };

/**
 * The operations whose bound is not the JSON one, found in the document: an upload (a multipart/form-data
 * request body) carries a file plus its framing (the file's own size is checked by the upload), and
 * additional information is at most 64 KiB, as addAdditionalInformation's description says.
 */
export function ownBounds(config: AppConfig): OwnBound[] {
  const bounds: OwnBound[] = [];
  for (const [path, item] of Object.entries(openApiDocument.paths)) {
    for (const [method, operation] of Object.entries(item as Record<string, DocumentOperation>)) {
      const content = operation.requestBody?.content ?? {};
      const maxSize =
        'multipart/form-data' in content
          ? config.maxUploadBytes + 64 * 1024
          : operation.operationId === 'addAdditionalInformation'
            ? 64 * 1024
            : undefined;
      if (maxSize === undefined) continue;
      const pattern = new RegExp(`^${path.replace(/\{[^}/]+\}/g, '[^/]+')}$`);
      bounds.push({ method: method.toUpperCase(), path: pattern, maxSize });
    }
  }
  return bounds;
}

/** Request body bounds, as the document states them: the operations' own (ownBounds), every other body 1 MiB. */
export function bodyLimits(config: AppConfig): MiddlewareHandler<AppEnv> {
  const onError = () => {
    throw new ApiError('payloadTooLarge');
  };
  const own = ownBounds(config).map((bound) => ({
    ...bound,
    limit: bodyLimit({ maxSize: bound.maxSize, onError }),
  }));
  const json = bodyLimit({ maxSize: config.maxBodyBytes, onError });
  return (c, next) => {
    const { method, path } = c.req;
    // A GET or HEAD has no body (fetch's Request refuses one); asking would build the whole Request.
    if (method === 'GET' || method === 'HEAD') return next();
    const bound = own.find((each) => each.method === method && each.path.test(path));
    // A declared length is compared as it is, as bodyLimit would: bodyLimit first asks for the body, which on
    // Node builds the whole Request (streams and an abort signal) that reading the body as text never needs.
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (Number.parseInt(length, 10) > (bound?.maxSize ?? config.maxBodyBytes)) return onError();
      return next();
    }
    return (bound?.limit ?? json)(c, next);
  };
}
