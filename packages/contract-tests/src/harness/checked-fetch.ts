import { recordExercise } from './coverage.ts';
import { findOperation } from './document.ts';
import type { Target } from './target.ts';
import { responseProblems, type SeenResponse, unroutedProblems } from './validate-response.ts';

export class ContractViolation extends Error {
  override name = 'ContractViolation';
}

/**
 * The one way the suite reaches a server: every response to an /api path is checked against the bundled
 * document (and recorded for the coverage report); any problem fails the test that made the request.
 * Paths outside /api (the docs and onboarding pages) are not part of the document and pass unchecked.
 * No contract test expects a 5xx other than 501: a 500 is always a failure, documented or not.
 */
export async function checkedFetch(target: Target, request: Request): Promise<Response> {
  const method = request.method;
  const url = new URL(request.url);
  const response = await target.fetch(request);
  if (!url.pathname.startsWith('/api/') && url.pathname !== '/api') return response;
  const seen: SeenResponse = {
    status: response.status,
    headers: response.headers,
    text: await response.clone().text(),
  };
  const match = findOperation(method, url.pathname);
  let problems: string[];
  let label: string;
  if (match.kind === 'operation') {
    label = `${match.entry.id} (${method} ${match.entry.template})`;
    problems = responseProblems(match.entry, seen);
  } else {
    label = `${method} ${url.pathname} (no operation${match.kind === 'methodNotAllowed' ? ` for this method; allowed ${match.allowed.join(', ')}` : ''})`;
    problems = unroutedProblems(match.kind === 'notFound' ? 404 : 405, seen);
  }
  if (seen.status >= 500 && seen.status !== 501) problems.unshift(`server error ${seen.status}`);
  if (match.kind === 'operation') recordExercise(match.entry.id, seen.status, problems.length > 0);
  if (problems.length > 0) {
    const body = seen.text.length > 600 ? `${seen.text.slice(0, 600)}…` : seen.text;
    throw new ContractViolation(
      `${label} answered ${seen.status} against the document:\n  - ${problems.join('\n  - ')}\n  body: ${body}`,
    );
  }
  return response;
}
