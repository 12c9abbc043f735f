#!/usr/bin/env node
// Lints the document (lib/lint.mjs) and prints each problem as `file:line:column severity rule message`,
// the file and line being where the problem is written in the split source. Fails on any error or warning.
//   usage: cambio-lint-spec <openapi.yaml>
import { relative, resolve } from 'node:path';
import { lintDocument } from './lib/lint.mjs';

const { bundleErrors, problems } = await lintDocument(resolve(process.argv[2] ?? 'openapi.yaml'));
for (const message of bundleErrors) console.error(`bundle: ${message}`);
for (const p of problems) {
  console.error(
    `${relative(process.cwd(), p.file)}:${p.line}:${p.column}  ${p.severity}  ${p.code}  ${p.message}  (${p.path})`,
  );
}
const count = (severity) => problems.filter((p) => p.severity === severity).length;
if (problems.length > 0) {
  console.error(
    `\n✖ ${problems.length} problem${problems.length === 1 ? '' : 's'} (${count('error')} errors, ${count('warning')} warnings, ${count('info')} infos, ${count('hint')} hints)`,
  );
}
const failing = bundleErrors.length + count('error') + count('warning');
if (failing === 0) console.log('No errors or warnings: the document passes every rule.');
process.exit(failing > 0 ? 1 : 0);
