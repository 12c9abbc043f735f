import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

/**
 * The better-sqlite3 binary this workspace built, packed as the prebuilt archive prebuild-install looks for
 * (`npm_config_better_sqlite3_local_prebuilds`): the same install path as a download from GitHub, from a
 * folder. Returns the folder.
 */
export async function localBetterSqlitePrebuild(folder: string): Promise<string> {
  const root = dirname(createRequire(import.meta.url).resolve('better-sqlite3/package.json'));
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  // prebuild-install's name: {name}-v{version}-{runtime}-v{abi}-{platform}{libc}-{arch}.tar.gz
  const { header } = process.report.getReport() as { header: { glibcVersionRuntime?: string } };
  const libc = process.platform === 'linux' && !header.glibcVersionRuntime ? '-musl' : '';
  const name = `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}${libc}-${process.arch}.tar.gz`;
  mkdirSync(folder, { recursive: true });
  await promisify(execFile)('tar', ['-czf', join(folder, name), 'build/Release/better_sqlite3.node'], {
    cwd: root,
  });
  return folder;
}
