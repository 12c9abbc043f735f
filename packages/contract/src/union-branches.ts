import { z } from 'zod';

type Issue = z.core.$ZodIssue;

/** How far a value is from a branch: its problems, an unknown key counting once per key. */
const distance = (issues: Issue[]) =>
  issues.reduce((sum, issue) => sum + (issue.code === 'unrecognized_keys' ? issue.keys.length : 1), 0);

const spelled = (path: PropertyKey[]) => path.map(String).join('.');

/** The keys a branch refuses as unknown, spelled from the union's value. */
function refusedKeys(issues: Issue[]): string[] {
  return issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys' ? issue.keys.map((key) => spelled([...issue.path, key])) : [],
  );
}

/** A key the closest branch refuses but another takes, and what that other branch refuses in its stead. */
export type KeyOfOtherForm = { code: 'key_of_other_form'; path: PropertyKey[]; with: string[] };

/**
 * The problems of a union no branch takes (the document's `oneOf` of whole object schemas), as the closest
 * branch sees them, at paths from the request's root: a quote with no amount hears that `origin.amount` is
 * required, not that it "matches no form". A key that branch refuses but another takes is not unknown: it
 * comes back as `key_of_other_form`, with the keys the other branches refuse instead ("`depositAddress` is not
 * allowed with `reference`"). Undefined when every branch refuses the value itself (a union of enumerations).
 */
export function closestBranch(issue: z.core.$ZodIssueInvalidUnion): (Issue | KeyOfOtherForm)[] | undefined {
  const branches = issue.errors;
  const [first] = branches;
  const aboutFields = (branch: Issue[]) =>
    branch.some((inner) => inner.path.length > 0 || inner.code === 'unrecognized_keys');
  if (first === undefined || !branches.some(aboutFields)) return undefined;
  const closest = branches.reduce(
    (best, branch) => (distance(branch) < distance(best) ? branch : best),
    first,
  );
  const others = branches.filter((branch) => branch !== closest).map(refusedKeys);
  const out: (Issue | KeyOfOtherForm)[] = [];
  for (const inner of closest) {
    const path = [...issue.path, ...inner.path];
    if (inner.code !== 'unrecognized_keys') {
      out.push({ ...inner, path });
      continue;
    }
    const unknown = inner.keys.filter((key) =>
      others.every((keys) => keys.includes(spelled([...inner.path, key]))),
    );
    if (unknown.length > 0) out.push({ ...inner, path, keys: unknown });
    for (const key of inner.keys.filter((name) => !unknown.includes(name))) {
      const instead = [...new Set(others.flat())].filter((name) => name !== spelled([...inner.path, key]));
      out.push({ code: 'key_of_other_form', path: [...path, key], with: instead });
    }
  }
  return out;
}

/** Every problem of a refusal, a union's as its closest branch's (nested unions too). */
export function problemsThroughUnions(issues: readonly Issue[]): (Issue | KeyOfOtherForm)[] {
  const through = (issue: Issue | KeyOfOtherForm): (Issue | KeyOfOtherForm)[] => {
    if (issue.code !== 'invalid_union') return [issue];
    const branch = closestBranch(issue);
    return branch ? branch.flatMap(through) : [issue];
  };
  return issues.flatMap(through);
}

/** The form a discriminator picked, when a key it refuses is a field of another form of the same union. */
export type PickedForm = { discriminator: string; value: unknown };

/**
 * Why `key` of the object at `path` of `value` is refused, when `schema` has a discriminated union there (the
 * document's `oneOf` with a `discriminator`) whose picked form lacks the key and another form has it: zod
 * reports only the picked form's problems, so `businessName` of an individual user would be "not a known
 * field" though it is the business form's. Undefined when the key is no form's field.
 */
export function formRefusing(
  schema: z.core.$ZodType,
  value: unknown,
  path: readonly PropertyKey[],
  key: string,
): PickedForm | undefined {
  const object = path.reduce<unknown>((at, step) => (at as Record<PropertyKey, unknown>)?.[step], value);
  if (typeof object !== 'object' || object === null) return undefined;
  for (const union of discriminatedUnionsAt(schema, path)) {
    const { discriminator, options } = union._zod.def;
    const picked = (object as Record<string, unknown>)[discriminator];
    const fields = options.map((form) =>
      form instanceof z.core.$ZodObject ? Object.keys(form._zod.def.shape) : [],
    );
    const at = options.findIndex((form) => form._zod.propValues?.[discriminator]?.has(picked as never));
    if (at >= 0 && !fields[at]?.includes(key) && fields.some((names) => names.includes(key)))
      return { discriminator, value: picked };
  }
  return undefined;
}

/** The discriminated unions a schema has at `path`, through wrappers, objects, arrays and every form of a union. */
function discriminatedUnionsAt(
  schema: z.core.$ZodType,
  path: readonly PropertyKey[],
): z.core.$ZodDiscriminatedUnion[] {
  if (schema instanceof z.core.$ZodOptional || schema instanceof z.core.$ZodNullable)
    return discriminatedUnionsAt(schema._zod.def.innerType, path);
  if (schema instanceof z.core.$ZodDefault || schema instanceof z.core.$ZodReadonly)
    return discriminatedUnionsAt(schema._zod.def.innerType, path);
  if (schema instanceof z.core.$ZodPipe) return discriminatedUnionsAt(schema._zod.def.in, path);
  if (schema instanceof z.core.$ZodLazy) return discriminatedUnionsAt(schema._zod.def.getter(), path);
  if (schema instanceof z.core.$ZodUnion) {
    const inner = schema._zod.def.options.flatMap((form) => discriminatedUnionsAt(form, path));
    return path.length === 0 && schema instanceof z.core.$ZodDiscriminatedUnion ? [schema, ...inner] : inner;
  }
  const [step, ...rest] = path;
  if (schema instanceof z.core.$ZodObject && typeof step === 'string') {
    const field = schema._zod.def.shape[step];
    return field ? discriminatedUnionsAt(field, rest) : [];
  }
  if (schema instanceof z.core.$ZodArray && typeof step === 'number')
    return discriminatedUnionsAt(schema._zod.def.element, rest);
  return [];
}
