// Lints the document as it is published: bundled into one file, then every rule (built-in and cambio) on
// that bundle, each problem reported at the source file and line where it is written (lib/source-map.mjs).
// Linting the split source directly trips a Spectral bug on `$ref` path items in 3.1
// (stoplightio/spectral#2655) and its resolver's limit of 100 remote $refs on a stack; the bundle has the
// same content without either, so nothing is switched off.

import { bundle, createConfig } from '@redocly/openapi-core';
import { Document, Spectral } from '@stoplight/spectral-core';
import Parsers from '@stoplight/spectral-parsers';
import ruleset from '../ruleset.mjs';
import { sourceMapOf } from './source-map.mjs';

const SEVERITIES = ['error', 'warning', 'info', 'hint'];

/**
 * @param rootFile absolute path of the source root (openapi.yaml)
 * @returns { bundleErrors: string[], problems: [{ file, line, column, severity, code, message, path }] }
 */
export async function lintDocument(rootFile) {
  const result = await bundle({ ref: rootFile, config: await createConfig({}), dereference: false });
  const bundleErrors = result.problems
    .filter((problem) => problem.severity === 'error')
    .map((problem) => problem.message);
  if (bundleErrors.length > 0) return { bundleErrors, problems: [] };
  const bundled = result.bundle.parsed;
  const spectral = new Spectral();
  spectral.setRuleset(ruleset);
  const source = rootFile.replace(/\.ya?ml$/, '.bundled.json'); // a name only: nothing is written
  const results = await spectral.run(new Document(JSON.stringify(bundled), Parsers.Json, source));
  const locate = sourceMapOf(bundled, rootFile);
  const problems = results
    .map((r) => ({
      ...locate(r.path),
      severity: SEVERITIES[r.severity] ?? String(r.severity),
      code: String(r.code),
      message: r.message,
      path: r.path.join('.'),
    }))
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
  return { bundleErrors, problems };
}
