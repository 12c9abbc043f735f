// lint-document.mjs lints the bundle but reports each problem where it is written in the split source:
// the file under openapi/paths/... (or components/...) and the line of the offending node, never a line of
// a temporary bundled file.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lintDocument } from '../lib/lint.mjs';
import { baseDocument } from './fixture/base-document.mjs';
import { removeSplits, writeSplit } from './fixture/write-split.mjs';

afterAll(removeSplits);

/** The 1-based line of the first line of `file` that contains `text`. */
const lineOf = (file, text) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text)) + 1;

describe('lintDocument on the split source', () => {
  it('finds nothing on the valid document', async () => {
    const { bundleErrors, problems } = await lintDocument(writeSplit(baseDocument()));
    expect(bundleErrors).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('reports a problem in a path file at that file and line', async () => {
    const doc = baseDocument();
    doc.paths['/api/users'].get.summary = 'List users.';
    const root = writeSplit(doc);
    const file = join(dirname(root), 'paths/p0.yaml');
    const { problems } = await lintDocument(root);
    const found = problems.filter((p) => p.code === 'cambio-operation-summary');
    expect(found.map(({ file, line }) => ({ file, line }))).toEqual([
      { file, line: lineOf(file, '"summary": "List users."') },
    ]);
  });

  it('reports an example that breaks its schema at the example in the path file', async () => {
    const doc = baseDocument();
    const json = doc.paths['/api/users'].get.responses['200'].content['application/json'];
    json.example = { ...json.example, id: 42 };
    const root = writeSplit(doc);
    const file = join(dirname(root), 'paths/p0.yaml');
    const { problems } = await lintDocument(root);
    const found = problems.filter((p) => p.code === 'oas3-valid-media-example');
    expect(found.map((p) => p.file)).toEqual([file]);
    expect(found.map((p) => p.path)).toEqual([
      'paths./api/users.get.responses.200.content.application/json.example.id',
    ]);
    expect(found[0]?.line).toBe(lineOf(file, '"id": 42'));
  });

  it('reports a problem in a shared component at its own file', async () => {
    const doc = baseDocument();
    doc.components.schemas.Sample.properties.user_name = {
      type: 'string',
      description: 'Name.',
      maxLength: 9,
    };
    const root = writeSplit(doc);
    const file = join(dirname(root), 'components/schemas/sample.yaml');
    const { problems } = await lintDocument(root);
    const found = problems.filter((p) => p.code === 'cambio-property-camel-case');
    expect(found.map(({ file, line }) => ({ file, line }))).toEqual([
      { file, line: lineOf(file, '"user_name"') },
    ]);
  });
});
