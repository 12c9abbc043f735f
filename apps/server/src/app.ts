import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps } from './deps.ts';
import { authenticate } from './http/access.ts';
import { bodyLimits } from './http/body-limits.ts';
import type { App, AppEnv } from './http/context.ts';
import { handleError } from './http/error-handler.ts';
import { idempotency } from './http/idempotency.ts';
import { createNotFound } from './http/not-found.ts';
import { validationHook } from './http/validation-hook.ts';
import { registerDocs } from './pages/docs.ts';
import { registerOnboardingPage } from './pages/onboarding-page.ts';
import { registerRoutes } from './routes/index.ts';

/** Builds the application from its dependencies; each runtime entry (Node, Workers) calls this. */
export function createApp(deps: AppDeps): App {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook as never });
  app.onError(handleError);
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    const requestId = crypto.randomUUID();
    c.set('requestId', requestId);
    // Set before the response exists, so that it is created with it: setting a header on a finished
    // response rebuilds it.
    c.header('x-request-id', requestId);
    await next();
  });
  app.use('/api/*', authenticate);
  app.use('/api/*', bodyLimits(deps.config));
  app.use('/api/*', idempotency);
  app.notFound(createNotFound(registerRoutes(app, deps.config)));
  registerDocs(app);
  registerOnboardingPage(app);
  return app;
}
