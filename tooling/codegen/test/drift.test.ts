import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { driftMessage, generatedDrift } from '../src/drift.ts';

const generated = new Map([
  ['openapi.json', '{}\n'],
  ['types.gen.ts', 'export type A = 1;\n'],
]);

let folder = '';
function folderWith(files: Record<string, string>): string {
  folder = mkdtempSync(join(tmpdir(), 'codegen-drift-'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(folder, name), content);
  return folder;
}
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('the generation drift check', () => {
  it('passes a folder that holds exactly what generation makes', async () => {
    const drift = await generatedDrift(generated, folderWith(Object.fromEntries(generated)));
    expect(drift).toEqual({ stale: [], stray: [] });
    expect(driftMessage(drift)).toBeUndefined();
  });

  it('fails on a stray file, naming it', async () => {
    const dir = folderWith({ ...Object.fromEntries(generated), 'old-routes.gen.ts': 'export {};\n' });
    const drift = await generatedDrift(generated, dir);
    expect(drift).toEqual({ stale: [], stray: ['old-routes.gen.ts'] });
    expect(driftMessage(drift)).toMatch(/generation does not make .*: old-routes\.gen\.ts\. Remove them/);
  });

  it('fails on a changed or missing file, naming it, and on both kinds at once', async () => {
    const dir = folderWith({ 'openapi.json': '{"edited":true}\n', 'notes.md': 'by hand\n' });
    const drift = await generatedDrift(generated, dir);
    expect(drift).toEqual({ stale: ['openapi.json', 'types.gen.ts'], stray: ['notes.md'] });
    expect(driftMessage(drift)?.split('\n')).toEqual([
      'Generated files are stale: openapi.json, types.gen.ts. Run `npm run generate` and commit the result.',
      'Files that generation does not make are in the generated folder: notes.md. Remove them (nothing there is written by hand).',
    ]);
  });
});
