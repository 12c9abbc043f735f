import { describe, expect, it } from 'vitest';
import { type Expecting, judge, StepFailure } from './steps.ts';

// One run of a command, judged for the recipes at it: each problem must be caused by exactly one of them.
const lint = 'npm run lint:spec';
const output = [
  'components/examples/users.yaml:5:9  error  oas3-valid-media-example  lacks "nickname"  (x)',
  'paths/users/documents.yaml:31:26  error  cambio-examples  needs an example  (y)',
].join('\n');
const failed = { code: 1, output };
const field: Expecting = ['add-field', { owns: (problem) => problem.message.includes('nickname') }];
const operation: Expecting = ['add-operation', { owns: (problem) => problem.file.startsWith('paths/') }];
const judged = (result: typeof failed, expecting: Expecting[]) => () => judge('', lint, result, expecting);

describe('judging a shared run', () => {
  it('passes when each problem is caused by one recipe and the command failed', () => {
    expect(judged(failed, [field, operation])).not.toThrow();
  });

  it('blames every recipe at the run for a problem none causes, or two do', () => {
    expect(judged(failed, [field, ['add-error-code', {}]])).toThrow(StepFailure);
    const greedy: Expecting = ['add-error-code', { owns: () => true }];
    expect(judged(failed, [field, operation, greedy])).toThrow(/add-field, add-operation, add-error-code/);
  });

  it('fails a recipe that expects problems of a run that printed none of its own, or passed', () => {
    const onlyTheOperation = { code: 1, output: output.split('\n')[1] ?? '' };
    expect(judged(onlyTheOperation, [field, operation])).toThrow(/^add-field at/);
    expect(judged({ code: 0, output: '' }, [field])).toThrow(StepFailure);
  });

  it('fails a run that failed when every recipe at it expects it to pass', () => {
    expect(judged({ code: 1, output: 'bundle: broken' }, [['add-field', {}]])).toThrow(StepFailure);
  });
});
