import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { installProject, pack, startedCambio, stopAll } from './packed-project.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The project that installed the three tarballs, and a sandbox `cambio start` of it with its key. */
    packed: { workDir: string; projectDir: string; sandbox: { origin: string; key: string } };
  }
}

/**
 * The packed tests' one pack and install (global setup of vitest.kit.config.ts's `packed` project): the three
 * packages as someone without a clone gets them, `npm pack` of the server, the client and the conformance kit
 * (their prepacks build them), the tarballs installed together into one empty project in a temporary folder (its
 * own node_modules, nothing hoisted from here), and `cambio start` of it in sandbox mode for the tests to share.
 */
export default async function setup(project: TestProject) {
  const began = performance.now();
  const kitDir = join(import.meta.dirname, '..');
  const workDir = mkdtempSync(join(tmpdir(), 'cambio-packed-'));
  const projectDir = join(workDir, 'project');
  const stops: Array<() => void> = [];
  try {
    const tarballs = [
      await pack(join(kitDir, '../../apps/server'), join(workDir, 'server')),
      await pack(join(kitDir, '../client'), join(workDir, 'client')),
      await pack(kitDir, join(workDir, 'kit')),
    ];
    // @types/node for the typed consumer scripts, as docs/client.md says (the version this workspace uses).
    const typesNode = createRequire(import.meta.url)('@types/node/package.json').version as string;
    await installProject(projectDir, [...tarballs, `@types/node@${typesNode}`]);
    const server = await startedCambio(projectDir, join(workDir, 'sandbox'), stops);
    const [, key = ''] = await server.printed(/^ {2}createAndModify +(sk_sandbox_\S+)$/m);
    project.provide('packed', { workDir, projectDir, sandbox: { origin: server.origin, key } });
    console.log(`packed tests: packed and installed in ${((performance.now() - began) / 1000).toFixed(0)} s`);
  } catch (error) {
    stopAll(stops);
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  }
  return () => {
    stopAll(stops);
    rmSync(workDir, { recursive: true, force: true });
  };
}
