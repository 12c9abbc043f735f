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
  const upload = bodyLimit({ maxSize: config.maxUploadBytes + 64 * 1024, onError });
  const additionalInformation = bodyLimit({ maxSize: 64 * 1024, onError });
  const json = bodyLimit({ maxSize: config.maxBodyBytes, onError });
  return (c, next) => {
    if (c.req.path.endsWith('/documents')) return upload(c, next);
    if (c.req.path.endsWith('/additional-information')) return additionalInformation(c, next);
    return json(c, next);
  };
}
