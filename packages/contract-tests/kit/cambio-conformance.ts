#!/usr/bin/env node
// `cambio-conformance`: the contract suite, packed, against any server's base URL. It runs the suite's url
// target with vitest (a dependency of the package), from the test files built into dist/ (kit/build.ts).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { startVitest } from 'vitest/node';
import { receiverAddress } from '../src/harness/receiver-address.ts';
import { type KitOptions, parseKitOptions, usage } from './kit-options.ts';
import { probeServer } from './probe-server.ts';

const distDir = join(import.meta.dirname, '..');
const testFiles = readdirSync(join(distDir, 'tests'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.js'))
  .map((file) => `tests/${file}`)
  .sort();

function fail(code: 1 | 2, message: string): never {
  process.stderr.write(`cambio-conformance: ${message}\n`);
  process.exit(code);
}

const parsed = parseKitOptions(process.argv.slice(2));
if ('error' in parsed) fail(2, `${parsed.error} (cambio-conformance --help shows the usage)`);
if ('help' in parsed) {
  process.stdout.write(usage);
  process.exit(0);
}
const options: KitOptions = parsed;
if (options.list) {
  process.stdout.write(`${testFiles.join('\n')}\n`);
  process.exit(0);
}
const unmatched = options.only.filter((word) => !testFiles.some((file) => file.includes(word)));
if (unmatched.length > 0) {
  fail(2, `--only ${unmatched.join(',')} names no test file (cambio-conformance --list shows them)`);
}

const probe = await probeServer(options.baseUrl, options.apiKey);
if ('problem' in probe) fail(1, probe.problem);
if (!probe.sandbox) {
  // The suite's tenants read this (src/harness/sandbox-operations.ts).
  process.env.CONTRACT_SANDBOX = 'absent';
  process.stdout.write(
    `No sandbox operations on ${options.baseUrl} (GET /api/sandbox/clock answered ${probe.status}): the checks that need them are skipped, each saying why, and listed after the summary\n`,
  );
}

// The suite's url target and its receivers read these (src/harness/target.ts, receiver-address.ts).
Object.assign(process.env, {
  CONTRACT_TARGET: 'url',
  CONTRACT_BASE_URL: options.baseUrl,
  CONTRACT_API_KEY: options.apiKey,
  CONTRACT_RECEIVER_LISTEN: options.receiverListen,
});
if (options.receiverUrl) process.env.CONTRACT_RECEIVER_URL = options.receiverUrl;
const receivers = receiverAddress(process.env);
if (receivers.unreachable) {
  process.stdout.write(
    `Skipped: the checks of webhook deliveries (webhook-deliveries, webhook-redelivery, webhook-retries, receiver-check, sandbox-clock-isolation, the outcomes' webhooks): ${receivers.unreachable}; --receiver-listen and --receiver-url give an address it reaches\n`,
  );
}

const vitest = await startVitest('test', options.only, {
  root: distDir,
  config: false,
  watch: false,
  include: ['tests/**/*.test.js'],
  globalSetup: [join(distDir, 'src/setup/global-setup.js')],
  setupFiles: [join(distDir, 'src/setup/record-coverage.js')],
  // Collects a test file that stops for the sandbox operations the server lacks as skipped, not failed.
  runner: join(distDir, 'kit/kit-runner.js'),
  // As in the repository (vitest.config.ts): one module graph per worker, a tenant per file.
  isolate: false,
  testTimeout: 600_000,
  hookTimeout: 600_000,
  // A fixed receiver port serves one test file's receiver at a time.
  fileParallelism: receivers.port === 0,
  reporters: options.junit ? ['default', 'junit'] : ['default'],
  ...(options.junit ? { outputFile: { junit: options.junit } } : {}),
});
await vitest.close();
// Failed tests, or an incomplete coverage of a whole run (src/setup/global-setup.ts), set the exit code.
process.exit(process.exitCode ?? 0);
