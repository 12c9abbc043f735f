import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** How the generated folder differs from what generation makes: a file's content, or a file it does not make. */
export type Drift = { stale: string[]; stray: string[] };

/** The files in `folder` that generation (`files`, name to content) does not make. */
export async function strayFiles(files: Map<string, string>, folder: string): Promise<string[]> {
  const present = await readdir(folder).catch(() => []);
  return present.filter((name) => !files.has(name)).sort();
}

/** Compares `folder` with `files`: a missing or different file is stale, a file generation does not make stray. */
export async function generatedDrift(files: Map<string, string>, folder: string): Promise<Drift> {
  const stale: string[] = [];
  for (const [name, content] of files) {
    const current = await readFile(join(folder, name), 'utf8').catch(() => undefined);
    if (current !== content) stale.push(name);
  }
  return { stale, stray: await strayFiles(files, folder) };
}

/** The check's refusal, naming each file and what to do; undefined when the folder is what generation makes. */
export function driftMessage({ stale, stray }: Drift): string | undefined {
  const problems: string[] = [];
  if (stale.length > 0) {
    problems.push(
      `Generated files are stale: ${stale.join(', ')}. Run \`npm run generate\` and commit the result.`,
    );
  }
  if (stray.length > 0) {
    problems.push(
      `Files that generation does not make are in the generated folder: ${stray.join(', ')}. Remove them (nothing there is written by hand).`,
    );
  }
  return problems.length > 0 ? problems.join('\n') : undefined;
}
