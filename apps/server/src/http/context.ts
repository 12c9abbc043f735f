import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps } from '../deps.ts';

export type Role = 'read' | 'createAndModify';

/** Who is calling: the API key's broker (tenant), the user the key acts as, and what the key may do. */
export type Caller = {
  keyId: string;
  brokerId: string;
  userId: string;
  role: Role;
  approved: boolean;
};

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    caller: Caller;
    /** The request's id (http/request-log.ts), in its `X-Request-Id` answer header and its log lines. */
    requestId: string;
  };
};

export type App = OpenAPIHono<AppEnv>;
