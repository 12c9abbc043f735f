import { type OperationId, operations } from '@cambio/contract';
import { routes } from '@cambio/contract/routes';
import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import { z } from 'zod';
import { ApiError } from '../errors.ts';
import { authorize } from '../http/access.ts';
import type { App, AppEnv } from '../http/context.ts';
import { jsonDepth } from '../http/json-depth.ts';
import { declaredMediaTypes } from '../http/media-types.ts';
import { fileFieldsOf, multipartForm } from '../http/multipart-form.ts';
import { knownQueryParameters } from '../http/query-parameters.ts';
import { requiredBody } from '../http/required-body.ts';
import { validationHookFor } from '../http/validation-hook.ts';

type Routes = typeof routes;

/** An operation of the document and its handler, typed from the generated route definition. */
export type Operation = { id: OperationId; register(app: App): void };

/**
 * Registers the generated route once: @hono/zod-openapi validates the query, path, headers and body (the
 * route's validation hook words its refusals), after the role and approval check, the query's parameter names and
 * the body's own steps: a required JSON body's presence, a JSON body's depth, a form body's media type and
 * its multipart parsing.
 */
export function operation<K extends OperationId>(id: K, handler: RouteHandler<Routes[K], AppEnv>): Operation {
  return {
    id,
    register: (app) => {
      const route: RouteConfig = routes[id];
      const mediaTypes = Object.keys(route.request?.body?.content ?? {});
      const middleware = [authorize(id), knownQueryParameters(route)];
      // A JSON body the document requires must be there; an upload without one keeps its 415 (media types).
      if (mediaTypes.includes('application/json') && route.request?.body?.required === true)
        middleware.push(requiredBody);
      if (mediaTypes.includes('application/json')) middleware.push(jsonDepth);
      else if (mediaTypes.length > 0) middleware.push(declaredMediaTypes(mediaTypes));
      const form = route.request?.body?.content?.['multipart/form-data'];
      if (form && 'schema' in form) middleware.push(multipartForm(fileFieldsOf(form.schema)));
      const json = route.request?.body?.content?.['application/json'];
      const body = json && 'schema' in json ? json.schema : undefined;
      const hook = validationHookFor(body instanceof z.core.$ZodType ? body : undefined);
      app.openapi({ ...route, middleware } as never, handler as never, hook as never);
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
