import type { D1Database, D1PreparedStatement, ExecutionContext } from '@cloudflare/workers-types/index.ts';
import worker, { type Env } from '../worker/index.ts';

export { DueWorkScheduler } from '../worker/index.ts';

/**
 * The Worker with its D1 round trips counted, for the contract suite's count test
 * (packages/contract-tests/tests/worker-round-trips.test.ts): each query and each batch is one round trip.
 * `GET /__round-trips` answers those of the last request, before its answer and in its tail (`waitUntil`),
 * once the tail is done. Requests are counted one at a time: the test sends them so.
 */
type Counts = { beforeAnswer: number; afterAnswer: number };

let counts: Counts = { beforeAnswer: 0, afterAnswer: 0 };
let answered = false;
let tails: Promise<unknown>[] = [];
let counted: D1Database | undefined;

const count = () => {
  if (answered) counts.afterAnswer++;
  else counts.beforeAnswer++;
};

/** The statement with its queries counted; a statement it binds is counted too. A batch takes it as it is. */
function countedStatement(statement: D1PreparedStatement): D1PreparedStatement {
  const methods = statement as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of ['first', 'all', 'run', 'raw']) {
    const query = methods[name]?.bind(statement);
    methods[name] = (...args: unknown[]) => {
      count();
      return query?.(...args);
    };
  }
  const bind = statement.bind.bind(statement);
  methods.bind = (...values: unknown[]) => countedStatement(bind(...values));
  return statement;
}

function countedDatabase(db: D1Database): D1Database {
  return {
    prepare: (query: string) => countedStatement(db.prepare(query)),
    batch: (statements: D1PreparedStatement[]) => {
      count();
      return db.batch(statements);
    },
    exec: (query: string) => {
      count();
      return db.exec(query);
    },
    dump: () => db.dump(),
    withSession: (constraint?: string) => db.withSession(constraint),
  } as unknown as D1Database;
}

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    if (new URL(request.url).pathname === '/__round-trips') {
      await Promise.allSettled(tails);
      return Response.json(counts);
    }
    counted ??= countedDatabase(env.DB);
    counts = { beforeAnswer: 0, afterAnswer: 0 };
    answered = false;
    tails = [];
    const context = {
      // The tail starts once the answer is made: its work waits at least a tick before its first query.
      waitUntil: (promise: Promise<unknown>) => {
        answered = true;
        tails.push(promise);
        ctx.waitUntil(promise);
      },
      passThroughOnException: () => ctx.passThroughOnException(),
    } as ExecutionContext;
    const response = await worker.fetch(request, { ...env, DB: counted }, context);
    answered = true;
    return response;
  },
  scheduled: worker.scheduled,
};
