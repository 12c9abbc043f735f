import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@hey-api/openapi-ts';
import type { OpenApiDocument } from './bundle.ts';

type ObjectResolverContext = {
  $: (symbol: unknown) => { attr(name: string): { call(...args: unknown[]): unknown } };
  schema: { additionalProperties?: { type?: string } };
  symbols: { z: unknown };
  nodes: { shape(ctx: ObjectResolverContext): unknown };
};

/**
 * The zod 4 schemas of the document, written by the zod plugin of @hey-api/openapi-ts.
 * One adjustment through the plugin's resolver hook: an object with `additionalProperties: false`
 * becomes `z.strictObject`, so unknown request fields are rejected as the document says.
 */
export async function generateZod(document: OpenApiDocument): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'cambio-zod-'));
  try {
    await createClient({
      input: structuredClone(document) as never,
      output: { path: outDir },
      logs: { level: 'silent' },
      plugins: [
        {
          name: 'zod',
          metadata: true,
          '~resolvers': {
            object: (ctx: ObjectResolverContext) =>
              ctx.schema.additionalProperties?.type === 'never'
                ? ctx.$(ctx.symbols.z).attr('strictObject').call(ctx.nodes.shape(ctx))
                : undefined,
          },
        } as never,
      ],
    });
    return await readFile(join(outDir, 'zod.gen.ts'), 'utf8');
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
