import { describe, expect, it } from 'vitest';
import { constructedStellar } from '../../testing/test-addresses.ts';
import type { Network } from '../assets.ts';
import { validateCryptoAddress } from './validate.ts';

describe('validateCryptoAddress rejects', () => {
  it.each<[string, { given: [Network, string, string?]; want: { field: string; message: string } }]>([
    [
      'an EVM address with one letter of the wrong case',
      {
        given: ['ethereum', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD'],
        want: { field: 'address', message: 'address has mixed case but its EIP-55 checksum does not match' },
      },
    ],
    [
      'an EVM address of 39 hex digits',
      {
        given: ['polygon', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe'],
        want: { field: 'address', message: 'address must be 0x followed by 40 hexadecimal digits' },
      },
    ],
    [
      'an EVM address without 0x',
      {
        given: ['base', '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
        want: { field: 'address', message: 'address must be 0x followed by 40 hexadecimal digits' },
      },
    ],
    [
      'an EVM address with a non-hex digit',
      {
        given: ['bsc', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg'],
        want: { field: 'address', message: 'address must be 0x followed by 40 hexadecimal digits' },
      },
    ],
    [
      'a Tron address on an EVM network',
      {
        given: ['ethereum', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
        want: { field: 'address', message: 'address must be 0x followed by 40 hexadecimal digits' },
      },
    ],
    [
      'a Solana address with a 0 (not base58)',
      {
        given: ['solana', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt10'],
        want: { field: 'address', message: 'address is not valid base58' },
      },
    ],
    [
      'a Solana address that is too short',
      {
        given: ['solana', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4w'],
        want: { field: 'address', message: 'address decodes to 24 bytes, a Solana address has 32' },
      },
    ],
    [
      'an EVM address on solana',
      {
        given: ['solana', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
        want: { field: 'address', message: 'address is not valid base58' },
      },
    ],
    [
      'a Stellar account with one character changed',
      {
        given: ['stellar', 'GA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVSGA'],
        want: { field: 'address', message: 'address checksum (CRC16) does not match' },
      },
    ],
    [
      'a Stellar secret seed',
      {
        given: ['stellar', 'SA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVSGZ'],
        want: {
          field: 'address',
          message: 'address must be a Stellar account id: G followed by 55 base32 characters',
        },
      },
    ],
    [
      'a lowercase Stellar account',
      {
        given: ['stellar', 'ga7qynf7sowq3glr2bgmzehxavirza4kvwltjjfc7mgxua74p7ujvsgz'],
        want: {
          field: 'address',
          message: 'address must be a Stellar account id: G followed by 55 base32 characters',
        },
      },
    ],
    [
      'a Stellar memo of 29 bytes',
      {
        given: ['stellar', constructedStellar, 'x'.repeat(29)],
        want: { field: 'memo', message: 'memo is 29 bytes, at most 28 allowed' },
      },
    ],
    [
      'a Stellar memo of 15 characters but 30 bytes',
      {
        given: ['stellar', constructedStellar, 'ñ'.repeat(15)],
        want: { field: 'memo', message: 'memo is 30 bytes, at most 28 allowed' },
      },
    ],
    [
      'an empty Stellar memo',
      {
        given: ['stellar', constructedStellar, ''],
        want: { field: 'memo', message: 'memo must not be empty' },
      },
    ],
    [
      'a memo on polygon',
      {
        given: ['polygon', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '4242'],
        want: { field: 'memo', message: 'memo is not used on polygon' },
      },
    ],
    [
      'a Tron address with its last character changed',
      {
        given: ['tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u'],
        want: { field: 'address', message: 'address checksum (base58check) does not match' },
      },
    ],
    [
      'a Tron address not starting with T',
      {
        given: ['tron', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
        want: { field: 'address', message: 'address must start with T' },
      },
    ],
    [
      'a Tron-looking address that is too short',
      {
        given: ['tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSz'],
        want: { field: 'address', message: 'address decodes to 21 bytes, expected 25' },
      },
    ],
    [
      'a base58check address starting with T but with prefix 0x42',
      {
        given: ['tron', 'TZQ9596PFNVSh3tEsypax47Hdff4DKLkmj'],
        want: { field: 'address', message: 'address is not a Tron account address' },
      },
    ],
  ])('%s', (_name, { given, want }) => {
    expect(validateCryptoAddress(...given)).toEqual({ ok: false, ...want });
  });
});
