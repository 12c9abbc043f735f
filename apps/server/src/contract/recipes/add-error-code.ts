import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { replaceIn, root } from './repository-copy.ts';
import { change, lintPasses, run, type Step } from './steps.ts';

const errors = 'openapi/components/schemas/errors.yaml';

/** The catalogue's last code as the repository has it: the new code is the next one. */
const codes = readFileSync(join(root, errors), 'utf8').matchAll(/^ {6}code: (\d+)$/gm);
const last = Math.max(...[...codes].map((match) => Number(match[1])));
const code = last + 1;

/** The README's "Add an error code", `documentLimitReached` (the next free code, 422). */
export function addErrorCode(): Step[] {
  return [
    change(
      '# Add documentLimitReached to x-error-catalogue of ErrorCode in openapi/components/schemas/errors.yaml (name, code, status 422, message, description)',
      (copy) =>
        replaceIn(
          copy,
          errors,
          new RegExp(`(\\n {6}code: ${last}\\n(?: {6}.*\\n)+)`),
          `$1    - name: documentLimitReached\n      code: ${code}\n      status: 422\n      message: 'Document limit reached'\n      description: 'The user already has 100 documents.'\n`,
        ),
    ),
    run('npm run lint:spec', {
      owns: (problem) => new RegExp(`\\b(${code}|documentLimitReached)\\b`).test(problem.message),
      check: (mine) =>
        // The enum, the 422 response's description and the table of openapi.yaml are each asked for.
        expect(new Set(mine.map((problem) => problem.file))).toEqual(
          new Set(['components/schemas/errors.yaml', 'components/responses.yaml', 'openapi.yaml']),
        ),
    }),
    change(
      '# Add its code to the enum, to the description of UnprocessableEntity in openapi/components/responses.yaml and its row to the table of openapi.yaml',
      (copy) => {
        replaceIn(copy, errors, `      ${last},\n    ]`, `      ${last},\n      ${code},\n    ]`);
        replaceIn(
          copy,
          'openapi/components/responses.yaml',
          "47 the user's 10 webhook registrations reached.",
          `47 the user's 10 webhook registrations reached, ${code} the user's 100 documents reached.`,
        );
        replaceIn(
          copy,
          'openapi/openapi.yaml',
          new RegExp(`(\\n +)(\\| ${last} \\| \\d+ \\|[^\\n]*)`),
          `$1$2$1| ${code} | 422 | Document limit reached |`,
        );
      },
    ),
    lintPasses,
    run('npm run generate', {
      check: (_, __, copy) => {
        const catalogue = join(copy, 'packages/contract/generated/errors.gen.ts');
        expect(readFileSync(catalogue, 'utf8')).toContain('documentLimitReached');
      },
    }),
    run('npm run typecheck'),
  ];
}
