import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import {
  activeKeyExists,
  callerOfKeyHash,
  insertApiKey,
  listApiKeys,
  revokeApiKey,
} from '../../db/api-keys-queries.ts';
import type { Caller, Statement, Store } from '../../deps.ts';
import { newId, randomSecret } from '../crypto.ts';

export type Mode = 'sandbox' | 'production';
type Role = Caller['role'];

export type IssuedKey = {
  id: string;
  key: string;
  role: Role;
  userId: string;
  brokerId: string;
  label: string | null;
  createdAt: string;
};

type KeyInput = {
  brokerId: string;
  userId: string;
  role: Role;
  label?: string;
  mode: Mode;
  at: Date;
  value?: string;
};

/**
 * The stored form of a key: its SHA-256, hex. Synchronous: Web Crypto's digest is a round trip through the
 * thread pool, which costs more than hashing a few dozen bytes.
 */
function keyHash(key: string): string {
  return bytesToHex(sha256(utf8ToBytes(key)));
}

/** The start of every key of a mode. */
export const keyPrefix: Readonly<Record<Mode, string>> = { sandbox: 'sk_sandbox_', production: 'sk_live_' };

/**
 * `sk_sandbox_…` or `sk_live_…` (the mode of the key's broker) followed by 32 random bytes; only the SHA-256 of
 * the key is stored.
 */
export async function issueKey(store: Store, input: KeyInput): Promise<IssuedKey> {
  const { issued, statement } = await newKeyStatement(store, input);
  await store.commit([statement]);
  return issued;
}

/** A new key and its insert, for a caller that commits it with more. */
export async function newKeyStatement(
  store: Store,
  input: KeyInput,
): Promise<{ issued: IssuedKey; statement: Statement }> {
  const key = input.value ?? `${keyPrefix[input.mode]}${randomSecret(32)}`;
  const row = {
    id: newId('key', input.at),
    brokerId: input.brokerId,
    userId: input.userId,
    role: input.role,
    prefix: key.slice(0, key.indexOf('_', 3) + 5),
    hash: keyHash(key),
    label: input.label ?? null,
    createdAt: input.at.toISOString(),
  };
  const { id, brokerId, userId, label, createdAt } = row;
  return {
    issued: { id, key, role: input.role, userId, brokerId, label, createdAt },
    statement: insertApiKey(store, row),
  };
}

/**
 * The caller a key acts as, or undefined for a missing, unknown or revoked key, or one of a broker of the other
 * mode (a server serves the brokers of its own mode only). Requests ask deps.findCaller, which the runtimes
 * remember (http/remembered-callers.ts).
 */
export async function findCaller(store: Store, key: string, mode: Mode): Promise<Caller | undefined> {
  const row = await callerOfKeyHash(store, keyHash(key), mode);
  if (!row) return undefined;
  const { approved, ...rest } = row;
  return Object.freeze({ ...rest, approved: Boolean(approved) });
}

/** Every key, revoked ones too, oldest first (the keys command's list). */
export async function listKeys(store: Store) {
  return listApiKeys(store);
}

/** Revokes a key by id; false when there is no such active key. */
export async function revokeKey(store: Store, id: string, at: Date): Promise<boolean> {
  if (!(await activeKeyExists(store, id))) return false;
  await store.commit([revokeApiKey(store, id, at.toISOString())]);
  return true;
}
