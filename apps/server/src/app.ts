import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps } from './deps.ts';
import { apiKey } from './http/access.ts';
import { bodyLimits } from './http/body-limits.ts';
import type { App, AppEnv } from './http/context.ts';
import { edge } from './http/edge.ts';
import { handleError } from './http/error-handler.ts';
import { idempotency } from './http/idempotency.ts';
import { createNotFound } from './http/not-found.ts';
import { rateLimit, rateLimits } from './http/rate-limit.ts';
import { requestLog } from './http/request-log.ts';
import { validationHook } from './http/validation-hook.ts';
import { registerDocs } from './pages/docs.ts';
import { registerOnboardingPage } from './pages/onboarding-page.ts';
import { registerRoutes } from './routes/index.ts';

/** Builds the application from its dependencies; each runtime entry (Node, Workers) calls this. */
export function createApp(deps: AppDeps): App {
  // One hook words every validation refusal of @hono/zod-openapi as our error body.
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook as never });
  app.onError(handleError(deps.logger));
  // First, for every path: the request's id and its access line.
  app.use('*', requestLog(deps.logger));
  // Then the headers every answer carries and CORS (a preflight is answered before the key is asked for).
  app.use('*', edge(deps.config));
  // Then, for /api, in this order: the key (401), the rate limit (429), the body's size (413) and the
  // Idempotency-Key; the operation's role, approval and validation come with its route (routes/define.ts).
  const limits = rateLimits(deps.config, { shared: deps.sharedRateLimit, clientAddress: deps.clientAddress });
  app.use('/api/*', (c, next) => {
    c.set('deps', deps);
    return next();
  });
  app.use('/api/*', apiKey(deps, limits.address));
  app.use('/api/*', rateLimit(limits));
  app.use('/api/*', bodyLimits(deps.config));
  app.use('/api/*', idempotency);
  app.notFound(createNotFound(registerRoutes(app, deps.config)));
  registerDocs(app, deps);
  registerOnboardingPage(app, deps);
  return app;
}
