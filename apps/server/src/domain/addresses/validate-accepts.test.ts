import { describe, expect, it } from 'vitest';
import { constructedStellar, eip55 } from '../../testing/test-addresses.ts';
import type { Network } from '../assets.ts';
import { crc16Xmodem, validateCryptoAddress } from './validate.ts';

describe('crc16Xmodem', () => {
  it('matches the standard check value for "123456789"', () => {
    expect(crc16Xmodem(new TextEncoder().encode('123456789'))).toBe(0x31c3);
  });
});

describe('validateCryptoAddress accepts', () => {
  it.each<[string, { given: [Network, string, string?]; want: { address: string; memo: string | null } }]>([
    ...eip55.map((address): [string, { given: [Network, string]; want: { address: string; memo: null } }] => [
      `EIP-55 example ${address} on ethereum`,
      { given: ['ethereum', address], want: { address, memo: null } },
    ]),
    [
      'an all-lowercase EVM address, returned checksummed',
      {
        given: ['polygon', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed'],
        want: { address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', memo: null },
      },
    ],
    [
      'an all-uppercase EVM address on base',
      {
        given: ['base', '0xFB6916095CA1DF60BB79CE92CE3EA74C37C5D359'],
        want: { address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', memo: null },
      },
    ],
    [
      'an EVM address on bsc',
      { given: ['bsc', eip55[2] ?? ''], want: { address: eip55[2] ?? '', memo: null } },
    ],
    [
      'an EVM address on tempo',
      { given: ['tempo', eip55[3] ?? ''], want: { address: eip55[3] ?? '', memo: null } },
    ],
    [
      'the Solana USDC mint',
      {
        given: ['solana', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'],
        want: { address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', memo: null },
      },
    ],
    [
      'the Solana system program (32 zero bytes)',
      {
        given: ['solana', '11111111111111111111111111111111'],
        want: { address: '11111111111111111111111111111111', memo: null },
      },
    ],
    [
      'a well-known Stellar account',
      {
        given: ['stellar', 'GA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVSGZ'],
        want: { address: 'GA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVSGZ', memo: null },
      },
    ],
    [
      'the Stellar all-zero key',
      {
        given: ['stellar', 'GAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAWHF'],
        want: { address: 'GAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAWHF', memo: null },
      },
    ],
    [
      'a Stellar account built with the strkey algorithm, with a memo',
      { given: ['stellar', constructedStellar, '4242'], want: { address: constructedStellar, memo: '4242' } },
    ],
    [
      'a Stellar memo of exactly 28 bytes',
      {
        given: ['stellar', constructedStellar, 'x'.repeat(28)],
        want: { address: constructedStellar, memo: 'x'.repeat(28) },
      },
    ],
    [
      'the Tron USDT contract',
      {
        given: ['tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
        want: { address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', memo: null },
      },
    ],
    [
      'an address with surrounding spaces, trimmed',
      {
        given: ['tron', ' TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t '],
        want: { address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', memo: null },
      },
    ],
  ])('%s', (_name, { given, want }) => {
    expect(validateCryptoAddress(...given)).toEqual({ ok: true, value: want });
  });
});
