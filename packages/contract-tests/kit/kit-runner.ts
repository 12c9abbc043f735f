import { TestRunner } from 'vitest';

/**
 * Vitest's runner, except that a test file whose top stops with NeedsSandboxOperations (src/harness/
 * sandbox-operations.ts: a tenant the server cannot make) is collected with what it registered before, its one
 * skipped check naming the reason, instead of failing.
 */
export default class KitRunner extends TestRunner {
  override async importFile(filepath: string, source: Parameters<TestRunner['importFile']>[1]) {
    try {
      return await super.importFile(filepath, source);
    } catch (error) {
      if ((error as Error | undefined)?.name === 'NeedsSandboxOperations') return undefined;
      throw error;
    }
  }
}
