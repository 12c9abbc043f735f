import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compileErrorFiles,
  copyRepository,
  edit,
  lintProblems,
  readmeRecipes,
  root,
  runCommand,
  type StepResult,
} from './recipe-copy.ts';

/**
 * The README's recipes ("Extending the document and regenerating"), applied to a copy of the repository line
 * by line as written: each `#` line is the edit below with the same words, each command runs and is checked
 * for what the README says of it at that point. The steps are read from the README, so a step it adds,
 * drops or rewords fails here until this test does it too. The recipes run in order on one copy.
 */
type Step = { readme: string; edit?: () => void; check?: (result: StepResult) => void };

let copy = '';
const lints = {
  fails(result: StepResult, where: (file: string) => boolean) {
    const problems = lintProblems(result.output);
    expect(result.code, result.output).not.toBe(0);
    expect(problems.length, result.output).toBeGreaterThan(0);
    // Every problem at a source file of the document, none at the bundle the linter checks.
    for (const problem of problems) expect(where(problem.file), result.output).toBe(true);
    return problems;
  },
  passes(result: StepResult) {
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain('No errors or warnings');
  },
};
const succeeds = (result: StepResult) => expect(result.code, result.output).toBe(0);
const lint = 'npm run lint:spec';

let examplesNamed: string[] = [];
const addField: Step[] = [
  {
    readme:
      "# Add nickname to User in openapi/components/schemas/users.yaml: required, type [string, 'null'], description, maxLength, example",
    edit: () =>
      edit(
        copy,
        'openapi/components/schemas/users.yaml',
        /(\nUser:\n[\s\S]*? {6}serviceFee,\n)( {4}\]\n {2}properties:\n)/,
        "$1      nickname,\n$2    nickname:\n      type: [string, 'null']\n      maxLength: 40\n      description: The name the user goes by, or null.\n      example: Ana\n",
      ),
  },
  {
    readme: lint,
    check: (result) => {
      const problems = lints.fails(result, (file) => file.startsWith('components/'));
      for (const problem of problems) expect(problem.message).toContain('"nickname"');
      examplesNamed = [...new Set(problems.map((problem) => `openapi/${problem.file}`))];
    },
  },
  {
    readme: '# Add nickname to each example the linter named',
    edit: () => {
      // Every example of a user starts with its id.
      for (const file of examplesNamed)
        edit(copy, file, /^( *)id: (usr_\w+)$/gm, '$1id: $2\n$1nickname: Ana');
    },
  },
  {
    readme:
      '# Add nickname to CreateUserRequest in openapi/components/schemas/users-requests.yaml: optional, type string',
    edit: () =>
      edit(
        copy,
        'openapi/components/schemas/users-requests.yaml',
        /(\nCreateUserRequest:\n[\s\S]*?\n {2}properties:\n)/,
        '$1    nickname:\n      type: string\n      maxLength: 40\n      description: The name the user goes by.\n      example: Ana\n',
      ),
  },
  { readme: lint, check: lints.passes },
  { readme: 'npm run generate', check: succeeds },
  {
    readme: 'npm run typecheck',
    check: (result) => {
      expect(result.code).not.toBe(0);
      expect(compileErrorFiles(result.output).sort(), result.output).toEqual([
        'src/domain/users/create-user.ts',
        'src/domain/users/user-view.ts',
      ]);
    },
  },
  {
    readme: '# Keep nickname in the Profile (domain/users/profile.ts), take it in userRow, show it in toUser',
    edit: () => {
      const users = 'apps/server/src/domain/users';
      edit(copy, `${users}/profile.ts`, "  | 'serviceFee'\n", "  | 'serviceFee'\n  | 'nickname'\n");
      edit(
        copy,
        `${users}/create-user.ts`,
        '    additionalInformation,\n',
        '    additionalInformation,\n    nickname,\n',
      );
      edit(
        copy,
        `${users}/create-user.ts`,
        '    attributes: [],\n',
        '    attributes: [],\n    nickname: nickname ?? null,\n',
      );
      edit(
        copy,
        `${users}/user-view.ts`,
        '    serviceFee: profile.serviceFee,\n',
        '    serviceFee: profile.serviceFee,\n    nickname: profile.nickname ?? null,\n',
      );
    },
  },
  { readme: 'npm run typecheck', check: succeeds },
  {
    readme:
      'npx vitest run --root packages/contract-tests tests/users-create.test.ts tests/users-get.test.ts',
    check: succeeds,
  },
];

const listDocuments = `get:
  operationId: listUserDocuments
  tags: [Users]
  summary: List a user's documents
  description: The types of the documents uploaded for a user of the caller's broker, oldest first.
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
    '400':
      $ref: '../../components/responses.yaml#/BadRequest'
    '401':
      $ref: '../../components/responses.yaml#/Unauthorized'
    '403':
      $ref: '../../components/responses.yaml#/Forbidden'
    '404':
      $ref: '../../components/responses.yaml#/NotFound'
    '429':
      $ref: '../../components/responses.yaml#/TooManyRequests'
    '500':
      $ref: '../../components/responses.yaml#/InternalError'
`;
const documentsPath = 'openapi/paths/users/documents.yaml';
const addOperation: Step[] = [
  {
    readme:
      "# Add get to openapi/paths/users/documents.yaml (the path's file): operationId, tag, security, x-required-role, x-requires-approval, x-extension, the list headers and the shared error responses, no example",
    edit: () => edit(copy, documentsPath, /^post:\n/m, `${listDocuments}post:\n`),
  },
  {
    readme: lint,
    check: (result) => {
      const problems = lints.fails(result, (file) => file === 'paths/users/documents.yaml');
      expect(problems.map((problem) => problem.message).join('\n')).toMatch(/example/i);
    },
  },
  {
    readme: '# Add the example to the 200 response',
    edit: () =>
      edit(
        copy,
        documentsPath,
        "              $ref: '../../components/schemas/users.yaml#/DocumentType'\n",
        "              $ref: '../../components/schemas/users.yaml#/DocumentType'\n          example: [passport, proofOfAddress]\n",
      ),
  },
  { readme: lint, check: lints.passes },
  { readme: 'npm run generate', check: succeeds },
  { readme: 'npm run typecheck', check: succeeds },
  {
    readme: 'npx vitest run --root packages/contract-tests tests/pending.test.ts',
    check: (result) => {
      succeeds(result);
      // The suite's coverage report names it pending (its case answering 501 code 10 passed).
      expect(result.output).toMatch(
        /listUserDocuments \(pending\) +GET \/api\/users\/\{id\}\/documents +501 /,
      );
    },
  },
];

const addErrorCode: Step[] = [
  {
    readme:
      '# Add documentLimitReached to x-error-catalogue of ErrorCode in openapi/components/schemas/errors.yaml (name, code, status 422, message, description)',
    edit: () =>
      edit(
        copy,
        'openapi/components/schemas/errors.yaml',
        /(\n {4}- name: payoutNotAllowed\n(?: {6}.*\n)+)/,
        "$1    - name: documentLimitReached\n      code: 49\n      status: 422\n      message: 'Document limit reached'\n      description: 'The user already has 100 documents.'\n",
      ),
  },
  {
    readme: lint,
    check: (result) => {
      const problems = lints.fails(result, () => true);
      expect(new Set(problems.map((problem) => problem.file))).toEqual(
        new Set(['components/schemas/errors.yaml', 'components/responses.yaml', 'openapi.yaml']),
      );
    },
  },
  {
    readme:
      '# Add its code to the enum, to the description of UnprocessableEntity in openapi/components/responses.yaml and its row to the table of openapi.yaml',
    edit: () => {
      edit(copy, 'openapi/components/schemas/errors.yaml', '      48,\n    ]', '      48,\n      49,\n    ]');
      edit(
        copy,
        'openapi/components/responses.yaml',
        "47 the user's 10 webhook registrations reached.",
        "47 the user's 10 webhook registrations reached, 49 the user's 100 documents reached.",
      );
      edit(
        copy,
        'openapi/openapi.yaml',
        /(\n +)(\| 48 \| 409 \|[^\n]*)/,
        '$1$2$1| 49 | 422 | Document limit reached |',
      );
    },
  },
  { readme: lint, check: lints.passes },
  {
    readme: 'npm run generate',
    check: (result) => {
      succeeds(result);
      const generated = readFileSync(join(copy, 'packages/contract/generated/errors.gen.ts'), 'utf8');
      expect(generated).toContain('documentLimitReached');
    },
  },
  { readme: 'npm run typecheck', check: succeeds },
];

const recipes: Array<[name: string, steps: Step[]]> = [
  ['add-field', addField],
  ['add-operation', addOperation],
  ['add-error-code', addErrorCode],
];

beforeAll(() => {
  copy = copyRepository();
}, 120_000);
afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/** The names the README's recipes add; nothing of the project may use them already. */
const exampleNames = ['nickname', 'listUserDocuments', 'documentLimitReached'];
const checkedFolders = [
  'openapi',
  'packages/contract-tests/src',
  'packages/contract-tests/tests',
  'apps/server/src',
];

describe("the README's example names", () => {
  it('are the ones its recipes add, and no document file or test uses them (an unknown-field case, say)', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    for (const name of exampleNames) expect(readme).toContain(name);
    const users = checkedFolders.flatMap((folder) =>
      filesUnder(join(root, folder))
        .filter((file) => !file.endsWith('/recipes.test.ts'))
        .filter((file) => exampleNames.some((name) => readFileSync(file, 'utf8').includes(name))),
    );
    expect(users.map((file) => file.slice(root.length + 1))).toEqual([]);
  });
});

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter(
      (entry) =>
        entry.isFile() && !entry.parentPath.includes('node_modules') && /\.(ya?ml|ts)$/.test(entry.name),
    )
    .map((entry) => join(entry.parentPath, entry.name));
}

describe("the README's recipes", () => {
  it.each(recipes)('%s: the README lists exactly the steps this test takes', (name, steps) => {
    expect(readmeRecipes().get(name)).toEqual(steps.map((step) => step.readme));
  });

  // In order, on one copy: each recipe starts where the one before left the repository.
  it.each(recipes)(
    '%s: each step does what the README says at that point',
    (_, steps) => {
      for (const step of steps) {
        if (step.edit) step.edit();
        else step.check?.(runCommand(copy, step.readme));
      }
    },
    900_000,
  );
});
