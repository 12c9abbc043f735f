// For each cambio rule: the valid base document does not trigger it, and a copy broken on purpose does,
// at the expected path. Run programmatically, as the CLI does, on a bundled (single-file) document; the
// split layout is in split-source.test.mjs.
import { describe, expect, it } from 'vitest';
import { BREAKAGES } from './breakages.mjs';
import { baseDocument } from './fixture/base-document.mjs';
import { both, CAMBIO_RULES, del, edit, GET_QUOTE, lint, SCHEMAS, set } from './lint.mjs';

// Linted once, shared by the "does not fire" tests.
const baseResults = lint(baseDocument());

describe('base document', () => {
  it('is clean under every rule, built-in and cambio', async () => {
    expect(await baseResults).toEqual([]);
  });
});

describe('an operation that takes no key', () => {
  it('states `security: []` and then needs no role, no approval and no 401', async () => {
    const keyless = both(
      set([...GET_QUOTE, 'security'], []),
      del([...GET_QUOTE, 'x-required-role']),
      del([...GET_QUOTE, 'x-requires-approval']),
      del([...GET_QUOTE, 'responses', '401']),
    );
    expect(await lint(edit(keyless))).toEqual([]);
  });
});

describe('an enumeration of the specification that this service extends', () => {
  it('may append the values it declares in x-extension-values', async () => {
    const extended = both(
      set([...SCHEMAS, 'Country', 'enum'], ['MX', 'PE', 'CO', 'AR']),
      set([...SCHEMAS, 'Country', 'x-extension-values'], ['AR']),
    );
    expect((await lint(edit(extended))).filter((r) => r.code === 'cambio-spec-enums')).toEqual([]);
  });
});

describe.each(CAMBIO_RULES)('%s', (rule) => {
  it('does not fire on the valid document', async () => {
    expect((await baseResults).filter((r) => r.code === rule)).toEqual([]);
  });

  it('has breakage cases', () => expect(BREAKAGES[rule]?.length).toBeGreaterThan(0));
  it.each(BREAKAGES[rule] ?? [])('fires on: %s', async (_what, mutate, path) => {
    const results = (await lint(edit(mutate))).filter((r) => r.code === rule);
    expect(results.map((r) => r.path)).toEqual([path]);
  });
});
