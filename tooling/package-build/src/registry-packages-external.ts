import { builtinModules } from 'node:module';
import type { Plugin } from 'esbuild';

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
export const packageName = (path: string) =>
  path
    .split('/')
    .slice(0, path.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * For a packed package's bundle: Node's modules and the registry packages in `dependencies` (its package.json's)
 * stay imports, which npm installs beside it; the workspace's own packages (`@cambio/…`) are inlined. Any other
 * package the bundle imports fails the build: it would be missing where the tarball is installed.
 */
export function registryPackagesExternal(dependencies: Iterable<string>): Plugin {
  const listed = new Set(dependencies);
  return {
    name: 'registry-packages-external',
    setup(bundle) {
      bundle.onResolve({ filter: /^[^./]/ }, ({ path, importer }) => {
        const name = packageName(path);
        if (path.startsWith('node:') || builtinModules.includes(name)) return { path, external: true };
        if (name.startsWith('@cambio/')) return undefined;
        if (listed.has(name)) return { path, external: true };
        return {
          errors: [{ text: `${path} (imported by ${importer}) is not in package.json's dependencies` }],
        };
      });
    },
  };
}
