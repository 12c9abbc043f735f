import { formRefusing, problemsThroughUnions } from '@cambio/contract/union-branches';
import type { z } from 'zod';
import { invalidField, invalidFields } from '../errors.ts';

const locations: Record<string, string> = {
  json: 'body',
  form: 'body',
  query: 'query',
  param: 'path',
  header: 'header',
};

type HookResult = { success: true } | { success: false; error: z.ZodError; target: string; data?: unknown };

/** Entries of one 400 at most: a body of a thousand unknown fields gets a bounded answer. */
export const maxFieldErrors = 20;

/**
 * Validation failures become a 400 (code 9) with one entry per field at fault (the first problem of each,
 * in the schema's order, at most `maxFieldErrors`), each naming its field and saying what is wrong.
 */
export function validationHook(result: HookResult): void {
  refuse(result, undefined);
}

/**
 * The hook of a route whose JSON body is `body`: a field of another form of a discriminated union (`oneOf` with
 * a `discriminator`) is worded by the form the discriminator picked, "businessName is not allowed when
 * userType is individual", where zod itself sees only an unknown key of the picked form.
 */
export function validationHookFor(body: z.core.$ZodType | undefined): (result: HookResult) => void {
  return (result) => refuse(result, body);
}

function refuse(result: HookResult, body: z.core.$ZodType | undefined): void {
  if (result.success) return;
  const location = locations[result.target] ?? result.target;
  const problems = new Map<string, string>();
  for (const issue of problemsThroughUnions(result.error.issues)) {
    if (issue.code === 'key_of_other_form') {
      const field = [location, ...issue.path].join('.');
      const others = issue.with.length > 0 ? ` with ${issue.with.join(' or ')}` : ' in this form';
      if (!problems.has(field)) problems.set(field, `is not allowed${others}`);
    } else if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const field = [location, ...issue.path, key].join('.');
        const form =
          body && result.target === 'json' ? formRefusing(body, result.data, issue.path, key) : undefined;
        const problem = form
          ? `is not allowed when ${form.discriminator} is ${String(form.value)}`
          : 'is not a known field';
        if (!problems.has(field)) problems.set(field, problem);
      }
    } else {
      const field = [location, ...issue.path].join('.');
      if (!problems.has(field)) problems.set(field, describe(issue));
    }
    if (problems.size >= maxFieldErrors) break;
  }
  if (problems.size === 0) throw invalidField(location, 'is invalid');
  throw invalidFields([...problems].slice(0, maxFieldErrors).map(([field, problem]) => ({ field, problem })));
}

function describe(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.message.includes('received undefined')
        ? 'is required'
        : `must be ${article(issue.expected)}`;
    case 'invalid_value':
      return `must be one of ${quoted(issue.values)}`;
    case 'invalid_format':
      return issue.format === 'regex' && 'pattern' in issue
        ? `must match ${issue.pattern}`
        : `must be a valid ${issue.format}`;
    case 'too_small':
      return issue.origin === 'string' || issue.origin === 'array'
        ? `must have at least ${issue.minimum} ${issue.origin === 'string' ? 'characters' : 'items'}`
        : `must be ${issue.inclusive ? 'at least' : 'greater than'} ${issue.minimum}`;
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array'
        ? `must have at most ${issue.maximum} ${issue.origin === 'string' ? 'characters' : 'items'}`
        : `must be ${issue.inclusive ? 'at most' : 'less than'} ${issue.maximum}`;
    case 'invalid_union':
      return describeUnion(issue);
    case 'custom':
      // The document's cross-field rules (@cambio/contract's withCrossFieldRules) word their own problem.
      return issue.message;
    default:
      return `is invalid: ${issue.message}`;
  }
}

/**
 * A value no branch of a union takes: for a discriminator (`type`) or a union of enumerations (an asset is a
 * fiat currency or a stablecoin), every allowed value.
 */
function describeUnion(issue: z.core.$ZodIssueInvalidUnion): string {
  // A discriminated union names its discriminator's values (not in zod's issue type).
  const options = (issue as { options?: unknown }).options;
  if (Array.isArray(options)) return `must be one of ${quoted(options)}`;
  const values = issue.errors.flatMap((branch) =>
    branch.length === 1 && branch[0]?.code === 'invalid_value' && branch[0].path.length === 0
      ? branch[0].values
      : [undefined],
  );
  if (values.length > 0 && !values.includes(undefined)) return `must be one of ${quoted(values)}`;
  // A value of the wrong type for every form (text where an object is due).
  const types = issue.errors.map(([only, ...more]) =>
    only?.code === 'invalid_type' && only.path.length === 0 && more.length === 0 ? only.expected : undefined,
  );
  const [type] = types;
  if (type !== undefined && types.every((other) => other === type)) return `must be ${article(type)}`;
  return 'does not match any of the allowed forms';
}

function quoted(values: readonly unknown[]): string {
  return values.map((value) => JSON.stringify(value)).join(', ');
}

const typeNames: Record<string, string> = { int: 'integer' };

function article(expected: string): string {
  const name = typeNames[expected] ?? expected;
  return /^[aeiou]/.test(name) ? `an ${name}` : `a ${name}`;
}
