import type { JsonObject } from './document.ts';
import type { Generated } from './generated-requests.ts';
import { refusedFields, resolved } from './schema-sample.ts';
import { schemaProblems } from './validate-response.ts';

/** The fields a refused value may be named by: the field, or one of the fields of the rule it broke. */
export type Violation = { label: string; fields: string[]; apply(generated: Generated): Generated };

const copy = (generated: Generated): Generated => structuredClone(generated);
const controlCharacterPattern = /x00-\\x1F/;

function bodyAt(generated: Generated, path: string[]): JsonObject | undefined {
  let node = generated.body as unknown;
  for (const key of path) node = (node as JsonObject | undefined)?.[key];
  return typeof node === 'object' && node !== null && !Array.isArray(node) ? (node as JsonObject) : undefined;
}

/** One change that breaks one constraint of one body field (at `path`), and the field it must be named by. */
function fieldViolations(name: string, raw: unknown, path: string[], value: unknown): Violation[] {
  const schema = resolved(raw);
  const field = ['body', ...path, name].join('.');
  const set = (label: string, wrong: unknown): Violation => ({
    label: `${field} ${label}`,
    fields: [field],
    apply: (generated) => {
      const next = copy(generated);
      const holder = bodyAt(next, path);
      if (holder) holder[name] = wrong;
      return next;
    },
  });
  const out: Violation[] = [];
  const types = [schema.type].flat();
  if (types.includes('string') && !types.includes('number')) out.push(set('as a number', 12345));
  if (types.includes('number') || types.includes('integer')) out.push(set('as text', 'text'));
  if (typeof schema.maxLength === 'number') out.push(set('too long', 'x'.repeat(schema.maxLength + 1)));
  if (
    typeof schema.pattern === 'string' &&
    controlCharacterPattern.test(schema.pattern) &&
    typeof value === 'string'
  )
    out.push(set('with a NUL byte', `${value.slice(0, 10)}\u0000`));
  if (Array.isArray(schema.enum)) out.push(set('as an unknown value', 'notAKnownValue'));
  if (schema.format === 'date-time') out.push(set('as a date without a time', '2037-05-26'));
  if (typeof schema.exclusiveMinimum === 'number')
    out.push(set('at its exclusive minimum', schema.exclusiveMinimum));
  if (typeof schema.multipleOf === 'number' && typeof value === 'number')
    out.push(set('off its step', value + schema.multipleOf / 10));
  return out;
}

/**
 * The form of a `oneOf` of whole object schemas that the drawn body is valid in, and the fields only the other
 * forms have (each refused in this one).
 */
function formOf(schema: JsonObject, body: unknown): { form: JsonObject; others: string[] } | undefined {
  const members = (schema.oneOf ?? []) as JsonObject[];
  const refs = members.map((member) => String(member.$ref ?? ''));
  const picked = refs.find((ref) => ref.startsWith('#/') && schemaProblems(ref.slice(1), body).length === 0);
  if (!picked) return undefined;
  const form = resolved({ $ref: picked });
  const own = Object.keys((form.properties ?? {}) as JsonObject);
  const others = refs
    .filter((ref) => ref !== picked)
    .flatMap((ref) => Object.keys((resolved({ $ref: ref }).properties ?? {}) as JsonObject));
  return { form, others: [...new Set(others)].filter((name) => !own.includes(name)) };
}

/** Violations of the body: each field's own constraints, a missing required field, an unknown field, a refused one. */
export function bodyViolations(schema: JsonObject, generated: Generated, path: string[] = []): Violation[] {
  const value = bodyAt(generated, path);
  if (!value) return [];
  if (Array.isArray(schema.oneOf) && !schema.properties && path.length === 0) {
    const found = formOf(schema, generated.body);
    if (!found) return [];
    return [...bodyViolations(found.form, generated), ...refusedHere(found.others, generated, [])];
  }
  const prefix = ['body', ...path];
  const properties = (schema.properties ?? {}) as JsonObject;
  const out: Violation[] = [];
  for (const [name, property] of Object.entries(properties)) {
    if (!(name in value)) continue;
    out.push(...fieldViolations(name, property, path, value[name]));
    const child = resolved(property);
    if (child.type === 'object' && path.length === 0) out.push(...bodyViolations(child, generated, [name]));
  }
  for (const name of (schema.required ?? []) as string[]) {
    out.push({
      label: `${[...prefix, name].join('.')} left out`,
      fields: [[...prefix, name].join('.')],
      apply: (generated) => {
        const next = copy(generated);
        delete bodyAt(next, path)?.[name];
        return next;
      },
    });
  }
  if (schema.additionalProperties === false) {
    const field = [...prefix, 'surpriseField'].join('.');
    out.push({
      label: `${field} added`,
      fields: [field],
      apply: (generated) => {
        const next = copy(generated);
        const holder = bodyAt(next, path);
        if (holder) holder.surpriseField = true;
        return next;
      },
    });
  }
  const refused = refusedFields(schema).filter((name) => !(name in value) && properties[name]);
  return [...out, ...refusedHere(refused, generated, path)];
}

/** Each field, absent from the body, added where the schema (or the body's form) refuses it. */
function refusedHere(names: string[], generated: Generated, path: string[]): Violation[] {
  const value = bodyAt(generated, path) ?? {};
  return names
    .filter((name) => !(name in value))
    .map((name) => {
      const field = ['body', ...path, name].join('.');
      return {
        label: `${field} added where the schema refuses it`,
        fields: [field],
        apply: (generated: Generated) => {
          const next = copy(generated);
          const holder = bodyAt(next, path);
          if (holder) holder[name] = 'A';
          return next;
        },
      };
    });
}
