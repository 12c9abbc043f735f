import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

export type KitOptions = {
  baseUrl: string;
  apiKey: string;
  /** Words a test file's path must contain one of; empty: every file. */
  only: string[];
  /** Where the JUnit report goes, if asked for. */
  junit?: string;
  receiverListen: string;
  receiverUrl?: string;
  list: boolean;
};

export const usage = `usage: cambio-conformance --base-url <url> --api-key <key> [options]

Runs cambio's contract suite against the server at <url>: every answer is checked against the OpenAPI
document, and each test file makes its own throwaway sandbox broker with the key (any key of a sandbox
server; a read key is enough). Against a server without the sandbox operations (production mode), the
checks that need them are skipped, each with its reason, and the others run.

  --base-url <url>            the server's origin, e.g. http://127.0.0.1:8787
  --api-key <key>             a key of the server (also CAMBIO_CONFORMANCE_API_KEY)
  --only <words>              only the test files whose name contains one of these comma-separated words,
                              e.g. users,orders (--list shows the files)
  --reporter junit --output <file>
                              also write a JUnit XML report to <file>, for CI systems
  --receiver-listen <host:port>
                              where the suite's webhook receivers listen (default 127.0.0.1:0, a free port
                              for each test file); a fixed port runs the test files one at a time
  --receiver-url <url>        the origin the server sends webhook deliveries to (default http://<host:port>
                              of --receiver-listen; needs a fixed port)
  --list                      print the test files and exit
  --help                      print this and exit

Exit codes: 0 every check passed, 1 a check failed or the server could not be used (one line says why),
2 a mistake in the command line.
`;

/** The command line, read; `help` when asked for it; `error` names a mistake in it. */
export function parseKitOptions(args: string[]): KitOptions | { help: true } | { error: string } {
  let values: ReturnType<typeof parse>['values'];
  try {
    values = parse(args).values;
  } catch (error) {
    return { error: (error as Error).message.split('\n')[0] ?? String(error) };
  }
  if (values.help) return { help: true };
  const list = values.list === true;
  const baseUrl = values['base-url'];
  const apiKey = values['api-key'] ?? process.env.CAMBIO_CONFORMANCE_API_KEY;
  if (!list && !baseUrl) return { error: '--base-url is needed: the origin of the server to check' };
  if (!list && !apiKey) return { error: '--api-key is needed: a key of the server' };
  if (baseUrl && !URL.canParse(baseUrl)) return { error: `--base-url ${baseUrl} is not a URL` };
  if (values.reporter !== undefined && values.reporter !== 'junit') {
    return { error: `--reporter ${values.reporter}: the one reporter to choose is junit` };
  }
  if ((values.reporter === 'junit') !== (values.output !== undefined)) {
    return { error: '--reporter junit and --output <file> go together' };
  }
  const receiverListen = values['receiver-listen'] ?? '127.0.0.1:0';
  const port = Number(receiverListen.slice(receiverListen.lastIndexOf(':') + 1));
  if (!receiverListen.includes(':') || !Number.isInteger(port) || port < 0 || port > 65535) {
    return { error: `--receiver-listen ${receiverListen} is not host:port` };
  }
  const receiverUrl = values['receiver-url'];
  if (receiverUrl !== undefined && (!URL.canParse(receiverUrl) || port === 0)) {
    return { error: '--receiver-url needs a URL and a fixed port in --receiver-listen' };
  }
  // Every interface is no address a server can send to.
  if (receiverUrl === undefined && /^(0\.0\.0\.0|\[?::\]?):/.test(receiverListen)) {
    return {
      error: `--receiver-listen ${receiverListen} needs --receiver-url: the address the server reaches`,
    };
  }
  return {
    baseUrl: (baseUrl ?? '').replace(/\/+$/, ''),
    apiKey: apiKey ?? '',
    only: (values.only ?? '').split(',').filter((word) => word.trim() !== ''),
    ...(values.output !== undefined ? { junit: resolve(values.output) } : {}),
    receiverListen,
    ...(receiverUrl !== undefined ? { receiverUrl } : {}),
    list,
  };
}

function parse(args: string[]) {
  return parseArgs({
    args,
    strict: true,
    options: {
      'base-url': { type: 'string' },
      'api-key': { type: 'string' },
      only: { type: 'string' },
      reporter: { type: 'string' },
      output: { type: 'string' },
      'receiver-listen': { type: 'string' },
      'receiver-url': { type: 'string' },
      list: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
}
