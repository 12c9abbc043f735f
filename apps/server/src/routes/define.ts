import { type OperationId, operations } from '@cambio/contract';
import { routes } from '@cambio/contract/routes';
import type { RouteConfig, RouteHandler, z } from '@hono/zod-openapi';
import { ApiError } from '../errors.ts';
import type { App, AppEnv } from '../http/context.ts';
import { type JsonBody, operationGate } from '../http/operation-gate.ts';

type Routes = typeof routes;

/** An operation of the document and its handler, typed from the generated route definition. */
export type Operation = { id: OperationId; register(app: App): void };

export function operation<K extends OperationId>(id: K, handler: RouteHandler<Routes[K], AppEnv>): Operation {
  return {
    id,
    register: (app) => {
      const route: RouteConfig = routes[id];
      const { query, params, headers, body, ...request } = route.request ?? {};
      const json = jsonOnly(body);
      // The registry (the document the app emits, checked against the source) gets the whole route; the one
      // served is registered hidden, without the query, path parameters, headers and JSON body, which the gate
      // validates.
      app.openAPIRegistry.registerPath(route);
      const otherBody = body && !json ? Object.keys(body.content) : undefined;
      const gate = operationGate(id, {
        query,
        params,
        headers: headers as z.ZodObject | undefined,
        json,
        otherBody,
      });
      const served = json ? request : { ...request, body };
      const registered = { ...route, request: served, hide: true, middleware: [gate] };
      app.openapi(registered as unknown as Routes[K], handler as never);
    },
  };
}

/** The body's schema when JSON is its only media type (the gate validates it), else undefined. */
function jsonOnly(body: NonNullable<RouteConfig['request']>['body']): JsonBody | undefined {
  const types = Object.keys(body?.content ?? {});
  const media = body?.content['application/json'];
  const schema = media && 'schema' in media ? media.schema : undefined;
  if (types.length !== 1 || !schema || !('safeParse' in schema)) return undefined;
  return { schema: schema as z.ZodType, required: body?.required === true };
}

/** An operation that a later milestone implements: authenticated, authorized and validated, then 501 (code 10). */
export function notImplemented(id: OperationId): Operation {
  return operation(id, () => {
    throw new ApiError('notImplemented', {
      message: `Not available yet: ${operations[id].method.toUpperCase()} ${operations[id].path} is in the contract but not implemented by this server version`,
    });
  });
}
