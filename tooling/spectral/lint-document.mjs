#!/usr/bin/env node
// Lints the document as it is published: bundled into one file, then every rule (built-in and cambio)
// on that file. Linting the split source directly trips a Spectral bug on `$ref` path items in 3.1
// (stoplightio/spectral#2655); the bundle has the same content without the bug, so nothing is switched off.
//   usage: cambio-lint-spec <openapi.yaml>
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle, createConfig } from '@redocly/openapi-core';

const source = resolve(process.argv[2] ?? 'openapi.yaml');
const here = dirname(fileURLToPath(import.meta.url));
const result = await bundle({ ref: source, config: await createConfig({}), dereference: false });
const problems = result.problems.filter((problem) => problem.severity === 'error');
if (problems.length > 0) {
  for (const problem of problems) console.error(`bundle: ${problem.message}`);
  process.exit(1);
}
const dir = mkdtempSync(join(tmpdir(), 'cambio-lint-'));
const bundled = join(dir, 'openapi.bundled.json');
writeFileSync(bundled, JSON.stringify(result.bundle.parsed, null, 2));
const cli = createRequire(import.meta.url).resolve('@stoplight/spectral-cli/dist/index.js');
const run = spawnSync(
  process.execPath,
  [cli, 'lint', '--fail-severity=warn', '--ruleset', join(here, 'ruleset.mjs'), bundled],
  { stdio: 'inherit' },
);
rmSync(dir, { recursive: true, force: true });
process.exit(run.status ?? 1);
