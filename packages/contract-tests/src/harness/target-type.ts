/** A tenant's broker, its approved caller user and a key of each role. */
export type TenantKeys = { brokerId: string; userId: string; readKey: string; writeKey: string };

/**
 * What the suite runs against: the same tests, four ways of reaching a server. The first three are sandbox
 * servers; `production` is the Node app in production mode, which has no sandbox operation.
 */
export interface Target {
  name: 'node' | 'url' | 'worker' | 'production';
  /** Origin of the requests the suite builds (paths carry `/api`). */
  baseUrl: string;
  fetch(request: Request): Promise<Response>;
  /**
   * A createAndModify key of the server's first broker. On a sandbox it may call POST /api/sandbox/brokers:
   * every test file makes its own tenant with it.
   */
  bootstrapKey: string;
  /**
   * Where tenants and keys come from on a server without sandbox operations: the operator's tools, in
   * process (src/targets/production.ts). Absent: the sandbox operations make them.
   */
  operator?: {
    newTenant(): Promise<TenantKeys>;
    issueKey(brokerId: string, userId: string, role: 'read' | 'createAndModify'): Promise<string>;
  };
  /** Frees what the target holds for one test file (the node target's database and temp folder). */
  close?(): Promise<void>;
}

export type TargetName = Target['name'];
