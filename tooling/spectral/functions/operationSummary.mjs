import { createRulesetFunction } from '@stoplight/spectral-core';

// A short summary (it becomes the docs' menu entry and the generated client's JSDoc title).
export default createRulesetFunction({ input: null, options: null }, (operation, _options, context) => {
  const summary = operation?.summary;
  const path = [...context.path, 'summary'];
  if (typeof summary !== 'string' || summary.trim() === '') {
    return [{ message: 'Operation must have a summary.', path: context.path }];
  }
  const results = [];
  if (summary.length > 60)
    results.push({ message: `Summary is ${summary.length} characters; keep it <= 60.`, path });
  if (/\.\s*$/.test(summary)) results.push({ message: 'Summary must not end with a period.', path });
  return results;
});
