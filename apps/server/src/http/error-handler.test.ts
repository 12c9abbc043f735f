import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors.ts';
import type { AppEnv } from './context.ts';
import { handleError } from './error-handler.ts';

function appThrowing(error: Error) {
  const logged: Array<{ message: string; details: Record<string, unknown> | undefined }> = [];
  const logger = {
    error: (message: string, details?: Record<string, unknown>) => logged.push({ message, details }),
  };
  const app = new Hono<AppEnv>();
  app.onError(handleError(logger));
  app.get('/x', () => {
    throw error;
  });
  return { app, logged };
}

describe('handleError', () => {
  it('answers an unexpected error with code 15 and no details, logged under the id the answer gives', async () => {
    const { app, logged } = appThrowing(new Error('disk I/O error at /var/lib/cambio/secret'));
    const response = await app.request('/x');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ errors: [{ code: 15, message: 'Internal error' }] });
    expect(text).not.toContain('secret');
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(logged).toHaveLength(1);
    expect(logged[0]?.details).toMatchObject({ requestId, method: 'GET', path: '/x' });
    expect(String(logged[0]?.details?.error)).toContain('secret');
  });

  it('logs no signing secret or API key that an error names', async () => {
    const failedQuery = new Error(
      'Failed query: update "webhooks" set "secret" = ? params: whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2La+w==,sk_live_AbC-d_9',
    );
    const { app, logged } = appThrowing(failedQuery);
    expect((await app.request('/x')).status).toBe(500);
    const details = String(logged[0]?.details?.error);
    expect(details).toContain('params: whsec_[redacted],sk_live_[redacted]');
    expect(details).not.toContain('MfKQ');
    expect(details).not.toContain('AbC');
  });

  it('answers a documented error as it is, without logging it', async () => {
    const { app, logged } = appThrowing(new ApiError('orderNotFound'));
    const response = await app.request('/x');
    expect(response.status).toBe(404);
    expect(((await response.json()) as { errors: Array<{ code: number }> }).errors[0]?.code).toBe(2);
    expect(response.headers.get('x-request-id')).toBeNull();
    expect(logged).toHaveLength(0);
  });
});
