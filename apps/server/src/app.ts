import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps } from './deps.ts';
import { apiGate } from './http/api-gate.ts';
import type { App, AppEnv } from './http/context.ts';
import { edge } from './http/edge.ts';
import { handleError } from './http/error-handler.ts';
import { createNotFound } from './http/not-found.ts';
import { requestLog } from './http/request-log.ts';
import { RememberingTrieRouter } from './http/router.ts';
import { validationHook } from './http/validation-hook.ts';
import { registerDocs } from './pages/docs.ts';
import { registerOnboardingPage } from './pages/onboarding-page.ts';
import { registerRoutes } from './routes/index.ts';

/** Builds the application from its dependencies; each runtime entry (Node, Workers) calls this. */
export function createApp(deps: AppDeps): App {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: validationHook as never,
    router: new RememberingTrieRouter(),
  });
  app.onError(handleError(deps.logger));
  // First, for every path: the request's id and its access line.
  app.use('*', requestLog(deps.logger));
  // Then the headers every answer carries and CORS (a preflight is answered before the key is asked for).
  app.use('*', edge(deps.config));
  app.use('/api/*', apiGate(deps));
  app.notFound(createNotFound(registerRoutes(app, deps.config)));
  registerDocs(app, deps);
  registerOnboardingPage(app, deps);
  return app;
}
