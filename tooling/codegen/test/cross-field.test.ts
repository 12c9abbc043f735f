// biome-ignore-all lint/suspicious/noThenProperty: JSON Schema's if/then/else are keys of the schemas these cases build.
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../src/bundle.ts';
import { takeCrossFieldRules, wrapWithRules } from '../src/cross-field.ts';

const documentWith = (
  schemas: Record<string, unknown>,
  paths: Record<string, unknown> = {},
): OpenApiDocument => ({
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  paths: paths as OpenApiDocument['paths'],
  components: { schemas },
});

describe('takeCrossFieldRules', () => {
  it('takes the rules off a component object schema, refs inlined, and leaves its fields', () => {
    const document = documentWith({
      Fiat: { type: 'string', enum: ['MXN'] },
      Leg: {
        type: 'object',
        properties: { asset: { type: 'string' }, network: { type: 'string' } },
        if: { properties: { asset: { $ref: '#/components/schemas/Fiat' } } },
        then: { not: { required: ['network'] } },
        else: { required: ['network'] },
      },
    });
    const rules = takeCrossFieldRules(document);
    expect(rules.get('Leg')).toEqual({
      if: { properties: { asset: { type: 'string', enum: ['MXN'] } } },
      then: { not: { required: ['network'] } },
      else: { required: ['network'] },
    });
    expect(Object.keys(document.components?.schemas?.Leg as object)).toEqual(['type', 'properties']);
  });

  it('leaves a union (a oneOf of whole schemas) to the plugin', () => {
    const document = documentWith({ Asset: { oneOf: [{ type: 'string' }, { type: 'number' }] } });
    expect(takeCrossFieldRules(document).size).toBe(0);
  });

  it('refuses a rule on an object schema that is not a component, so that none is lost', () => {
    const body = { type: 'object', properties: { a: { type: 'string' } }, dependentRequired: { a: ['b'] } };
    const document = documentWith(
      {},
      { '/x': { post: { requestBody: { content: { 'application/json': { schema: body } } } } } },
    );
    expect(() => takeCrossFieldRules(document)).toThrow(/dependentRequired.*component schema/);
  });
});

describe('wrapWithRules', () => {
  it("wraps the component's zod schema and imports the checker", () => {
    const source =
      "import * as z from 'zod';\n\nexport const zLeg = z.strictObject({\n    a: z.string()\n});\n";
    const wrapped = wrapWithRules(source, new Map([['Leg', { required: ['a'] }]]));
    expect(wrapped).toContain("import { withCrossFieldRules } from '../src/cross-field-rules.ts';");
    expect(wrapped).toContain(
      'export const zLeg = withCrossFieldRules(z.strictObject({\n    a: z.string()\n}), {"required":["a"]});',
    );
  });
});
