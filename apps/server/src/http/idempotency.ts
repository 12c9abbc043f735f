import { zIdempotencyKey } from '@cambio/contract/schemas';
import type { Context, MiddlewareHandler, Next } from 'hono';
import type { StatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import {
  claimIdempotencyKey,
  claimStatements,
  completeIdempotencyKey,
  completionStatement,
  findIdempotencyKey,
  type IdempotencyRow,
  releaseIdempotencyKey,
  releaseStatement,
  type StoredAnswer,
} from '../db/idempotency-queries.ts';
import { ConcurrentChangeError } from '../db/store.ts';
import type { HeldWrites } from '../deps.ts';
import { newId } from '../domain/crypto.ts';
import { ApiError } from '../errors.ts';
import type { AppEnv } from './context.ts';
import { requestFingerprint } from './request-fingerprint.ts';
import { validationHook } from './validation-hook.ts';

const headerName = 'Idempotency-Key';
/** The document's IdempotencyKey parameter: its length and characters (printable ASCII). */
const keyHeader = z.object({ [headerName]: zIdempotencyKey });
/** A key's answer is kept 24 hours of real time (not the broker's sandbox clock: a client retries in real time). */
const keptForMs = 24 * 60 * 60 * 1000;
/**
 * How long a claim holds its key while its request runs. Far beyond any request's running time; it only
 * matters when the process died mid-request, which would otherwise leave the key "in progress" for a day.
 */
const claimLeaseMs = 5 * 60 * 1000;
const claimAttempts = 3;
const replayedHeaders = ['content-type', 'location', 'x-total-count'];

type Claimed = { claimId: string } | { replay: IdempotencyRow };
type KeyedRequest = { brokerId: string; key: string; fingerprint: string };

/**
 * A POST under /api with an `Idempotency-Key` runs once per key and broker; a retry of the
 * same request gets the first answer again (`Idempotent-Replayed: true`), a different request with the key
 * 422 code 24, a retry while the first runs 409 code 25. Runs after authentication and the body limits,
 * before the operation's validators: the body is read here through Hono's body cache, so they read it again.
 */
export const idempotency: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = c.req.header(headerName);
  if (c.req.method !== 'POST' || key === undefined) return next();
  const checked = keyHeader.safeParse({ [headerName]: key });
  if (!checked.success) validationHook({ success: false, error: checked.error, target: 'header' });
  const { brokerId, keyId } = c.get('caller');
  const url = new URL(c.req.url);
  const fingerprint = await requestFingerprint({
    keyId,
    method: c.req.method,
    pathAndQuery: `${url.pathname}${url.search}`,
    contentType: c.req.header('content-type'),
    body: new Uint8Array(await c.req.arrayBuffer()),
  });
  const held = c.get('deps').holdWrites?.();
  if (held) return heldRun(c, next, held, { brokerId, key, fingerprint });
  const claimed = await claim(c, { brokerId, key, fingerprint });
  if ('replay' in claimed) return replay(c, claimed.replay);
  const { store, clock } = c.get('deps');
  try {
    await next();
  } catch (error) {
    await releaseIdempotencyKey(store, claimed.claimId);
    throw error;
  }
  if (!keepsAnswer(c)) {
    await releaseIdempotencyKey(store, claimed.claimId);
    return;
  }
  try {
    const until = new Date(clock.wallNow().getTime() + keptForMs);
    await completeIdempotencyKey(store, claimed.claimId, await answerOf(c.res), until);
  } catch (error) {
    logNotKept(c, error);
  }
};

/** The operation is done: its answer goes out even if it could not be kept (the lease frees the key). */
function logNotKept(c: Context<AppEnv>, error: unknown): void {
  c.get('deps').logger.error(
    {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    },
    'idempotency answer not stored',
  );
}

/** Claims the key, or says why not: a kept answer to replay, or an error. Retries a key freed meanwhile. */
async function claim(c: Context<AppEnv>, request: KeyedRequest): Promise<Claimed> {
  const { store, clock } = c.get('deps');
  for (let attempt = 0; attempt < claimAttempts; attempt++) {
    const at = clock.wallNow();
    const claimId = newId('idk', at);
    const until = new Date(at.getTime() + claimLeaseMs);
    if (await claimIdempotencyKey(store, { ...request, id: claimId, at, until })) return { claimId };
    const held = await findIdempotencyKey(store, request.brokerId, request.key);
    // Released (its request was refused) or expired since the claim was tried: try again.
    if (!held || held.expiresAt <= at.toISOString()) continue;
    return { replay: heldAnswer(held, request) };
  }
  throw new ApiError('idempotencyRequestInProgress');
}

/** What a live row of the key answers: 422 for another request, 409 while its request runs, else its answer. */
function heldAnswer(row: IdempotencyRow, request: KeyedRequest): IdempotencyRow {
  if (row.fingerprint !== request.fingerprint) throw new ApiError('idempotencyKeyReused');
  if (row.status === null) throw new ApiError('idempotencyRequestInProgress');
  return row;
}

/**
 * The run of a runtime that holds its commits (D1, deps.holdWrites): the key's row is looked up with the
 * operation's first reads, and the claim and the answer leave with the operation's writes, one batch.
 */
async function heldRun(c: Context<AppEnv>, next: Next, held: HeldWrites, request: KeyedRequest) {
  const { store, clock } = c.get('deps');
  const at = clock.wallNow();
  const claimed = { ...request, id: newId('idk', at), at, until: new Date(at.getTime() + claimLeaseMs) };
  const stored = findIdempotencyKey(store, request.brokerId, request.key).then((row) =>
    row && row.expiresAt > at.toISOString() ? row : undefined,
  );
  held.hold(
    claimStatements(store, claimed),
    [releaseStatement(store, claimed.id)],
    stored.then((row) => row === undefined),
  );
  try {
    await next();
  } catch (error) {
    await held.drop();
    throw error;
  }
  const row = await stored;
  if (row) {
    await held.drop();
    // The run's own answer is not this request's (nor are its headers, which Hono would carry over).
    c.res = undefined;
    c.res = replay(c, heldAnswer(row, request));
    return;
  }
  if (!keepsAnswer(c)) return held.freeKey();
  const until = new Date(clock.wallNow().getTime() + keptForMs);
  const completion = [completionStatement(store, claimed.id, await answerOf(c.res), until)];
  await held.keepAnswer(completion, (error) => logNotKept(c, error));
}

/**
 * Answers not kept, so that the request can be fixed and sent again with the same key: refusals of the
 * request itself (400, 413, 415) or of the caller's key (401, 403), failures (5xx), and a concurrent
 * change of the data, which left nothing done and is worth a plain retry.
 */
function keepsAnswer(c: Context<AppEnv>): boolean {
  const { status } = c.res;
  if ([400, 401, 403, 413, 415].includes(status) || status >= 500) return false;
  const { error } = c;
  if (error instanceof ConcurrentChangeError) return false;
  return !(error instanceof ApiError && error.errorName === 'concurrentModification');
}

async function answerOf(response: Response): Promise<StoredAnswer> {
  const headers: Record<string, string> = {};
  for (const name of replayedHeaders) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  return { status: response.status, headers, body: await response.clone().text() };
}

function replay(c: Context<AppEnv>, row: IdempotencyRow): Response {
  const body = row.body === null || row.body === '' ? null : row.body;
  return c.newResponse(body, (row.status ?? 200) as StatusCode, {
    ...row.headers,
    'Idempotent-Replayed': 'true',
  });
}
