import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@hey-api/openapi-ts';
import type { OpenApiDocument } from './bundle.ts';
import { takeCrossFieldRules, wrapWithRules } from './cross-field.ts';
import { takeDiscriminators, writeDiscriminated } from './discriminated-unions.ts';

type ObjectResolverContext = {
  $: (symbol: unknown) => { attr(name: string): { call(...args: unknown[]): unknown } };
  schema: { additionalProperties?: { type?: string } };
  symbols: { z: unknown };
  nodes: { shape(ctx: ObjectResolverContext): unknown };
};

/** Marks an int64 integer that JSON carries as a number (see `safeInt64AsNumber`). */
const safeInt64 = 'x-cambio-int64';
/** The format and range of an integer enumeration, which the plugin drops (see `safeInt64AsNumber`). */
const enumRange = 'x-cambio-enum-range';
/** A number's `multipleOf`, which the plugin's parser drops (extensions reach its resolvers). */
const step = 'x-cambio-multiple-of';

/**
 * An `int64` integer bounded within JavaScript's safe integers is a JSON number like any other, but the
 * plugin makes every int64 a `z.coerce.bigint()` (whose type no JSON answer has). Such a schema is handed to
 * it without the format and with a mark, and the format comes back as metadata: `z.int()` bounded, whose
 * JSON Schema still says `format: int64`.
 */
function safeInt64AsNumber(node: unknown): void {
  if (Array.isArray(node)) for (const item of node) safeInt64AsNumber(item);
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Record<string, unknown>;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (
    types.includes('integer') &&
    schema.format === 'int64' &&
    typeof schema.maximum === 'number' &&
    typeof schema.minimum === 'number' &&
    Number.isSafeInteger(schema.maximum) &&
    Number.isSafeInteger(schema.minimum)
  ) {
    delete schema.format;
    schema[safeInt64] = true;
  }
  // An integer enumeration reaches the plugin as a union of literals, without its format and range: kept here.
  if (types.includes('integer') && Array.isArray(schema.enum)) {
    const kept = Object.entries(schema).filter(([key]) => ['format', 'minimum', 'maximum'].includes(key));
    if (kept.length > 0) schema[enumRange] = Object.fromEntries(kept);
  }
  if (typeof schema.multipleOf === 'number') schema[step] = schema.multipleOf;
  for (const value of Object.values(schema)) safeInt64AsNumber(value);
}

type Chain = { attr(name: string): { call(...args: unknown[]): Chain } };
type NumberResolverContext = {
  $: { literal(value: unknown): unknown };
  chain: { current: Chain };
  nodes: Record<'base' | 'const' | 'min' | 'max', (ctx: NumberResolverContext) => Chain | undefined>;
  schema: { [step]?: number };
};

/** The plugin's own number (its const, base, minimum, maximum), and `multipleOf`, which it leaves out. */
function numberWithStep(ctx: NumberResolverContext): Chain {
  const constant = ctx.nodes.const(ctx);
  if (constant) return constant;
  for (const node of [ctx.nodes.base, ctx.nodes.min, ctx.nodes.max]) {
    const next = node(ctx);
    if (next) ctx.chain.current = next;
  }
  const multipleOf = ctx.schema[step];
  if (multipleOf !== undefined)
    ctx.chain.current = ctx.chain.current.attr('multipleOf').call(ctx.$.literal(multipleOf));
  return ctx.chain.current;
}

type MetadataContext = {
  $: { literal(value: unknown): unknown };
  node: {
    pretty(): { prop(name: string, value: unknown): unknown };
    prop(name: string, value: unknown): unknown;
  };
  schema: Record<string, unknown>;
};

/**
 * The metadata each schema is registered with: its description, and what the JSON Schema zod writes would
 * otherwise lose of an integer: `format` (z.int() writes none for int32, and a bounded int64 is handed over
 * without it) and an integer enumeration's `format`, `minimum` and `maximum` (a union of literals writes none);
 * and a number's `multipleOf`.
 */
function numberMetadata({ $, node, schema }: MetadataContext): void {
  if (typeof schema.description === 'string')
    node.pretty().prop('description', $.literal(schema.description));
  if (schema[safeInt64] === true) node.prop('format', $.literal('int64'));
  else if (schema.format === 'int32') node.prop('format', $.literal('int32'));
  // @hono/zod-openapi's JSON Schema writes no `multipleOf`; the metadata gives it back.
  if (typeof schema[step] === 'number') node.prop('multipleOf', $.literal(schema[step]));
  const range = schema[enumRange];
  if (typeof range === 'object' && range !== null)
    for (const [key, value] of Object.entries(range)) node.prop(key, $.literal(value));
}

/**
 * The zod 4 schemas of the document, written by the zod plugin of @hey-api/openapi-ts.
 * Adjustments through the plugin's hooks: an object with `additionalProperties: false` becomes
 * `z.strictObject`, so unknown request fields are rejected as the document says; a bounded int64 stays a
 * number (`safeInt64AsNumber`); a number keeps its `multipleOf`; a date-time takes any RFC 3339 offset, not
 * only `Z`; a `oneOf` with a `discriminator` becomes `z.discriminatedUnion`. After it, the cross-field rules it would drop are put back (`cross-field.ts`).
 */
export async function generateZod(document: OpenApiDocument): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'cambio-zod-'));
  const input = structuredClone(document);
  const rules = takeCrossFieldRules(input);
  const discriminators = takeDiscriminators(input);
  safeInt64AsNumber(input);
  try {
    await createClient({
      input: input as never,
      // No tsconfig: otherwise the plugin takes the first tsconfig*.json in a folder above its own install
      // (a stray one in /tmp changed or broke the output).
      output: { path: outDir, tsConfigPath: null },
      logs: { level: 'silent' },
      plugins: [
        {
          name: 'zod',
          dates: { offset: true },
          metadata: numberMetadata,
          '~resolvers': {
            number: numberWithStep,
            object: (ctx: ObjectResolverContext) =>
              ctx.schema.additionalProperties?.type === 'never'
                ? ctx.$(ctx.symbols.z).attr('strictObject').call(ctx.nodes.shape(ctx))
                : undefined,
          },
        } as never,
      ],
    });
    const written = await readFile(join(outDir, 'zod.gen.ts'), 'utf8');
    return writeDiscriminated(wrapWithRules(written, rules), discriminators);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
