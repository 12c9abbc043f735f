import type { z } from 'zod';
import { invalidField } from '../errors.ts';

const locations: Record<string, string> = {
  json: 'body',
  form: 'body',
  query: 'query',
  param: 'path',
  header: 'header',
};

type HookResult = { success: true } | { success: false; error: z.ZodError; target: string };

/** Validation failures become a 400 (code 9) that names the first field at fault and says what is wrong. */
export function validationHook(result: HookResult): void {
  if (result.success) return;
  const issue = result.error.issues[0];
  const location = locations[result.target] ?? result.target;
  if (!issue) throw invalidField(location, 'is invalid');
  if (issue.code === 'unrecognized_keys') {
    throw invalidField([location, ...issue.path, issue.keys[0]].join('.'), 'is not a known field');
  }
  throw invalidField([location, ...issue.path].join('.'), describe(issue));
}

function describe(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.message.includes('received undefined')
        ? 'is required'
        : `must be ${article(issue.expected)}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
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
    default:
      return `is invalid: ${issue.message}`;
  }
}

const typeNames: Record<string, string> = { int: 'integer' };

function article(expected: string): string {
  const name = typeNames[expected] ?? expected;
  return /^[aeiou]/.test(name) ? `an ${name}` : `a ${name}`;
}
