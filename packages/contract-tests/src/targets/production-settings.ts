import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { clabeCheckDigit } from '../harness/fixtures.ts';

/**
 * What a production server takes from its operator (README, "Deploying in production"), made up for the
 * production target: a bank account for every country and currency the document allows, a pool of deposit
 * addresses on every network, each valid by its network's check (apps/server domain/addresses/validate.ts),
 * and a price feed served by a local HTTP server.
 */

/** Deposit addresses per network: one a crypto-paid order, and no test file books near this many. */
const poolSize = 200;

const clabe = (account: string) => {
  const first17 = `012180${account}`;
  return `${first17}${clabeCheckDigit(first17)}`;
};

/** The service's accounts: MX and PE take their currency and USD, CO its own and USD through a US bank. */
export const bankAccounts = {
  companyName: 'Cambio Contract S.A. de C.V.',
  companyAddress: 'Av. Insurgentes Sur 1602, Crédito Constructor, 03940 Ciudad de México, CDMX',
  accountHolderName: 'Cambio Contract',
  accounts: [
    {
      country: 'MX',
      fiat: 'MXN',
      bankName: 'BBVA MEXICO',
      CLABE: clabe('00987654321'),
      taxId: 'CCO190512QW3',
    },
    {
      country: 'MX',
      fiat: 'USD',
      bankName: 'BBVA MEXICO',
      CLABE: clabe('00987654322'),
      taxId: 'CCO190512QW3',
    },
    { country: 'PE', fiat: 'PEN', bankName: 'Interbank', CCI: '00312345678901234567', taxId: '20601234567' },
    { country: 'PE', fiat: 'USD', bankName: 'Interbank', CCI: '00312345678901234568', taxId: '20601234567' },
    {
      country: 'CO',
      fiat: 'COP',
      bankName: 'Banco de Bogotá',
      accountNumber: '0011223344',
      accountType: 'checking',
      taxId: '900123456-7',
    },
    {
      country: 'CO',
      fiat: 'USD',
      bankName: 'Citibank',
      bankAddress: '388 Greenwich Street, New York, NY 10013',
      accountNumber: '40012345',
      routingNumber: '021000089',
      USBankTransferMethod: 'wire',
    },
  ],
};

const random = (length: number) => crypto.getRandomValues(new Uint8Array(length));
const sha256 = (bytes: Uint8Array) => new Uint8Array(createHash('sha256').update(bytes).digest());

function base58(bytes: Uint8Array): string {
  const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  let value = bytes.reduce((total, byte) => total * 256n + BigInt(byte), 0n);
  let out = '';
  while (value > 0n) {
    out = (alphabet[Number(value % 58n)] ?? '') + out;
    value /= 58n;
  }
  const zeros = bytes.findIndex((byte) => byte !== 0);
  return '1'.repeat(zeros === -1 ? bytes.length : zeros) + out;
}

function base32(bytes: Uint8Array): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return bits > 0 ? out + alphabet[(value << (5 - bits)) & 31] : out;
}

/** CRC16-XModem, the checksum of a Stellar strkey. */
function crc16(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

const evm = () => `0x${Buffer.from(random(20)).toString('hex')}`;
const solana = () => base58(random(32));
/** A Stellar account id: version byte 6 << 3, 32 bytes of key, CRC16 little-endian, in base32. */
function stellar(): string {
  const payload = new Uint8Array([6 << 3, ...random(32)]);
  const crc = crc16(payload);
  return base32(new Uint8Array([...payload, crc & 0xff, crc >> 8]));
}
/** A Tron address: 0x41 and 20 bytes, base58check (the first 4 bytes of a double SHA-256). */
function tron(): string {
  const payload = new Uint8Array([0x41, ...random(20)]);
  return base58(new Uint8Array([...payload, ...sha256(sha256(payload)).slice(0, 4)]));
}

const makers = { ethereum: evm, polygon: evm, base: evm, bsc: evm, tempo: evm, solana, stellar, tron };

/** A pool of fresh addresses on every network the document names. */
export function depositAddresses(): Record<keyof typeof makers, string[]> {
  return Object.fromEntries(
    Object.entries(makers).map(([network, make]) => [network, Array.from({ length: poolSize }, make)]),
  ) as Record<keyof typeof makers, string[]>;
}

/** Rates of the feed: the same as a typical day's (MXN 17.25 to the dollar). */
const rates = {
  fiatPerUsd: { MXN: '17.25', PEN: '3.61', COP: '3950' },
  usdPerStablecoin: { USDC: '1', USDCe: '1', USDT: '1', EURC: '1.05' },
  usdPerEur: '1.05',
};

/** The operator's price feed: a local server answering the feed's format, published now at every request. */
export async function startPriceFeed(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ asOf: new Date().toISOString(), ...rates }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/rates`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
