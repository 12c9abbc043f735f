// `npm pack`'s prepack: the conformance kit as plain ES modules in dist/ for Node 20. Each test file the kit
// carries, the suite's setup files and the `cambio-conformance` command are entry points; modules they share
// (the target, the coverage record) become shared chunks, so a test file and the setup file see one instance,
// as they do in the repository (vitest runs the files unisolated). The workspace's packages (the document, the
// client) are inlined; registry packages stay imports and must be package.json dependencies. The in-process
// targets (the server's modules, workerd) are not carried: the kit runs the url target only.
import { readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { registryPackagesExternal } from '@cambio/package-build';
import { build, type Plugin } from 'esbuild';
import manifest from '../package.json' with { type: 'json' };
import { inKit } from './kit-files.ts';

const root = join(import.meta.dirname, '..');

const inProcessOnly = /^(@cambio\/server|wrangler)(\/|$)|\/targets\/(worker|production)\.ts$/;

// Loaded only by a target the kit never selects (CONTRACT_TARGET is url): a module that says so if it were.
const inProcessModules: Plugin = {
  name: 'in-process-only',
  setup(bundle) {
    bundle.onResolve({ filter: inProcessOnly }, ({ path }) => ({ path, namespace: 'in-process-only' }));
    bundle.onLoad({ filter: /.*/, namespace: 'in-process-only' }, ({ path }) => ({
      contents: `throw new Error(${JSON.stringify(`${path} is not in the conformance kit: it runs the url target only`)});`,
    }));
  },
};

const testFiles = readdirSync(join(root, 'tests'), { recursive: true, encoding: 'utf8' })
  .map((file) => `tests/${file}`)
  .filter((file) => file.endsWith('.test.ts') && inKit(file));

rmSync(join(root, 'dist'), { recursive: true, force: true });
const result = await build({
  entryPoints: [
    ...testFiles,
    'src/setup/global-setup.ts',
    'src/setup/record-coverage.ts',
    'kit/cambio-conformance.ts',
    'kit/kit-runner.ts',
  ].map((file) => join(root, file)),
  outdir: join(root, 'dist'),
  outbase: root,
  entryNames: '[dir]/[name]',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  conditions: ['@cambio/source'],
  plugins: [inProcessModules, registryPackagesExternal(Object.keys(manifest.dependencies))],
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(
  `${relative(root, join(root, 'dist'))}: ${testFiles.length} test files, ${(bytes / 1024).toFixed(0)} KB`,
);
