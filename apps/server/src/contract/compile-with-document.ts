import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { bundleDocument, type OpenApiDocument } from '../../../../tooling/codegen/src/bundle.ts';
import { generateRoutes } from '../../../../tooling/codegen/src/routes.ts';
import { generateTypes } from '../../../../tooling/codegen/src/types.ts';
import { generateZod } from '../../../../tooling/codegen/src/zod.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const generatedDir = join(root, 'packages/contract/generated');
const serverDir = join(root, 'apps/server');

/** The bundled document (openapi/openapi.yaml), to change in memory. */
export function loadDocument(): Promise<OpenApiDocument> {
  return bundleDocument(join(root, 'openapi/openapi.yaml'));
}

/** A compile error: the file (relative to the repository), the function around it, and its message. */
export type CompileError = { file: string; inFunction: string | undefined; message: string };

/**
 * Type-checks the server as `npm run typecheck` does, with the contract's generated types, zod schemas and
 * routes made from `document` instead of the committed ones (nothing is written).
 */
export async function compileWithDocument(document: OpenApiDocument): Promise<CompileError[]> {
  const zod = await generateZod(document);
  const replaced = new Map([
    [join(generatedDir, 'types.gen.ts'), await generateTypes(document)],
    [join(generatedDir, 'zod.gen.ts'), zod],
    [join(generatedDir, 'routes.gen.ts'), generateRoutes(document, zod)],
  ]);
  const configFile = ts.readConfigFile(join(serverDir, 'tsconfig.json'), ts.sys.readFile);
  const config = ts.parseJsonConfigFileContent(configFile.config, ts.sys, serverDir);
  const host = ts.createCompilerHost(config.options);
  const readFile = host.readFile.bind(host);
  host.readFile = (name) => replaced.get(resolve(name)) ?? readFile(name);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, onError) => {
    const text = replaced.get(resolve(name));
    return text === undefined
      ? getSourceFile(name, language, onError)
      : ts.createSourceFile(name, text, language);
  };
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, host });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const file = diagnostic.file;
    return {
      file: file ? file.fileName.slice(root.length + 1) : '',
      inFunction: file && diagnostic.start !== undefined ? functionAt(file, diagnostic.start) : undefined,
      message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
    };
  });
}

/** The name of the innermost named function declaration around a position. */
function functionAt(file: ts.SourceFile, position: number): string | undefined {
  let name: string | undefined;
  const visit = (node: ts.Node): void => {
    if (position < node.getStart(file) || position >= node.getEnd()) return;
    if (ts.isFunctionDeclaration(node) && node.name) name = node.name.text;
    ts.forEachChild(node, visit);
  };
  visit(file);
  return name;
}
