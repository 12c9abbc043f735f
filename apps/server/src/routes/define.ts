import { type OperationId, operations } from '@cambio/contract';
import { routes } from '@cambio/contract/routes';
import type { RouteHandler } from '@hono/zod-openapi';
import { ApiError } from '../errors.ts';
import { authorize } from '../http/access.ts';
import type { App, AppEnv } from '../http/context.ts';

type Routes = typeof routes;

/** An operation of the document and its handler, typed from the generated route definition. */
export type Operation = { id: OperationId; register(app: App): void };

export function operation<K extends OperationId>(id: K, handler: RouteHandler<Routes[K], AppEnv>): Operation {
  return {
    id,
    register: (app) =>
      app.openapi({ ...routes[id], middleware: [authorize(id)] } as Routes[K], handler as never),
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
