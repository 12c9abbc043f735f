import { describe, expect, it } from 'vitest';
import { errorsOf } from '../src/harness/api.ts';
import { expectInvalid } from '../src/harness/assertions.ts';
import { resolveTarget } from '../src/harness/target.ts';
import { newTenant } from '../src/harness/tenant.ts';

// JSON bodies nest objects and arrays at most 32 levels deep (every JSON operation refuses a deeper body:
// invalid-bodies.test.ts). Here the bound itself, on the free-form additional information.
const tenant = await newTenant(await resolveTarget());
const path = `/api/users/${tenant.userId}/additional-information`;

/** An object `levels` deep: `{"a":{"a":…{"a":1}…}}`. */
function nested(levels: number): string {
  return `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
}

const send = (text: string) =>
  tenant.call({ method: 'POST', path, rawBody: text, headers: { 'content-type': 'application/json' } });

describe('additional information nested', () => {
  it('32 levels deep is stored', async () => {
    const result = await send(nested(32));
    expect(result).toMatchObject({ status: 200, body: 'OK' });
  });

  it('33 levels deep answers 400 code 9 naming the body and the bound', async () => {
    const result = await send(nested(33));
    expectInvalid(result, 'body');
    expect(errorsOf(result)[0]?.message).toContain('32 levels');
  });

  it('10,000 levels deep (60 KB) answers 400, not 500', async () => {
    const deep = `{"a":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    expect(deep.length).toBeLessThan(64 * 1024);
    expectInvalid(await send(deep), 'body');
  });

  it('brackets inside strings are text, not nesting', async () => {
    const result = await send(JSON.stringify({ note: '['.repeat(1000), quote: 'say "{{{{"' }));
    expect(result).toMatchObject({ status: 200, body: 'OK' });
  });
});
