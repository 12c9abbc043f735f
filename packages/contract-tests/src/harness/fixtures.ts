import type { components } from '@cambio/client';

type IndividualUserRequest = components['schemas']['IndividualUserRequest'];
type BusinessUserRequest = components['schemas']['BusinessUserRequest'];
type Country = components['schemas']['Country'];

let sequence = 0;

/** A fresh token for unique e-mails and names within a test run. */
export function unique(): string {
  sequence += 1;
  return `${Date.now().toString(36)}${sequence.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** An e-mail nobody in the tenant has; `magic` is the sandbox suffix of the local part (`+review`, `+fail`). */
export function uniqueEmail(magic = ''): string {
  return `contract.${unique()}${magic}@example.com`;
}

const addresses: Record<Country, IndividualUserRequest['address']> = {
  MX: {
    street1: 'Av. Paseo de la Reforma 222',
    city: 'Ciudad de México',
    state: 'CDMX',
    country: 'MX',
    postalCode: '06600',
  },
  PE: {
    street1: 'Av. José Larco 1232',
    city: 'Miraflores',
    state: 'Lima',
    country: 'PE',
    postalCode: '15074',
  },
  CO: {
    street1: 'Carrera 7 # 71-21',
    city: 'Bogotá',
    state: 'Cundinamarca',
    country: 'CO',
    postalCode: '110231',
  },
};

const phones: Record<Country, string> = { MX: '+525512345678', PE: '+51987654321', CO: '+573001234567' };

export function individualUser(country: Country = 'MX', email = uniqueEmail()): IndividualUserRequest {
  return {
    country,
    email,
    phoneNumber: phones[country],
    userType: 'individual',
    firstName: 'Ana',
    lastName: `García ${unique()}`,
    address: addresses[country],
  };
}

export function businessUser(country: Country = 'MX', email = uniqueEmail()): BusinessUserRequest {
  return {
    country,
    email,
    phoneNumber: phones[country],
    userType: 'business',
    businessName: `Comercializadora ${unique()} S.A. de C.V.`,
    address: addresses[country],
  };
}

/** CLABE check digit: weights 3, 7, 1 over the first 17 digits, each product modulo 10 (Banxico). */
export function clabeCheckDigit(first17: string): number {
  const weights = [3, 7, 1];
  const sum = [...first17].reduce(
    (total, digit, index) => total + ((Number(digit) * (weights[index % 3] ?? 0)) % 10),
    0,
  );
  return (10 - (sum % 10)) % 10;
}

/** A valid CLABE of BBVA México (bank 012, plaza 180) with a fresh 11-digit account number. */
export function validClabe(bank = '012'): string {
  const account = String(Math.floor(Math.random() * 1e11)).padStart(11, '0');
  const first17 = `${bank}180${account}`;
  return `${first17}${clabeCheckDigit(first17)}`;
}

/** The same CLABE with a wrong check digit. */
export function withWrongCheckDigit(clabe: string): string {
  const digit = Number(clabe.slice(-1));
  return `${clabe.slice(0, -1)}${(digit + 1) % 10}`;
}

const base58Alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function base58(bytes: Uint8Array): string {
  let value = bytes.reduce((total, byte) => total * 256n + BigInt(byte), 0n);
  let out = '';
  while (value > 0n) {
    out = (base58Alphabet[Number(value % 58n)] ?? '') + out;
    value /= 58n;
  }
  const zeros = bytes.findIndex((byte) => byte !== 0);
  return '1'.repeat(zeros === -1 ? bytes.length : zeros) + out;
}

function randomBytes(length: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(length));
}

/** A fresh EVM address in lower case (no checksum to check; the server answers the EIP-55 form). */
export function lowercaseEvmAddress(): string {
  return `0x${[...randomBytes(20)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** A fresh Solana address: base58 of 32 random bytes. */
export function solanaAddress(): string {
  return base58(randomBytes(32));
}

/** Published addresses whose checksums are known to be valid. */
export const knownAddresses = {
  /** EIP-55 test vectors (mixed case, checksum valid). */
  evm: ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'],
  /** USDC mint on Solana. */
  solana: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  /** Stellar account strkey from the Stellar documentation. */
  stellar: 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7',
  /** USDT contract on Tron. */
  tron: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
};

/** An EIP-55 address with the case of one letter flipped: the checksum no longer matches. */
export function brokenChecksum(address: string): string {
  const index = [...address].findIndex((char, at) => at > 1 && /[a-f]/i.test(char));
  const char = address.charAt(index);
  const flipped = char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase();
  return `${address.slice(0, index)}${flipped}${address.slice(index + 1)}`;
}

/** A minimal PDF file: what an identity document upload carries. */
export function pdfBytes(size = 0): Uint8Array<ArrayBuffer> {
  const head = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  const bytes = new Uint8Array(Math.max(size, head.length));
  bytes.set(head);
  return bytes;
}
