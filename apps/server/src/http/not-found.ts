import { type OperationId, operations } from '@cambio/contract';
import type { Context } from 'hono';
import { ApiError } from '../errors.ts';
import type { AppEnv } from './context.ts';

/** Unknown paths answer 404 (code 13); a served path with another method answers 405 (code 14). */
export function createNotFound(served: OperationId[]) {
  const templates = served.map((id) => ({
    method: operations[id].method.toUpperCase(),
    pattern: new RegExp(`^${operations[id].path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }));
  return (c: Context<AppEnv>): Response => {
    const allowed = templates.filter(({ pattern }) => pattern.test(c.req.path)).map(({ method }) => method);
    if (allowed.length === 0) return c.json(new ApiError('routeNotFound').toBody(), 404);
    c.header('Allow', [...new Set(allowed)].join(', '));
    return c.json(new ApiError('methodNotAllowed').toBody(), 405);
  };
}
