import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppConfig } from '../config.ts';
import { ApiError } from '../errors.ts';
import type { AppEnv } from './context.ts';

/**
 * Request body bounds, as the document states them: uploads carry a file plus multipart framing (the
 * file's own size is checked by the upload), additional information 64 KiB, every other body 1 MiB.
 */
export function bodyLimits(config: AppConfig): MiddlewareHandler<AppEnv> {
  const onError = () => {
    throw new ApiError('payloadTooLarge');
  };
  const limit = (maxSize: number) => ({ maxSize, counted: bodyLimit({ maxSize, onError }) });
  const upload = limit(config.maxUploadBytes + 64 * 1024);
  const additionalInformation = limit(64 * 1024);
  const json = limit(config.maxBodyBytes);
  return (c, next) => {
    // A GET's body, if one is sent, is never read.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const { path } = c.req;
    const { maxSize, counted } = path.endsWith('/documents')
      ? upload
      : path.endsWith('/additional-information')
        ? additionalInformation
        : json;
    // A declared length decides (the HTTP parser reads no more than it) without turning the Node request
    // into a web Request, which costs more than the rest of the middleware chain; chunked bodies are
    // counted by Hono's bodyLimit as they arrive.
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      return Number.parseInt(length, 10) > maxSize ? onError() : next();
    }
    return counted(c, next);
  };
}
