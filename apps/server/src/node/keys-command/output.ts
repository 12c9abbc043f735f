// How the keys command speaks: where it writes, and the two refusals it says in one line.

/** Where the command writes: stdout and stderr in the CLI, arrays in tests. */
export type Output = { out(text: string): void; err(text: string): void };

/** A mistake in the command line: said in one line, then the usage (exit 2). */
export class UsageError extends Error {}
/** Something the command names that is not there, or cannot do here: said in one line (exit 1). */
export class NotFoundError extends Error {}
