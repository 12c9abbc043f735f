import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { operatorInitOptions, productionSettings } from '../testing/production-fixtures.ts';
import { runKeysCommand } from './keys-command.ts';
import { createNodeRuntime } from './runtime.ts';

// The Node runtime's data is the server's user's alone: the folder 0700, every file in it 0600 (the SQLite
// file and its -wal and -shm, uploaded documents, the mail outbox), whatever the process's umask.
const root = mkdtempSync(join(tmpdir(), 'cambio-private-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let umask: number;
beforeEach(() => {
  // A umask that takes nothing away: the modes must come from the server, not from the environment.
  umask = process.umask(0);
});
afterEach(() => {
  process.umask(umask);
});

const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);
const env = { CAMBIO_LOG_LEVEL: 'silent' };

describe('the data folder on Node', () => {
  it('is made 0700, and the database, its WAL and shared memory, documents and outbox 0600', async () => {
    const dataDir = join(root, 'fresh', 'data');
    const runtime = await createNodeRuntime({ dataDir, env });
    try {
      await runtime.deps.blobs.put('usr_1/passport.pdf', new Uint8Array([1, 2, 3]), 'application/pdf');
      await runtime.deps.outbox.put(
        'eml_1.eml',
        new TextEncoder().encode('Subject: x\r\n\r\nx'),
        'message/rfc822',
      );
      const answer = await runtime.app.request('/api/users', {
        headers: { 'x-api-key': 'sk_sandbox_unknown' },
      });
      expect(answer.status).toBe(401);
      expect({
        folder: modeOf(dataDir),
        database: modeOf(join(dataDir, 'cambio.sqlite')),
        wal: modeOf(join(dataDir, 'cambio.sqlite-wal')),
        sharedMemory: modeOf(join(dataDir, 'cambio.sqlite-shm')),
        blobs: modeOf(join(dataDir, 'blobs')),
        documentFolder: modeOf(join(dataDir, 'blobs', 'usr_1')),
        document: modeOf(join(dataDir, 'blobs', 'usr_1', 'passport.pdf')),
        outbox: modeOf(join(dataDir, 'outbox')),
        message: modeOf(join(dataDir, 'outbox', 'eml_1.eml')),
      }).toEqual({
        folder: '700',
        database: '600',
        wal: '600',
        sharedMemory: '600',
        blobs: '700',
        documentFolder: '700',
        document: '600',
        outbox: '700',
        message: '600',
      });
    } finally {
      runtime.store.close();
    }
  });

  it('brings an existing folder and database that others could read to 0700 and 0600', async () => {
    const dataDir = join(root, 'existing');
    const first = await createNodeRuntime({ dataDir, env });
    first.store.close();
    chmodSync(dataDir, 0o755);
    chmodSync(join(dataDir, 'cambio.sqlite'), 0o644);
    writeFileSync(join(dataDir, 'cambio.sqlite-wal'), '');
    chmodSync(join(dataDir, 'cambio.sqlite-wal'), 0o666);
    const again = await createNodeRuntime({ dataDir, env });
    try {
      expect(modeOf(dataDir)).toBe('700');
      expect(modeOf(join(dataDir, 'cambio.sqlite'))).toBe('600');
      // SQLite removes the WAL when it closes: looked at while open.
      expect(modeOf(join(dataDir, 'cambio.sqlite-wal'))).toBe('600');
    } finally {
      again.store.close();
    }
  });

  it('is made the same way by `keys init` on a new production folder', async () => {
    const dataDir = join(root, 'production');
    mkdirSync(root, { recursive: true });
    const code = await runKeysCommand(
      ['init', ...operatorInitOptions],
      { CAMBIO_MODE: 'production', CAMBIO_DATA_DIR: dataDir, ...env, ...productionSettings() },
      { out: () => undefined, err: () => undefined },
    );
    expect(code).toBe(0);
    expect(modeOf(dataDir)).toBe('700');
    expect(modeOf(join(dataDir, 'cambio.sqlite'))).toBe('600');
  });
});
