/**
 * The test files the packed kit leaves out, each for its reason: they need what only a clone has (the server's
 * modules in process, workerd, a local Chromium) or check the suite itself rather than a server.
 */
export const leftOut: Array<{ pattern: RegExp; reason: string }> = [
  { pattern: /^tests\/worker-/, reason: 'the Worker in workerd on a local D1, started from the repository' },
  { pattern: /^tests\/document\.test\.ts$/, reason: "the app's emitted document, read in process" },
  { pattern: /^tests\/browser\//, reason: 'the hosted pages in a local Chromium (playwright-core)' },
  { pattern: /^tests\/harness\.test\.ts$/, reason: "the suite's own validators, no server involved" },
];

/** Whether the kit carries this test file (a path relative to the package, `tests/…`). */
export const inKit = (file: string) => !leftOut.some(({ pattern }) => pattern.test(file));
