import { base32 } from '@scure/base';
import { crc16Xmodem } from '../domain/addresses/validate.ts';

// Valid addresses the validation tests build: a Stellar account id made from a key (its checksum by the
// crc16Xmodem under test), and EIP-55 checksummed EVM addresses.
function stellarAccount(key: Uint8Array): string {
  const payload = new Uint8Array([6 << 3, ...key]);
  const crc = crc16Xmodem(payload);
  return base32.encode(new Uint8Array([...payload, crc & 0xff, crc >> 8]));
}

export const constructedStellar = stellarAccount(Uint8Array.from({ length: 32 }, (_, i) => i * 7 + 1));
export const eip55 = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];
