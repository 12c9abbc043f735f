// `npm pack`'s prepack: ES modules for Node 20 in dist/: the `cambio` command (cambio.js) and the package's
// exports, createApp (app.js) and createNodeRuntime (node.js), their shared code in chunks/. The workspace's own
// packages (@cambio/contract, with the document) are inlined; every registry package stays an import and must
// be one of package.json's dependencies, which npm installs beside it. The migrations (drizzle/) ship as files
// (package.json "files"), found from the package's folder (src/node/package-files.ts).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { registryPackagesExternal } from '@cambio/package-build';
import { build } from 'esbuild';
import manifest from '../package.json' with { type: 'json' };

const root = join(import.meta.dirname, '..');

rmSync(join(root, 'dist'), { recursive: true, force: true });
const result = await build({
  entryPoints: {
    cambio: join(root, 'src/node/cambio.ts'),
    app: join(root, 'src/app.ts'),
    node: join(root, 'src/node/runtime.ts'),
  },
  outdir: join(root, 'dist'),
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  conditions: ['@cambio/source'],
  plugins: [registryPackagesExternal(Object.keys(manifest.dependencies))],
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(`dist/: ${(bytes / 1024).toFixed(0)} KB`);
