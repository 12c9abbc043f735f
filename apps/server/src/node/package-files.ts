import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of @cambio/server's package.json, found by walking up from this module: apps/server in the
 * repository (from src/node/), the installed package's folder from the packed bundle (dist/). The files the
 * server reads at run time (drizzle/) are found from it the same way in both.
 */
export const packageRoot = findPackageRoot(dirname(fileURLToPath(import.meta.url)));

function findPackageRoot(from: string): string {
  for (let folder = from; ; folder = dirname(folder)) {
    const manifest = join(folder, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@cambio/server') {
      return folder;
    }
    if (dirname(folder) === folder) throw new Error(`no package.json of @cambio/server above ${from}`);
  }
}

/** drizzle's SQL migrations and their journal (apps/server/drizzle), shared by Node and D1. */
export const migrationsFolder = join(packageRoot, 'drizzle');
