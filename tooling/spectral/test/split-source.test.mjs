// The cambio rules on the split layout (openapi/ split into files): results point into the file where the
// problem is written.
import { readFileSync } from 'node:fs';
import { Document, Spectral } from '@stoplight/spectral-core';
import Parsers from '@stoplight/spectral-parsers';
import { afterAll, describe, expect, it } from 'vitest';
import { baseDocument } from './fixture/base-document.mjs';
import { removeSplits, writeSplit } from './fixture/write-split.mjs';
import { del, edit, LIST_USERS, lintSplit, SCHEMAS, set } from './lint.mjs';

describe('split source (openapi/ layout)', () => {
  afterAll(removeSplits);

  it('has no cambio results; only the known oas3-schema path-item $ref false positive', async () => {
    // Spectral's resolver stops following remote $refs once 100 are on its stack (json-ref-resolver's
    // atMaxUriDepth), and the rules then see unresolved responses. The fixture's 20 operations pass that
    // bound with a 429 $ref each, so they are left out here (and OWASP's rule asking for them is ignored).
    // lint-document.mjs lints the bundled document, which has no remote $refs.
    const doc = baseDocument();
    for (const item of Object.values(doc.paths))
      for (const op of Object.values(item)) delete op.responses['429'];
    const results = (await lintSplit(doc)).filter(
      (r) => r.code !== 'owasp:api4:2023-rate-limit-responses-429',
    );
    expect(results.filter((r) => r.code.startsWith('cambio-'))).toEqual([]);
    // stoplightio/spectral#2655: the bundled 3.1 schema lacks Path Item `$ref`. Remove once fixed upstream.
    expect(new Set(results.map((r) => `${r.code} ${r.file} ${r.path[0]}`))).toEqual(
      new Set(['oas3-schema openapi.yaml paths']),
    );
  });

  // Why lib/graph.mjs exists: a `resolved: false` rule only ever sees the root file, never the files it
  // references, so it cannot find the enum schemas of components/schemas/common.yaml.
  it('a resolved:false rule does not see referenced files (design check)', async () => {
    const enumsSeen = async (document) => {
      const found = [];
      const spectral = new Spectral();
      const then = { function: (value) => void found.push(value) };
      spectral.setRuleset({ rules: { probe: { given: '$..enum', resolved: false, then } } });
      await spectral.run(document);
      return found.length;
    };
    const root = writeSplit(baseDocument());
    expect(await enumsSeen(new Document(readFileSync(root, 'utf8'), Parsers.Yaml, root))).toBe(0);
    expect(await enumsSeen(new Document(JSON.stringify(baseDocument()), Parsers.Json))).toBeGreaterThan(0);
  });

  const SAMPLE = [...SCHEMAS, 'Sample', 'properties'];
  // [rule, what is broken, mutation, file the result is in, path in that file]
  const SPLIT_BREAKAGES = [
    [
      'cambio-spec-enums',
      'enum order, in common.yaml',
      set([...SCHEMAS, 'Network', 'enum'], ['bsc', 'tron']),
      'components/schemas/common.yaml',
      ['Network', 'enum'],
    ],
    [
      'cambio-spec-enums',
      'enum schema defined but never referenced',
      del([...SAMPLE, 'onboardingStatus']),
      'openapi.yaml',
      [],
    ],
    [
      'cambio-error-responses',
      'shared response not using ErrorBody, in responses.yaml',
      set(['components', 'responses', 'Unauthorized', 'content', 'application/json', 'schema'], {
        type: 'object',
      }),
      'components/responses.yaml',
      ['Unauthorized', 'content', 'application/json', 'schema'],
    ],
    [
      'cambio-error-responses',
      'inline error response, in a path file',
      set([...LIST_USERS, 'responses', '500'], { description: 'Failed.' }),
      'paths/p0.yaml',
      ['get', 'responses', '500'],
    ],
    [
      'cambio-property-description',
      'property without description, in sample.yaml',
      del([...SAMPLE, 'id', 'description']),
      'components/schemas/sample.yaml',
      ['Sample', 'properties', 'id'],
    ],
    [
      'cambio-property-camel-case',
      'PascalCase property, in errors.yaml',
      set([...SCHEMAS, 'ErrorEntry', 'properties', 'Field'], { type: 'string', description: 'Field.' }),
      'components/schemas/errors.yaml',
      ['ErrorEntry', 'properties', 'Field'],
    ],
    [
      'cambio-operation-summary',
      'summary with a period, in a path file',
      set(['paths', '/api/users', 'patch', 'summary'], 'Update.'),
      'paths/p0.yaml',
      ['patch', 'summary'],
    ],
  ];
  it.each(SPLIT_BREAKAGES)('%s fires on: %s', async (rule, _what, mutate, file, path) => {
    const results = (await lintSplit(edit(mutate))).filter((r) => r.code === rule);
    expect(results.map((r) => [r.file, r.path])).toEqual([[file, path]]);
  });
});
