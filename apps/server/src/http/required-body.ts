import type { MiddlewareHandler } from 'hono';
import { invalidField } from '../errors.ts';
import type { AppEnv } from './context.ts';

/**
 * Given with the route of an operation whose document requires a JSON body: a request without one (no
 * content type and no bytes) is 400 naming the body. @hono/zod-openapi would validate it as `{}`, which a body of
 * optional fields (additional information) takes. A body without a content type stays the media-type
 * gate's 415.
 */
export const requiredBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.header('content-type') === undefined && (await c.req.arrayBuffer()).byteLength === 0) {
    throw invalidField('body', 'is required');
  }
  return next();
};
