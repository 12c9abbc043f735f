import { routes } from '@cambio/contract/routes';
import type { RouteConfig } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import { ApiError } from '../errors.ts';
import type { AppEnv } from './context.ts';

/** The media types of each operation's request body, by method and Hono route path. */
const bodyMediaTypes = new Map(
  Object.values(routes as Record<string, RouteConfig>).map((route) => [
    `${route.method.toUpperCase()} ${route.path.replaceAll(/\/{(.+?)}/g, '/:$1')}`,
    Object.keys(route.request?.body?.content ?? {}),
  ]),
);

/**
 * The 415 (code 12) of @hono/zod-openapi's media-type gate (an HTTPException), naming the content types the
 * matched operation takes; `field` names the header.
 */
export function unsupportedMediaType(c: Context): ApiError {
  const types = bodyMediaTypes.get(`${c.req.method} ${routePath(c)}`) ?? [];
  if (types.length === 0) return new ApiError('unsupportedMediaType');
  return new ApiError('unsupportedMediaType', {
    field: 'header.Content-Type',
    message: `Unsupported media type: send the body as ${types.join(' or ')} (Content-Type header)`,
  });
}

/**
 * Given with the route of an operation with a form body (the upload): zod-openapi takes a form in either
 * encoding and a request without Content-Type, the operation only the media types it declares (415).
 */
export function declaredMediaTypes(types: string[]): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    const mediaType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (mediaType === undefined || !types.includes(mediaType)) throw new HTTPException(415);
    return next();
  };
}
