import type { z } from 'zod';

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
