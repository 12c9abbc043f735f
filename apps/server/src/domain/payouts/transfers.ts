import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import Decimal from 'decimal.js';
import type { Country } from '../assets.ts';

/** A payout amount split into transfers of at most `limit` each (the order's payoutTransferLimit). */
export function splitAmount(amount: string, limit: string | undefined, scale: number): string[] {
  const total = new Decimal(amount);
  if (!limit || total.lte(limit)) return [total.toFixed(scale)];
  const size = new Decimal(limit);
  const parts: string[] = [];
  let left = total;
  while (left.gt(0)) {
    const part = Decimal.min(left, size);
    parts.push(part.toFixed(scale));
    left = left.minus(part);
  }
  return parts;
}

/**
 * What a bank transfer of the sandbox leaves behind: a tracking number (SPEI for MXN, SPID for USD in
 * Mexico) and Banxico's CEP link for Mexican transfers; other countries get a bank reference.
 */
export function transferTrace(input: {
  country: Country;
  fiat: string;
  seed: string;
  at: Date;
  amount: string;
  clabe?: string | null;
}) {
  const day = input.at.toISOString().slice(0, 10).replaceAll('-', '');
  const digits = BigInt(`0x${bytesToHex(sha256(utf8ToBytes(input.seed))).slice(0, 12)}`)
    .toString()
    .slice(-8)
    .padStart(8, '0');
  const reference = `CMB${day.slice(2)}${digits.slice(0, 4)}`;
  if (input.country !== 'MX') return { reference };
  const spid = input.fiat === 'USD';
  const tracking = `${spid ? 'CAMBIOD' : 'CAMBIO'}${day}${digits}`;
  const [year, month, date] = input.at.toISOString().slice(0, 10).split('-');
  const cep = new URL('https://www.banxico.org.mx/cep/');
  cep.search = new URLSearchParams({
    fecha: `${date}-${month}-${year}`,
    criterio: tracking,
    emisor: '90646',
    receptor: `40${(input.clabe ?? '000').slice(0, 3)}`,
    cuenta: input.clabe ?? '',
    monto: input.amount,
  }).toString();
  return {
    reference,
    ...(spid ? { SPIDTrackingNumber: tracking } : { SPEITrackingNumber: tracking }),
    CEPLink: cep.toString(),
  };
}
