import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './repository-copy.ts';

/** The names the README's recipes add; nothing of the project may use them already. */
const exampleNames = ['nickname', 'listUserDocuments', 'documentLimitReached'];
const checkedFolders = [
  'openapi',
  'packages/contract-tests/src',
  'packages/contract-tests/tests',
  'apps/server/src',
];

describe("the README's example names", () => {
  it('are the ones its recipes add, and no document file or test uses them (an unknown-field case, say)', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    for (const name of exampleNames) expect(readme).toContain(name);
    const users = checkedFolders.flatMap((folder) =>
      filesUnder(join(root, folder))
        .filter((file) => !file.startsWith(import.meta.dirname))
        .filter((file) => exampleNames.some((name) => readFileSync(file, 'utf8').includes(name))),
    );
    expect(users.map((file) => file.slice(root.length + 1))).toEqual([]);
  });
});

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter(
      (entry) =>
        entry.isFile() && !entry.parentPath.includes('node_modules') && /\.(ya?ml|ts)$/.test(entry.name),
    )
    .map((entry) => join(entry.parentPath, entry.name));
}
