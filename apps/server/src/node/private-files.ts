import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';

/** The server's user only: the data holds key hashes, personal data, uploaded documents and mail. */
export const privateFolderMode = 0o700;
export const privateFileMode = 0o600;

/**
 * The data folder, made private to the server's user: created with mode 0700, or brought to it when it
 * exists (a folder made by hand, or by a version that did not). Its files are then out of others' reach
 * whatever their own modes.
 */
export function preparePrivateFolder(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: privateFolderMode });
  chmodSync(folder, privateFolderMode);
}

/**
 * The SQLite file, created empty with mode 0600 before SQLite opens it (SQLite would make it 0644), and the
 * existing one and its `-wal` and `-shm` files brought to 0600. SQLite gives the `-wal` and `-shm` files it
 * creates the database file's mode.
 */
export function preparePrivateDatabaseFile(file: string): void {
  closeSync(openSync(file, 'a', privateFileMode));
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(path)) chmodSync(path, privateFileMode);
  }
}
