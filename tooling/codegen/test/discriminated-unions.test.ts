import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../src/bundle.ts';
import { takeDiscriminators, writeDiscriminated } from '../src/discriminated-unions.ts';

const documentWith = (schemas: Record<string, unknown>): OpenApiDocument => ({
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  paths: {},
  components: { schemas },
});

describe('takeDiscriminators', () => {
  it("takes the discriminator off a oneOf of whole schemas, keyed by the component's name", () => {
    const union = {
      oneOf: [{ $ref: '#/components/schemas/A' }, { $ref: '#/components/schemas/B' }],
      discriminator: { propertyName: 'kind' },
    };
    const document = documentWith({ User: union });
    expect(takeDiscriminators(document)).toEqual(new Map([['User', 'kind']]));
    expect(document.components?.schemas?.User).toEqual({ oneOf: union.oneOf });
  });

  it('leaves an object schema and a oneOf without a discriminator alone', () => {
    const document = documentWith({
      Plain: { oneOf: [{ type: 'string' }, { type: 'number' }] },
      Fields: { type: 'object', properties: {}, oneOf: [{}], discriminator: { propertyName: 'kind' } },
    });
    expect(takeDiscriminators(document).size).toBe(0);
  });
});

describe('writeDiscriminated', () => {
  it("writes the component's union as z.discriminatedUnion on its property", () => {
    const source = 'export const zUser = z.union([\n    zA,\n    zB\n]);\n';
    expect(writeDiscriminated(source, new Map([['User', 'kind']]))).toBe(
      'export const zUser = z.discriminatedUnion("kind", [\n    zA,\n    zB\n]);\n',
    );
  });

  it('fails when the plugin did not write the union', () => {
    expect(() => writeDiscriminated('export const zUser = zA;\n', new Map([['User', 'kind']]))).toThrow(
      /User was not written as a union/,
    );
  });
});
