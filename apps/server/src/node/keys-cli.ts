import { runKeysCommand } from './keys-command.ts';

// `npm run keys -- <command>` (keys-command.ts). An unexpected failure, such as a damaged database file, is
// one line too: the command is for operators, not a place for stack traces.
try {
  process.exitCode = await runKeysCommand(process.argv.slice(2), process.env, {
    out: (text) => console.log(text),
    err: (text) => console.error(text),
  });
} catch (error) {
  console.error(`keys: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
