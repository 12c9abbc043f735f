// `npm run lint` / `npm run format`: biome check on the files git tracks (with their uncommitted edits), not on
// every file under the folder, so that a scratch file left untracked in a clone does not fail `npm test`.
// Biome's VCS integration only skips what .gitignore names. Outside a git checkout it checks the whole folder.
// Extra arguments go to biome (`--write`).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const biome = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');
const extra = process.argv.slice(2);

function trackedFiles() {
  try {
    const listed = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    // A tracked file deleted in the working tree is still listed; biome would refuse the missing path.
    return listed.split('\0').filter((path) => path !== '' && existsSync(path));
  } catch {
    return undefined;
  }
}

const files = trackedFiles();
const paths = files ? ['--files-ignore-unknown=true', '--no-errors-on-unmatched', ...files] : ['.'];
const result = spawnSync(process.execPath, [biome, 'check', ...extra, ...paths], { stdio: 'inherit' });
process.exit(result.status ?? 1);
