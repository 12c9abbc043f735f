#!/usr/bin/env tsx
/**
 * One command for everything generated from the document:
 *   cambio-codegen write   regenerate packages/contract/generated
 *   cambio-codegen check   fail when the committed output is not what the document generates, or when the
 *                          folder holds a file that generation does not make
 * Run from the contract package (the npm scripts there do).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { bundleDocument } from './bundle.ts';
import { generateErrors, generateOperations, generateStateMachine } from './catalogue.ts';
import { driftMessage, generatedDrift, strayFiles } from './drift.ts';
import { generateRoutes } from './routes.ts';
import { generateTypes } from './types.ts';
import { generateZod } from './zod.ts';

const specPath = resolve('../../openapi/openapi.yaml');
const outDir = resolve('generated');

async function generateAll(): Promise<Map<string, string>> {
  const document = await bundleDocument(specPath);
  const zod = await generateZod(document);
  return new Map([
    ['openapi.json', `${JSON.stringify(document, null, 2)}\n`],
    ['types.gen.ts', await generateTypes(document)],
    ['zod.gen.ts', zod],
    ['routes.gen.ts', generateRoutes(document, zod)],
    ['errors.gen.ts', generateErrors(document)],
    ['operations.gen.ts', generateOperations(document)],
    ['state-machine.gen.ts', generateStateMachine(document)],
  ]);
}

async function write(files: Map<string, string>): Promise<void> {
  await mkdir(outDir, { recursive: true });
  for (const [name, content] of files) await writeFile(join(outDir, name), content);
  const stray = await strayFiles(files, outDir);
  if (stray.length > 0) throw new Error(`Unexpected files in ${outDir}: ${stray.join(', ')}`);
  console.log(`generated ${[...files.keys()].join(', ')}`);
}

async function check(files: Map<string, string>): Promise<void> {
  const problem = driftMessage(await generatedDrift(files, outDir));
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  console.log('generated files are up to date');
}

const mode = process.argv[2];
if (mode !== 'write' && mode !== 'check') {
  console.error('usage: cambio-codegen write|check');
  process.exit(2);
}
const files = await generateAll();
await (mode === 'write' ? write(files) : check(files));
