import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './repository-copy.ts';

/** Where a recipe's steps are written: a Markdown file of the repository and the block's name. */
export type Block = { file: 'README.md' | 'docs/extending.md'; name: string };

/**
 * The steps of a recipe block (`<!-- recipe-test: name -->` then a sh block), one a line: an edit is a `#`
 * line, said whole; a command is run without its trailing comment.
 */
export function blockSteps({ file, name }: Block): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const block = text.match(new RegExp(`<!-- recipe-test: ${name} -->\\n\`\`\`sh\\n([\\s\\S]*?)\`\`\``))?.[1];
  if (block === undefined) return [];
  return block
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => (line.startsWith('#') ? line : line.replace(/\s+#.*$/, '').trim()));
}

/** The code a Markdown file shows for a recipe to add to a file: `<!-- recipe-code: path -->` then a code block. */
export function blockCode(file: Block['file']): Map<string, string> {
  const text = readFileSync(join(root, file), 'utf8');
  const blocks = [...text.matchAll(/<!-- recipe-code: (\S+) -->\n```\w*\n([\s\S]*?)```/g)];
  return new Map(blocks.map((match) => [match[1] ?? '', match[2] ?? '']));
}
