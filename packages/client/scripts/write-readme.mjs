// The packed client's README.md (npm pack's prepack, after the build): scripts/README.template.md with the
// version of the document the types were generated from, the package's own version and Node range, and the
// typed first quote exactly as docs/client.md shows it (the block after its `<!-- first-quote -->` marker).
// Written at pack time and not committed (.gitignore), so it cannot drift from what it ships with.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const clientDir = join(import.meta.dirname, '..');
const repository = join(clientDir, '../..');
const read = (path) => readFileSync(join(repository, path), 'utf8');

const document = JSON.parse(read('packages/contract/generated/openapi.json'));
const manifest = JSON.parse(read('packages/client/package.json'));
const firstQuote = read('docs/client.md').match(/<!-- first-quote -->\n(```ts\n[\s\S]*?\n```)\n/)?.[1];
if (!firstQuote) throw new Error('docs/client.md has no ```ts block after <!-- first-quote -->');

const values = {
  documentVersion: document.info.version,
  packageVersion: manifest.version,
  node: manifest.engines.node,
  firstQuote,
};
const readme = read('packages/client/scripts/README.template.md').replace(/\{\{(\w+)\}\}/g, (_, name) => {
  if (!(name in values)) throw new Error(`README.template.md names an unknown value {{${name}}}`);
  return values[name];
});
writeFileSync(join(clientDir, 'README.md'), readme);
