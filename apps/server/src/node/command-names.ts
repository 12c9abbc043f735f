// How a person runs the server's commands, for the hints the server and the keys command print: the npm
// scripts of the repository, or the `cambio` command of the packed package (cambio.ts switches to it first).
export type CommandNames = { start: string; keys: string; dataFolder: string };

const repository: CommandNames = {
  start: 'npm start',
  keys: 'npm run keys --',
  dataFolder: 'data, under apps/server',
};
const packaged: CommandNames = {
  start: 'cambio start',
  keys: 'cambio keys',
  dataFolder: 'data, in the folder the command runs in',
};

let current = repository;

export const commandNames = (): CommandNames => current;

/** Called by the `cambio` command before anything prints. */
export function useCambioCommandNames(): void {
  current = packaged;
}
