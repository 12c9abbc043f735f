import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { blockCode } from './blocks.ts';
import { addCode, replaceIn } from './repository-copy.ts';
import { change, lintPasses, run, type Step } from './steps.ts';

/**
 * The README's "Add an operation", `GET /api/users/{id}/documents` in the path's existing file, then
 * docs/extending.md's "Writing the handler": the code it shows, added as it says.
 */
export function addOperation(): Step[] {
  return [
    change(
      "# Add get to openapi/paths/users/documents.yaml (the path's file): operationId, tag, security, x-required-role, x-requires-approval, x-extension, the list headers and the shared error responses, no example",
      (copy) => replaceIn(copy, documentsPath, /^post:\n/m, `${listDocuments}post:\n`),
    ),
    run('npm run lint:spec', {
      owns: (problem) => problem.file === 'paths/users/documents.yaml',
      check: (mine) => {
        for (const problem of mine) expect(problem.message).toMatch(/needs an example/);
      },
    }),
    change('# Add the example to the 200 response', (copy) =>
      replaceIn(
        copy,
        documentsPath,
        "              $ref: '../../components/schemas/users.yaml#/DocumentType'\n",
        "              $ref: '../../components/schemas/users.yaml#/DocumentType'\n          example: [passport, proofOfAddress]\n",
      ),
    ),
    lintPasses,
    run('npm run generate'),
    run('npm run typecheck'),
    run('npx vitest run --root packages/contract-tests tests/pending.test.ts', {
      // The suite's coverage report names it pending (its case answering 501 code 10 passed).
      check: (_, result) => expect(result.output).toMatch(coverageRow('\\(pending\\) +', '501')),
    }),
    change(
      '# Add the code below: the query to apps/server/src/db/documents-queries.ts, the handler and the contract test as new files',
      (copy) => {
        const code = blockCode('docs/extending.md');
        expect([...code.keys()]).toEqual([query, handler, contractTest]);
        expect(existsSync(join(copy, handler)) || existsSync(join(copy, contractTest))).toBe(false);
        for (const [file, text] of code) addCode(copy, file, text);
      },
    ),
    change(
      '# List listUserDocumentsOperation in implemented of apps/server/src/routes/index.ts, and import it',
      (copy) => {
        const index = 'apps/server/src/routes/index.ts';
        replaceIn(
          copy,
          index,
          "import { listUsersOperation } from './users/list-users.ts';\n",
          "import { listUserDocumentsOperation } from './users/list-user-documents.ts';\nimport { listUsersOperation } from './users/list-users.ts';\n",
        );
        replaceIn(
          copy,
          index,
          '  uploadDocumentOperation,\n',
          '  uploadDocumentOperation,\n  listUserDocumentsOperation,\n',
        );
      },
    ),
    run('npm run typecheck'),
    run(
      'npx vitest run --root packages/contract-tests tests/pending.test.ts tests/auth.test.ts tests/users-documents-list.test.ts',
      {
        // No longer pending (pending.test.ts asks the served document), and the contract test made it answer 200.
        check: (_, result) => expect(result.output).toMatch(coverageRow('', '(?:\\d+ )*200')),
      },
    ),
  ];
}

const query = 'apps/server/src/db/documents-queries.ts';
const handler = 'apps/server/src/routes/users/list-user-documents.ts';
const contractTest = 'packages/contract-tests/tests/users-documents-list.test.ts';

/** The operation's row in the coverage report: its name (and mark), its route, the statuses exercised. */
const coverageRow = (mark: string, statuses: string) =>
  new RegExp(`^listUserDocuments +${mark}GET /api/users/\\{id\\}/documents +${statuses} `, 'm');

const documentsPath = 'openapi/paths/users/documents.yaml';
const listDocuments = `get:
  operationId: listUserDocuments
  tags: [Users]
  summary: List a user's documents
  description: >-
    The types of the first 100 documents uploaded for a user of the caller's broker, oldest first;
    X-Total-Count counts them all.
  x-extension: true
  security:
    - ApiKeyAuth: []
  x-required-role: read
  x-requires-approval: false
  parameters:
    - $ref: '../../components/parameters.yaml#/UserId'
  responses:
    '200':
      description: The user's documents.
      headers:
        X-Total-Count:
          $ref: '../../components/headers.yaml#/TotalCount'
        X-Total-Count-Capped:
          $ref: '../../components/headers.yaml#/TotalCountCapped'
        X-Request-Id:
          $ref: '../../components/headers.yaml#/RequestId'
        Access-Control-Allow-Origin:
          $ref: '../../components/headers.yaml#/AccessControlAllowOrigin'
        RateLimit:
          $ref: '../../components/headers.yaml#/RateLimit'
        RateLimit-Policy:
          $ref: '../../components/headers.yaml#/RateLimitPolicy'
      content:
        application/json:
          schema:
            type: array
            maxItems: 100
            description: The types of the user's documents.
            items:
              $ref: '../../components/schemas/users.yaml#/DocumentType'
${[
  '400 BadRequest',
  '401 Unauthorized',
  '403 Forbidden',
  '404 NotFound',
  '429 TooManyRequests',
  '500 InternalError',
]
  .map((entry) => entry.split(' '))
  .map(([status, name]) => `    '${status}':\n      $ref: '../../components/responses.yaml#/${name}'\n`)
  .join('')}`;
