import type { OpenApiDocument } from './bundle.ts';
import { resolveRef } from './document-walk.ts';

type Schema = Record<string, unknown>;

/** The JSON Schema keywords that tie fields together, which the zod plugin drops (or turns into `unknown`). */
const ruleKeywords = ['allOf', 'oneOf', 'anyOf', 'not', 'if', 'then', 'else', 'dependentRequired'] as const;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A `oneOf`/`anyOf` that picks between whole schemas (a union, which the plugin writes), not between fields. */
function isUnion(schema: Schema): boolean {
  return schema.type !== 'object' && schema.properties === undefined;
}

function inlineRefs(document: OpenApiDocument, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => inlineRefs(document, item));
  if (!isSchema(value)) return value;
  const resolved = typeof value.$ref === 'string' ? { ...resolveRef(document, value), ...value } : value;
  const { $ref: _, example: _e, examples: _x, ...rest } = resolved;
  return Object.fromEntries(Object.entries(rest).map(([key, child]) => [key, inlineRefs(document, child)]));
}

/**
 * Takes the cross-field rules off the document's component object schemas, refs inlined, keyed by the
 * component's name: the zod plugin gets the schemas without them, and `wrapWithRules` puts them back on the
 * zod schemas it wrote. A rule anywhere else than on a component object schema is refused, so that none is
 * silently lost.
 */
export function takeCrossFieldRules(document: OpenApiDocument): Map<string, Schema> {
  const taken = new Map<string, Schema>();
  // Refs are inlined from the document as written: a member's own rules are taken off it below.
  const original = structuredClone(document);
  const schemas = (document.components?.schemas ?? {}) as Record<string, Schema>;
  for (const [name, schema] of Object.entries(schemas)) {
    if (isUnion(schema)) continue;
    const rules: Schema = {};
    for (const keyword of ruleKeywords) {
      if (schema[keyword] === undefined) continue;
      rules[keyword] = inlineRefs(original, schema[keyword]);
      delete schema[keyword];
    }
    // A discriminator picks the `oneOf` member by a property's value (the member says it with `const`).
    const discriminator = schema.discriminator as { propertyName?: string } | undefined;
    if (rules.oneOf && discriminator?.propertyName) {
      rules.discriminator = { propertyName: discriminator.propertyName };
      delete schema.discriminator;
    }
    if (Object.keys(rules).length > 0) taken.set(name, rules);
  }
  refuseNested(document.components ?? {}, 'components');
  refuseNested(document.paths, 'paths');
  return taken;
}

function refuseNested(node: unknown, where: string): void {
  if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) refuseNested(item, `${where}[${index}]`);
  }
  if (!isSchema(node)) return;
  const objectSchema = node.type === 'object' || isSchema(node.properties);
  const stray = ruleKeywords.find((keyword) => node[keyword] !== undefined);
  if (objectSchema && stray && !(stray === 'oneOf' && isUnion(node)))
    throw new Error(`${where}: \`${stray}\` is only supported on a component schema (move it there)`);
  for (const [key, child] of Object.entries(node)) refuseNested(child, `${where}.${key}`);
}

/** The text of one generated export's expression, and where it sits in the source. */
function exportedExpression(source: string, name: string): { start: number; end: number } {
  const head = `export const ${name} = `;
  const start = source.indexOf(head);
  if (start < 0) throw new Error(`zod schema ${name} was not generated`);
  const from = start + head.length;
  const end = source.indexOf(';\n', from);
  return { start: from, end };
}

/** Puts the rules back: `export const zX = withCrossFieldRules(<what the plugin wrote>, <rules>);`. */
export function wrapWithRules(source: string, rules: Map<string, Schema>): string {
  let out = source;
  for (const [name, rule] of rules) {
    const { start, end } = exportedExpression(out, `z${name}`);
    const expression = out.slice(start, end);
    out = `${out.slice(0, start)}withCrossFieldRules(${expression}, ${JSON.stringify(rule)})${out.slice(end)}`;
  }
  if (rules.size === 0) return out;
  return out.replace(
    "import * as z from 'zod';",
    "import * as z from 'zod';\n\nimport { withCrossFieldRules } from '../src/cross-field-rules.ts';",
  );
}
