import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// All SQL in db/ (issue 17): domain code calls the named queries of db/*-queries.ts, never drizzle or the
// tables. Tests and what they share (a file that imports vitest) may arrange and inspect rows directly, so only
// source files are checked.
const domain = import.meta.dirname;

/** The module specifiers a file imports or re-exports statically. */
function importsOf(text: string): string[] {
  return [...text.matchAll(/\b(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]/g)].map(
    (match) => match[1] ?? '',
  );
}

const buildsQueries = (specifier: string) =>
  specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/') || specifier.endsWith('/db/schema.ts');

describe('the domain', () => {
  it('finds an import of drizzle or of the schema (the check itself)', () => {
    const imports = importsOf(
      "import { eq } from 'drizzle-orm';\nimport type {\n  Users,\n} from '../../db/schema.ts';\nimport { x } from './x.ts';",
    );
    expect(imports.filter(buildsQueries)).toEqual(['drizzle-orm', '../../db/schema.ts']);
  });

  it('builds no query: no source file imports drizzle-orm or db/schema.ts', () => {
    const files = readdirSync(domain, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    expect(files.length).toBeGreaterThan(50);
    const offending = files.flatMap((file) => {
      const imports = importsOf(readFileSync(join(domain, file), 'utf8'));
      if (imports.includes('vitest')) return [];
      return imports.filter(buildsQueries).map((specifier) => `${file} imports ${specifier}`);
    });
    expect(offending).toEqual([]);
  });
});
