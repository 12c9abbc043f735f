import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors.ts';
import { capturedLog } from '../testing/captured-log.ts';
import type { AppEnv } from './context.ts';
import { handleError } from './error-handler.ts';
import { requestLog } from './request-log.ts';

function appThrowing(error: Error, options: { requestLog: boolean } = { requestLog: true }) {
  const { lines, logger } = capturedLog();
  const app = new Hono<AppEnv>();
  app.onError(handleError(logger));
  if (options.requestLog) app.use('*', requestLog(logger));
  app.get('/x', () => {
    throw error;
  });
  return { app, errors: () => lines.filter((line) => line.level === 'error') };
}

describe('handleError', () => {
  it('answers an unexpected error with code 15 and no details, logged under the request id the answer gives', async () => {
    const { app, errors } = appThrowing(new Error('disk I/O error at /var/lib/cambio/secret'));
    const response = await app.request('/x', { headers: { 'X-Request-Id': 'support-case-42' } });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(response.headers.get('x-request-id')).toBe('support-case-42');
    expect(JSON.parse(text)).toEqual({
      errors: [{ code: 15, message: 'Internal error (request id support-case-42)' }],
    });
    expect(text).not.toContain('secret');
    expect(errors()).toEqual([
      expect.objectContaining({
        msg: 'unhandled error',
        requestId: 'support-case-42',
        method: 'GET',
        path: '/x',
        error: expect.stringContaining('/var/lib/cambio/secret'),
      }),
    ]);
  });

  it('answers a body the client stopped sending (Node: aborted, ECONNRESET) 408 code 42, logging no error', async () => {
    const { app, errors } = appThrowing(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
    const response = await app.request('/x');
    expect(response.status).toBe(408);
    expect(await response.json()).toEqual({ errors: [{ code: 42, message: 'Request timeout' }] });
    expect(errors()).toEqual([]);
    // The same words with another code are not the client's doing.
    expect((await appThrowing(new Error('aborted')).app.request('/x')).status).toBe(500);
  });

  it('makes a request id of its own in an app without the request log', async () => {
    const { app, errors } = appThrowing(new Error('boom'), { requestLog: false });
    const response = await app.request('/x');
    expect(response.status).toBe(500);
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^req_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(errors()[0]?.requestId).toBe(requestId);
  });

  it('logs no signing secret or API key that an error names', async () => {
    const failedQuery = new Error(
      'Failed query: update "webhooks" set "secret" = ? params: whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2La+w==,sk_live_AbC-d_9',
    );
    const { app, errors } = appThrowing(failedQuery);
    expect((await app.request('/x')).status).toBe(500);
    const details = String(errors()[0]?.error);
    expect(details).toContain('params: whsec_[redacted],sk_live_[redacted]');
    expect(details).not.toContain('MfKQ');
    expect(details).not.toContain('AbC');
  });

  it('answers a documented error as it is, with its request id, and logs no error for it', async () => {
    const { app, errors } = appThrowing(new ApiError('orderNotFound'));
    const response = await app.request('/x');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ errors: [{ code: 2, message: 'Order not found' }] });
    expect(response.headers.get('x-request-id')).toMatch(/^req_/);
    expect(errors()).toHaveLength(0);
  });
});
