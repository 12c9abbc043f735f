// The declarations of `@cambio/server/node` (dist/node.js): see app.d.ts.
import type { AppDeps, CambioApp } from './app.js';

export type { AppDeps, CambioApp };

/** A key issued on a first start, shown once (only its hash is stored). */
export interface IssuedKey {
  id: string;
  key: string;
  role: 'read' | 'createAndModify';
  userId: string;
  brokerId: string;
  label: string | null;
  createdAt: string;
}

export interface NodeRuntimeOptions {
  /** The folder of the SQLite file, uploaded files and the mail outbox; made if missing. */
  dataDir: string;
  /** The settings (docs/configuration.md), as the environment gives them: `CAMBIO_MODE`, `CAMBIO_LOG_LEVEL`, … */
  env?: Record<string, string | undefined>;
}

export interface NodeRuntime {
  /** The API: `app.request(…)` in process, or `app.fetch` behind a server. No jobs loop runs. */
  app: CambioApp;
  /** What the app was built from, for `createApp` of `@cambio/server`. */
  deps: AppDeps;
  /** The database: close it when done. */
  store: { close(): void };
  /** On an empty database in sandbox mode: the first broker, its approved user and its two keys. */
  bootstrap: { brokerId: string; userId: string; keys: [IssuedKey, IssuedKey] } | undefined;
  /** A production database with no broker yet: it waits for `cambio keys init`. */
  awaitingInit: boolean;
}

/** The Node runtime on a data folder: the database migrated, the app built, a sandbox's first keys made. */
export declare function createNodeRuntime(options: NodeRuntimeOptions): Promise<NodeRuntime>;
