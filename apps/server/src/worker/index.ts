import type { ExecutionContext, ScheduledController } from '@cloudflare/workers-types/index.ts';
import { isConfigError } from '../config.ts';
import type { AppDeps } from '../deps.ts';
import { newId } from '../domain/crypto.ts';
import { ModeMismatchError } from '../domain/database-mode.ts';
import { jobHandlers } from '../domain/jobs/handlers.ts';
import { runDueJobs } from '../domain/jobs/job-queue.ts';
import { runDueDeliveries } from '../domain/webhooks/delivery-runner.ts';
import { internalError } from '../errors.ts';
import { type AppEntry, buildEntry, type Env } from './app-entry.ts';
import { wakeScheduler } from './due-work-scheduler.ts';
import { RequestAccess, withAccess } from './request-access.ts';

export type { Env } from './app-entry.ts';
export { DueWorkScheduler } from './due-work-scheduler.ts';

let cached: AppEntry | undefined;

/** One app per isolate: bindings do not change between requests. */
function appFor(env: Env): AppEntry {
  if (cached) return cached;
  const entry = buildEntry(env);
  // A failed bootstrap (say, migrations not applied yet) is retried by the next request, not kept.
  entry.bootstrapped.catch(() => {
    if (cached === entry) cached = undefined;
  });
  cached = entry;
  return entry;
}

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    let entry: AppEntry;
    try {
      entry = appFor(env);
    } catch (error) {
      if (!isConfigError(error)) throw error;
      // A configuration the Worker cannot honour: no request is served until it is fixed (wrangler tail says
      // why). The console directly: the logger's level is part of the refused configuration.
      const requestId = newId('req');
      console.error({ level: 'error', requestId, msg: 'cambio refuses to start', error: error.message });
      return failed(requestId);
    }
    const { app, deps, modeChecked, bootstrapped } = entry;
    // The health check reads the database itself and waits on neither the bootstrap nor the clock: while D1
    // does not answer it says 503 code 40, where every other request says 500. A database of the other mode
    // is refused as every request refuses it (500: Node does not even start on one), so that a load balancer
    // does not send traffic to a Worker that serves none.
    if (request.url.includes('/api/health') && new URL(request.url).pathname === '/api/health') {
      const mismatch = await modeChecked.then(
        () => undefined,
        (error: unknown) => (error instanceof ModeMismatchError ? error : undefined),
      );
      return mismatch ? cannotServe(deps, mismatch) : app.fetch(request, env, ctx as never);
    }
    try {
      await bootstrapped;
    } catch (error) {
      return cannotServe(deps, error);
    }
    const response = await serveConfirmed(entry, request, env, ctx);
    // No job work on the request path: a request that committed (it may have made a job or a delivery due)
    // wakes the scheduler, whose alarm runs them (due-work-scheduler.ts); a request that read nothing new
    // does nothing after its answer.
    if (entry.takeCommitted()) {
      ctx.waitUntil(wakeScheduler(env, deps.logger));
    }
    return response;
  },

  /** The cron trigger of wrangler.toml: a safety sweep of due jobs and deliveries, whatever the alarm missed. */
  async scheduled(_controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
    const { deps, bootstrapped } = appFor(env);
    await bootstrapped;
    ctx.waitUntil(runDueJobs(deps, jobHandlers, 500));
    // 40 fetches at most: an invocation may make 50 subrequests on Cloudflare's smaller plans.
    ctx.waitUntil(runDueDeliveries(deps, { limit: 40 }));
    ctx.waitUntil(wakeScheduler(env, deps.logger));
  },
};

/**
 * The app's answer, its caller confirmed (request-access.ts): a run on a remembered caller whose access
 * version moved is dropped, and the request runs once more with its caller looked up again (a second move
 * answers the 409 of a concurrent change). A run that made no query reads the version before answering:
 * a revoked key is refused at once.
 */
async function serveConfirmed(entry: AppEntry, request: Request, env: Env, ctx: ExecutionContext) {
  const again = request.body ? request.clone() : request;
  const first = new RequestAccess();
  let response: Response;
  try {
    response = await withAccess(first, async () => {
      const answer = await entry.app.fetch(request, env, ctx as never);
      await confirmVersion(entry, first);
      return answer;
    });
  } catch (error) {
    // The app answers its own errors: only the version read after the answer lands here.
    const requestId = newId('req');
    entry.deps.logger.error({ requestId, error: String(error) }, 'the access version could not be read');
    return failed(requestId);
  }
  if (!first.stale) {
    // The copy kept for a second run is not needed: its body is released, not held.
    if (again !== request) await again.body?.cancel();
    return response;
  }
  // The second run holds no commit (held-writes.ts): whatever failed answers as it does on Node.
  return withAccess(new RequestAccess(true), () => entry.app.fetch(again, env, ctx as never));
}

/** The access version of a run that has not read it, read alone (a run that made no query: the spot price). */
async function confirmVersion(entry: AppEntry, access: RequestAccess): Promise<void> {
  await access.settling;
  if (access.confirming === undefined || access.stale) return;
  await access.settle(await entry.readAccessVersion());
}

/** The documented 500 for a database the Worker cannot serve, its reason logged under the answer's request id. */
function cannotServe(deps: AppDeps, error: unknown): Response {
  const cause = error instanceof Error ? error.cause : undefined;
  const requestId = newId('req');
  deps.logger.error(
    { requestId, error: String(error), cause: String(cause) },
    'the database cannot be served (its mode, or the sandbox bootstrap)',
  );
  return failed(requestId);
}

/** The documented 500 for a request the app could not be made for, with the id its log line carries. */
function failed(requestId: string): Response {
  const failure = internalError(requestId);
  // With what every answer of the app carries (http/edge.ts).
  const headers = {
    'X-Request-Id': requestId,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
  };
  return Response.json(failure.toBody(), { status: failure.status, headers });
}
