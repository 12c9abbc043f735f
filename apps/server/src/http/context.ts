import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, Caller } from '../deps.ts';

export type { Caller };
export type Role = Caller['role'];

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    caller: Caller;
    /** The request's id (http/request-log.ts), in its `X-Request-Id` answer header and its log lines. */
    requestId: string;
  };
};

export type App = OpenAPIHono<AppEnv>;
