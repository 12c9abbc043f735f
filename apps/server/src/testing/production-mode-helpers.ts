import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { runKeysCommand } from '../node/keys-command.ts';

// What the production mode tests share: scratch data folders, the keys command run in process, and the live
// key `init` printed.

/** A maker of fresh data folders, all removed after the file's tests. */
export function scratchFolders(): () => string {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });
  return () => {
    const folder = mkdtempSync(join(tmpdir(), 'cambio-production-'));
    folders.push(folder);
    return folder;
  };
}

/** The keys command as `npm run keys --` runs it, in this process: its exit code and what it printed. */
export async function keys(env: Record<string, string>, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runKeysCommand(args, env, {
    out: (text) => out.push(text),
    err: (text) => err.push(text),
  });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

/** The live key `init` printed: the line after the one that announces it. */
export function liveKeyOf(stdout: string): string {
  return stdout.split('\n').find((line) => line.startsWith('sk_live_')) ?? '';
}

export const json = { 'content-type': 'application/json' };
