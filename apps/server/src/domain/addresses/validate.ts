import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { base32, base58, createBase58check } from '@scure/base';
import { EVM_NETWORKS, type Network } from '../assets.ts';

export type ValidCryptoAddress = {
  /** EVM addresses come back in their EIP-55 checksummed form. */
  address: string;
  memo: string | null;
};

export type CryptoAddressResult =
  | { ok: true; value: ValidCryptoAddress }
  | { ok: false; field: 'address' | 'memo'; message: string };

type Check = { ok: true; address: string } | { ok: false; message: string };

const STELLAR_MEMO_MAX_BYTES = 28;
const STELLAR_ACCOUNT_VERSION = 6 << 3;
const TRON_PREFIX = 0x41;
const tronBase58check = createBase58check(sha256);

export function toChecksumAddress(address: string): string {
  const lower = address.slice(2).toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
  let out = '0x';
  for (let i = 0; i < lower.length; i++) {
    const char = lower.charAt(i);
    out += Number.parseInt(hash.charAt(i), 16) >= 8 ? char.toUpperCase() : char;
  }
  return out;
}

function checkEvm(address: string): Check {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) {
    return { ok: false, message: 'address must be 0x followed by 40 hexadecimal digits' };
  }
  const checksummed = toChecksumAddress(address);
  const body = address.slice(2);
  const mixedCase = body !== body.toLowerCase() && body !== body.toUpperCase();
  if (mixedCase && address !== checksummed) {
    return { ok: false, message: 'address has mixed case but its EIP-55 checksum does not match' };
  }
  return { ok: true, address: checksummed };
}

function decodeBase58(address: string): Uint8Array | undefined {
  try {
    return base58.decode(address);
  } catch {
    return undefined;
  }
}

function checkSolana(address: string): Check {
  const bytes = decodeBase58(address);
  if (bytes === undefined) return { ok: false, message: 'address is not valid base58' };
  if (bytes.length !== 32) {
    return { ok: false, message: `address decodes to ${bytes.length} bytes, a Solana address has 32` };
  }
  return { ok: true, address };
}

export function crc16Xmodem(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

function checkStellar(address: string): Check {
  if (!/^G[A-Z2-7]{55}$/.test(address)) {
    return { ok: false, message: 'address must be a Stellar account id: G followed by 55 base32 characters' };
  }
  let bytes: Uint8Array;
  try {
    bytes = base32.decode(address);
  } catch {
    return { ok: false, message: 'address is not valid base32' };
  }
  if (bytes.length !== 35 || bytes[0] !== STELLAR_ACCOUNT_VERSION) {
    return { ok: false, message: 'address is not a Stellar account id' };
  }
  const crc = crc16Xmodem(bytes.subarray(0, 33));
  if ((bytes[33] ?? -1) !== (crc & 0xff) || (bytes[34] ?? -1) !== crc >> 8) {
    return { ok: false, message: 'address checksum (CRC16) does not match' };
  }
  return { ok: true, address };
}

function checkTron(address: string): Check {
  if (!address.startsWith('T')) return { ok: false, message: 'address must start with T' };
  const raw = decodeBase58(address);
  if (raw === undefined) return { ok: false, message: 'address is not valid base58' };
  if (raw.length !== 25) return { ok: false, message: `address decodes to ${raw.length} bytes, expected 25` };
  let payload: Uint8Array;
  try {
    payload = tronBase58check.decode(address);
  } catch {
    return { ok: false, message: 'address checksum (base58check) does not match' };
  }
  if (payload[0] !== TRON_PREFIX) return { ok: false, message: 'address is not a Tron account address' };
  return { ok: true, address };
}

function checkAddress(network: Network, address: string): Check {
  if (EVM_NETWORKS.includes(network)) return checkEvm(address);
  if (network === 'solana') return checkSolana(address);
  if (network === 'stellar') return checkStellar(address);
  return checkTron(address);
}

/** Checks an address (and memo) for its network; fields are the API's `address` and `memo`. */
export function validateCryptoAddress(
  network: Network,
  address: string,
  memo?: string | null,
): CryptoAddressResult {
  const checked = checkAddress(network, address.trim());
  if (!checked.ok) return { ok: false, field: 'address', message: checked.message };
  if (memo === undefined || memo === null)
    return { ok: true, value: { address: checked.address, memo: null } };
  if (network !== 'stellar') return { ok: false, field: 'memo', message: `memo is not used on ${network}` };
  if (memo.length === 0) return { ok: false, field: 'memo', message: 'memo must not be empty' };
  const size = utf8ToBytes(memo).length;
  if (size > STELLAR_MEMO_MAX_BYTES) {
    return {
      ok: false,
      field: 'memo',
      message: `memo is ${size} bytes, at most ${STELLAR_MEMO_MAX_BYTES} allowed`,
    };
  }
  return { ok: true, value: { address: checked.address, memo } };
}
