import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The layering rule (docs/architecture.md): writes go route → domain → db, reads route → db. So domain code
// calls the named queries of db/*-queries.ts, never drizzle or the tables, and db/ names nothing of domain/
// (the records both keep are in records.ts). Neither names the HTTP layer or a runtime (http/, node/).
// Tests and what they share (testing/, or a file that imports vitest) may arrange and inspect rows
// directly, so only source files are checked.

/** The module specifiers a file imports or re-exports statically. */
function importsOf(text: string): string[] {
  return [...text.matchAll(/\b(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]/g)].map(
    (match) => match[1] ?? '',
  );
}

/** Each import of the folder's source files (not tests nor test support) that `forbidden` picks. */
function forbiddenImports(folder: string, forbidden: (specifier: string) => boolean): string[] {
  const root = join(import.meta.dirname, folder);
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  expect(files.length).toBeGreaterThan(30);
  return files.flatMap((file) => {
    const imports = importsOf(readFileSync(join(root, file), 'utf8'));
    if (imports.includes('vitest')) return [];
    return imports.filter(forbidden).map((specifier) => `${folder}/${file} imports ${specifier}`);
  });
}

const buildsQueries = (specifier: string) =>
  specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/') || specifier.endsWith('/db/schema.ts');
const namesDomain = (specifier: string) => /(^|\/)domain\//.test(specifier);
const namesHttpOrRuntime = (specifier: string) => /(^|\/)(http|node)\//.test(specifier);
const namesTesting = (specifier: string) => /(^|\/)testing\//.test(specifier);

describe('the layers', () => {
  it('finds the imports each rule forbids (the check itself)', () => {
    const imports = importsOf(
      "import { eq } from 'drizzle-orm';\nimport type {\n  Users,\n} from '../../db/schema.ts';\nimport { x } from './x.ts';\nexport { y } from '../domain/orders/y.ts';",
    );
    expect(imports.filter(buildsQueries)).toEqual(['drizzle-orm', '../../db/schema.ts']);
    expect(imports.filter(namesDomain)).toEqual(['../domain/orders/y.ts']);
    const more = importsOf(
      "import { a } from '../http/a.ts';\nimport { b } from '../../node/b.ts';\nimport { c } from '../testing/c.ts';",
    );
    expect(more.filter(namesHttpOrRuntime)).toEqual(['../http/a.ts', '../../node/b.ts']);
    expect(more.filter(namesTesting)).toEqual(['../testing/c.ts']);
  });

  it('domain/ builds no query: no source file imports drizzle-orm or db/schema.ts', () => {
    expect(forbiddenImports('domain', buildsQueries)).toEqual([]);
  });

  it('db/ does not depend on domain/: no source file imports from it', () => {
    expect(forbiddenImports('db', namesDomain)).toEqual([]);
  });

  it.each(['domain', 'db'])('%s/ names neither http/ nor node/', (folder) => {
    expect(forbiddenImports(folder, namesHttpOrRuntime)).toEqual([]);
  });

  it('testing/ is imported by tests only', () => {
    const outside = forbiddenImports('.', namesTesting).filter((found) => !found.startsWith('./testing/'));
    expect(outside).toEqual([]);
  });
});
