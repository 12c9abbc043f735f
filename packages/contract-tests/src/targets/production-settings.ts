import { createHash } from 'node:crypto';
import { base32nopad, base58, createBase58check } from '@scure/base';
import { crc16Xmodem } from '../../../../apps/server/src/domain/addresses/validate.ts';
import {
  operatorBankAccounts,
  startPriceFeed as startServerPriceFeed,
} from '../../../../apps/server/src/testing/production-fixtures.ts';
import { clabeCheckDigit } from '../harness/fixtures.ts';

/**
 * What a production server takes from its operator (docs/deploying.md, "Production"), made up for the
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

/**
 * The service's accounts: the operator's of the server's own tests (MX MXN, PE PEN, CO COP and USD), and USD in
 * MX and PE, so that every country takes its currency and USD.
 */
export const bankAccounts = {
  ...operatorBankAccounts,
  accounts: [
    ...operatorBankAccounts.accounts,
    {
      country: 'MX',
      fiat: 'USD',
      bankName: 'BBVA MEXICO',
      CLABE: clabe('00987654322'),
      taxId: 'AEX190512QW3',
    },
    { country: 'PE', fiat: 'USD', bankName: 'Interbank', CCI: '00312345678901234568', taxId: '20601234567' },
  ],
};

const random = (length: number) => crypto.getRandomValues(new Uint8Array(length));
const sha256 = (bytes: Uint8Array) => new Uint8Array(createHash('sha256').update(bytes).digest());
const base58check = createBase58check(sha256);

const evm = () => `0x${Buffer.from(random(20)).toString('hex')}`;
const solana = () => base58.encode(random(32));
/** A Stellar account id: version byte 6 << 3, 32 bytes of key, CRC16 little-endian, in base32. */
function stellar(): string {
  const payload = new Uint8Array([6 << 3, ...random(32)]);
  const crc = crc16Xmodem(payload);
  return base32nopad.encode(new Uint8Array([...payload, crc & 0xff, crc >> 8]));
}
/** A Tron address: 0x41 and 20 bytes, base58check (the first 4 bytes of a double SHA-256). */
function tron(): string {
  return base58check.encode(new Uint8Array([0x41, ...random(20)]));
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
export function startPriceFeed(): ReturnType<typeof startServerPriceFeed> {
  return startServerPriceFeed(() => ({ status: 200, body: { asOf: new Date().toISOString(), ...rates } }));
}
