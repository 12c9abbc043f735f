import type { z } from 'zod';

/**
 * The cross-field keywords of JSON Schema 2020-12 that the document uses and zod objects cannot say:
 * `required` and `properties` (a property given `false` is refused) inside them, `allOf`, `oneOf` (with a
 * `discriminator`, its member is picked by the value's property), `anyOf`, `not`,
 * `if`/`then`/`else`, `dependentRequired`, and for values `const`, `enum`, `multipleOf`. The codegen takes
 * them off a component schema and hands them here (`withCrossFieldRules`), refs inlined. A `description` on
 * a `then` or `else` ends the messages of its problems ("is required for limit quotes (type limit)").
 */
export type Rule = boolean | RuleObject;
type RuleObject = {
  required?: string[];
  properties?: Record<string, Rule>;
  allOf?: Rule[];
  oneOf?: Rule[];
  anyOf?: Rule[];
  not?: Rule;
  if?: Rule;
  then?: Rule;
  else?: Rule;
  dependentRequired?: Record<string, string[]>;
  discriminator?: { propertyName: string };
  const?: unknown;
  enum?: unknown[];
  multipleOf?: number;
  description?: string;
  [annotation: string]: unknown;
};

type Path = (string | number)[];
export type Problem = { path: Path; problem: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The number of decimals a JSON number is written with (`1e-7` has 7). */
function decimalsOf(value: number): number {
  const [digits = '', exponent = '0'] = String(value).toLowerCase().split('e');
  const fraction = digits.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}

function isMultiple(value: number, of: number): boolean {
  const places = decimalsOf(of);
  if (of === 10 ** -places) return decimalsOf(value) <= places;
  const quotient = value / of;
  return Math.abs(quotient - Math.round(quotient)) < 1e-9;
}

/** Whether a value satisfies a rule (JSON Schema semantics: object keywords hold for non-objects). */
export function matches(value: unknown, rule: Rule): boolean {
  if (typeof rule === 'boolean') return rule;
  if ('const' in rule && !same(value, rule.const)) return false;
  if (rule.enum && !rule.enum.some((item) => same(value, item))) return false;
  if (rule.multipleOf !== undefined && typeof value === 'number' && !isMultiple(value, rule.multipleOf))
    return false;
  if (rule.not !== undefined && matches(value, rule.not)) return false;
  if (rule.allOf && !rule.allOf.every((member) => matches(value, member))) return false;
  if (rule.oneOf && rule.oneOf.filter((member) => matches(value, member)).length !== 1) return false;
  if (rule.anyOf && !rule.anyOf.some((member) => matches(value, member))) return false;
  if (rule.if !== undefined) {
    const branch = matches(value, rule.if) ? rule.then : rule.else;
    if (branch !== undefined && !matches(value, branch)) return false;
  }
  if (!isObject(value)) return true;
  if (rule.required?.some((name) => !(name in value))) return false;
  for (const [name, child] of Object.entries(rule.properties ?? {}))
    if (name in value && !matches(value[name], child)) return false;
  for (const [name, needed] of Object.entries(rule.dependentRequired ?? {}))
    if (name in value && needed.some((other) => !(other in value))) return false;
  return true;
}

/** The field a branch of a `oneOf`/`anyOf` is about: its first required property, followed into `properties`. */
function keyPath(rule: Rule): Path {
  if (typeof rule === 'boolean') return [];
  const name = rule.required?.[0];
  if (name !== undefined) return [name];
  for (const [property, child] of Object.entries(rule.properties ?? {})) {
    const inner = keyPath(child);
    if (inner.length > 0) return [property, ...inner];
  }
  return [];
}

const spelled = (path: Path) => path.join('.');

/** Why a value breaks a rule, one entry per field at fault, each path relative to the value. */
export function problemsOf(value: unknown, rule: Rule, path: Path = [], context = ''): Problem[] {
  if (rule === true) return [];
  if (rule === false) return [{ path, problem: `is not allowed${context}` }];
  const at = (problem: string): Problem[] => [{ path, problem: `${problem}${context}` }];
  if ('const' in rule && !same(value, rule.const)) return at(`must be ${JSON.stringify(rule.const)}`);
  if (rule.enum && !rule.enum.some((item) => same(value, item)))
    return at(`must be one of ${rule.enum.map((item) => JSON.stringify(item)).join(', ')}`);
  if (rule.multipleOf !== undefined && typeof value === 'number' && !isMultiple(value, rule.multipleOf)) {
    const places = decimalsOf(rule.multipleOf);
    return at(
      rule.multipleOf === 10 ** -places ? `must have at most ${places} decimals` : 'is not a valid step',
    );
  }
  const found: Problem[] = [];
  if (isObject(value)) {
    for (const name of rule.required ?? [])
      if (!(name in value)) found.push({ path: [...path, name], problem: `is required${context}` });
    for (const [name, child] of Object.entries(rule.properties ?? {}))
      if (name in value) found.push(...problemsOf(value[name], child, [...path, name], context));
    for (const [name, needed] of Object.entries(rule.dependentRequired ?? {})) {
      if (name in value && needed.some((other) => !(other in value)))
        found.push({ path: [...path, name], problem: `is only allowed with ${needed.join(' and ')}` });
    }
  }
  if (rule.not !== undefined && matches(value, rule.not)) {
    // `not: {anyOf: [{required: [a]}, {required: [b]}]}`: each field sent that the rule refuses.
    const refused = typeof rule.not === 'object' && rule.not.anyOf ? rule.not.anyOf : [rule.not];
    for (const member of refused.filter((item) => matches(value, item)))
      found.push({ path: [...path, ...keyPath(member)], problem: `is not allowed${context}` });
  }
  for (const member of rule.allOf ?? []) found.push(...problemsOf(value, member, path, context));
  const chosen = discriminated(value, rule);
  if (chosen) found.push(...problemsOf(value, chosen.member, path, chosen.context));
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const members = rule[keyword];
    if (!members || (keyword === 'oneOf' && chosen)) continue;
    const matched = members.filter((member) => matches(value, member));
    const names = members.map((member) => spelled(keyPath(member))).join(', ');
    const exactly = keyword === 'oneOf' ? 'exactly one' : 'at least one';
    const [first, second] = matched;
    if (first === undefined) {
      const [member] = members;
      const field = member === undefined ? [] : keyPath(member);
      found.push({ path: [...path, ...field], problem: `is required: give ${exactly} of ${names}` });
    } else if (keyword === 'oneOf' && second !== undefined) {
      found.push({
        path: [...path, ...keyPath(second)],
        problem: `is not allowed with ${spelled(keyPath(first))}: give exactly one of ${names}`,
      });
    }
  }
  if (rule.if !== undefined) {
    const branch = matches(value, rule.if) ? rule.then : rule.else;
    if (branch !== undefined) {
      const described = typeof branch === 'object' && branch.description ? ` ${branch.description}` : '';
      found.push(...problemsOf(value, branch, path, described || context));
    }
  }
  return found;
}

/** The `oneOf` member a discriminator picks: the one whose discriminating property is the value's `const`. */
function discriminated(value: unknown, rule: RuleObject): { member: Rule; context: string } | undefined {
  const name = rule.discriminator?.propertyName;
  if (name === undefined || !rule.oneOf || !isObject(value)) return undefined;
  const member = rule.oneOf.find(
    (item) => typeof item === 'object' && same((item.properties?.[name] as RuleObject)?.const, value[name]),
  );
  return member === undefined ? undefined : { member, context: ` for ${name} ${String(value[name])}` };
}

/**
 * A schema that also checks the rules: each problem becomes a zod issue at its field, whose message is the
 * problem ("is required for limit quotes (type limit)"). The rules are kept in the schema's metadata, so the
 * JSON Schema written from it (the server's emitted document) carries them as the document does.
 */
export function withCrossFieldRules<T extends z.ZodType>(schema: T, rules: RuleObject): T {
  const refined = schema.superRefine((value, context) => {
    for (const { path, problem } of problemsOf(value, rules))
      context.addIssue({ code: 'custom', path, message: problem, params: { crossField: true } });
  });
  const meta = schema.meta();
  return refined.meta({ ...meta, ...rules }) as T;
}
