import type { z } from 'zod';
import { invalidField } from '../errors.ts';

const locations: Record<string, string> = { json: 'body', form: 'body', query: 'query', param: 'path', header: 'header' };

type HookResult = { success: true } | { success: false; error: z.ZodError; target: string };

/** Validation failures become a 400 (code 9) that names the first field at fault. */
export function validationHook(result: HookResult): void {
  if (result.success) return;
  const issue = result.error.issues[0];
  const location = locations[result.target] ?? result.target;
  if (!issue) throw invalidField(location, 'is invalid');
  if (issue.code === 'unrecognized_keys') {
    const path = [location, ...issue.path, issue.keys[0]].join('.');
    throw invalidField(path, 'is not a known field');
  }
  const field = [location, ...issue.path].join('.');
  if (issue.code === 'invalid_type' && issue.message.includes('received undefined')) {
    throw invalidField(field, 'is required');
  }
  throw invalidField(field, describe(issue));
}

function describe(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_value') return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
  if (issue.code === 'invalid_format') return `must be a valid ${issue.format}`;
  return `is invalid: ${issue.message}`;
}
