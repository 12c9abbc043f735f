import { expect } from 'vitest';
import { replaceIn } from './repository-copy.ts';
import { change, lintPasses, run, type Step } from './steps.ts';

const users = 'apps/server/src/domain/users';

/** The README's "Add a field": a required and nullable `nickname` on users, optional in both forms of CreateUserRequest. */
export function addField(): Step[] {
  let examplesNamed: string[] = [];
  return [
    change(
      "# Add nickname to User in openapi/components/schemas/users.yaml: required, type [string, 'null'], description, maxLength, example",
      (copy) =>
        replaceIn(
          copy,
          'openapi/components/schemas/users.yaml',
          /(\nUser:\n[\s\S]*? {6}serviceFee,\n)( {4}\]\n {2}properties:\n)/,
          "$1      nickname,\n$2    nickname:\n      type: [string, 'null']\n      maxLength: 40\n      description: The name the user goes by, or null.\n      example: Ana\n",
        ),
    ),
    run('npm run lint:spec', {
      owns: (problem) => problem.message.includes('"nickname"'),
      check: (mine) => {
        // At the source files of the document, never at the bundle the linter checks.
        for (const problem of mine) expect(problem.file).toMatch(/^components\/.+\.yaml$/);
        examplesNamed = [...new Set(mine.map((problem) => `openapi/${problem.file}`))];
      },
    }),
    change('# Add nickname to each example the linter named', (copy) => {
      // Every example of a user starts with its id.
      for (const file of examplesNamed)
        replaceIn(copy, file, /^( *)id: (usr_\w+)$/gm, '$1id: $2\n$1nickname: Ana');
    }),
    change(
      '# Add nickname to IndividualUserRequest and BusinessUserRequest in openapi/components/schemas/user-kinds.yaml: optional, type string',
      (copy) =>
        replaceIn(
          copy,
          'openapi/components/schemas/user-kinds.yaml',
          /(\n(?:Individual|Business)UserRequest:\n[\s\S]*?\n {2}properties:\n)/g,
          '$1    nickname:\n      type: string\n      maxLength: 40\n      description: The name the user goes by.\n      example: Ana\n',
        ),
    ),
    lintPasses,
    run('npm run generate'),
    run('npm run typecheck', {
      owns: (problem) => problem.file.startsWith(`${users}/`),
      check: (mine) =>
        expect(mine.map((problem) => problem.file).sort()).toEqual([
          `${users}/create-user.ts`,
          `${users}/user-view.ts`,
        ]),
    }),
    change(
      '# Keep nickname in the Profile (domain/users/profile.ts), take it in userRow, show it in toUser',
      (copy) => {
        replaceIn(copy, `${users}/profile.ts`, "  | 'serviceFee'\n", "  | 'serviceFee'\n  | 'nickname'\n");
        replaceIn(
          copy,
          `${users}/create-user.ts`,
          '    additionalInformation,\n',
          '    additionalInformation,\n    nickname,\n',
        );
        replaceIn(
          copy,
          `${users}/create-user.ts`,
          '    attributes: [],\n',
          '    attributes: [],\n    nickname: nickname ?? null,\n',
        );
        replaceIn(
          copy,
          `${users}/user-view.ts`,
          '    serviceFee: profile.serviceFee,\n',
          '    serviceFee: profile.serviceFee,\n    nickname: profile.nickname ?? null,\n',
        );
      },
    ),
    run('npm run typecheck'),
    run('npx vitest run --root packages/contract-tests tests/users-create.test.ts tests/users-get.test.ts'),
  ];
}
