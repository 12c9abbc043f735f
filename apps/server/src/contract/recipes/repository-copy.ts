import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..');

const skipped = new Set(['node_modules', '.git', '.turbo', 'data', 'dist', '.wrangler', 'coverage']);

/**
 * A copy of the repository in a temporary folder: its files as they are in the working tree, and each
 * node_modules folder made of links to the installed packages (see linkModules).
 */
export function copyRepository(): string {
  const copy = mkdtempSync(join(tmpdir(), 'cambio-recipes-'));
  cpSync(root, copy, { recursive: true, filter: (source) => !skipped.has(basename(source)) });
  for (const folder of ['.', ...workspaceFolders()]) {
    linkModules(join(root, folder, 'node_modules'), join(copy, folder, 'node_modules'));
  }
  return copy;
}

/**
 * Each installed package is a symbolic link to the working tree's (nothing is copied). The workspaces'
 * links (`@cambio/*`) and the commands (`.bin`) are copied as the relative links they are, so that they
 * point into the copy: `@cambio/contract` is then the copy's generated output and `cambio-codegen` writes
 * there. Caches (`.vite…`) are left for the copy's runs to make.
 */
function linkModules(installed: string, linked: string): void {
  if (!existsSync(installed)) return;
  mkdirSync(linked, { recursive: true });
  for (const entry of readdirSync(installed)) {
    if (entry.startsWith('.vite')) continue;
    if (entry === '@cambio' || entry === '.bin') {
      cpSync(join(installed, entry), join(linked, entry), { recursive: true, verbatimSymlinks: true });
    } else symlinkSync(join(installed, entry), join(linked, entry));
  }
}

function workspaceFolders(): string[] {
  return ['openapi', 'tooling', 'packages', 'apps'].flatMap((parent) =>
    parent === 'openapi'
      ? [parent]
      : readdirSync(join(root, parent), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => join(parent, entry.name)),
  );
}

/** Replaces `anchor` in a file of the copy, once; an anchor that is gone fails the recipe, naming it. */
export function replaceIn(copy: string, file: string, anchor: string | RegExp, replacement: string): void {
  const path = join(copy, file);
  const text = readFileSync(path, 'utf8');
  const changed = text.replace(anchor, replacement);
  if (changed === text) throw new Error(`${file} no longer has ${String(anchor)}: update the recipe test`);
  writeFileSync(path, changed);
}

/**
 * Adds code to a file of the copy, as docs/extending.md says to: a new file is the code; to a file that exists,
 * the code's imports (its first lines, up to a blank line) go at the top and the rest at the end.
 */
export function addCode(copy: string, file: string, code: string): void {
  const path = join(copy, file);
  mkdirSync(dirname(path), { recursive: true });
  const existing = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  const [head = '', ...rest] = code.split('\n\n');
  const imports = head.split('\n').every((line) => line.startsWith('import ')) ? `${head}\n` : '';
  const body = imports ? rest.join('\n\n') : code;
  writeFileSync(path, existing === undefined ? code : `${imports}${existing}\n${body}`);
}
