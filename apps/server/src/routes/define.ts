import { type OperationId, operations } from '@cambio/contract';
import { routes } from '@cambio/contract/routes';
import type { RouteConfig, RouteHandler, z } from '@hono/zod-openapi';
import { ApiError } from '../errors.ts';
import type { App, AppEnv } from '../http/context.ts';
import { operationGate } from '../http/operation-gate.ts';

type Routes = typeof routes;

/** An operation of the document and its handler, typed from the generated route definition. */
export type Operation = { id: OperationId; register(app: App): void };

export function operation<K extends OperationId>(id: K, handler: RouteHandler<Routes[K], AppEnv>): Operation {
  return {
    id,
    register: (app) => {
      const route: RouteConfig = routes[id];
      const { query, params, headers, ...request } = route.request ?? {};
      // The registry (the document the app emits, checked against the source) gets the whole route; the one
      // served is registered hidden, without the query, path parameters and headers, which the gate validates.
      app.openAPIRegistry.registerPath(route);
      const gate = operationGate(id, { query, params, headers: headers as z.ZodObject | undefined });
      const registered = { ...route, request, hide: true, middleware: [gate] };
      app.openapi(registered as unknown as Routes[K], handler as never);
    },
  };
}

/** An operation that a later milestone implements: authenticated, authorized and validated, then 501 (code 10). */
export function notImplemented(id: OperationId): Operation {
  return operation(id, () => {
    throw new ApiError('notImplemented', {
      message: `Not available yet: ${operations[id].method.toUpperCase()} ${operations[id].path} is in the contract but not implemented by this server version`,
    });
  });
}
