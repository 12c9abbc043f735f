import { createRulesetFunction } from '@stoplight/spectral-core';

// Exactly one tag per operation (the docs group each operation once) and it is declared in the root `tags`.
export default createRulesetFunction({ input: null, options: null }, (operation, _options, context) => {
  const tags = operation?.tags;
  if (!Array.isArray(tags) || tags.length !== 1) {
    return [{ message: 'Operation must have exactly one tag.', path: [...context.path, 'tags'] }];
  }
  const rootTags = context.documentInventory.resolved?.tags;
  const declared = Array.isArray(rootTags) ? rootTags.map((t) => t?.name) : [];
  if (!declared.includes(tags[0])) {
    return [
      {
        message: `Tag "${tags[0]}" is not declared in the root \`tags\`.`,
        path: [...context.path, 'tags', 0],
      },
    ];
  }
  return [];
});
