import { type Country, countries, countryAcceptsFiat, type Fiat } from '../assets.ts';

export type AccountType = 'savings' | 'checking';

export type BankAccountInput = {
  country: Country;
  fiat: Fiat;
  bankName?: string | null;
  CLABE?: string | null;
  CCI?: string | null;
  accountNumber?: string | null;
  routingNumber?: string | null;
  accountType?: string | null;
};

/** The identifier fields that do not apply to the account are `null`, as in the API's `BankAccount`. */
export type ValidBankAccount = {
  country: Country;
  fiat: Fiat;
  bankName: string;
  CLABE: string | null;
  CCI: string | null;
  accountNumber: string | null;
  routingNumber: string | null;
  accountType: AccountType | null;
};

export type IdentifierField = 'CLABE' | 'CCI' | 'accountNumber' | 'routingNumber' | 'accountType';
export type BankAccountField = IdentifierField | 'bankName' | 'fiat';

export type BankAccountResult =
  | { ok: true; value: ValidBankAccount }
  | { ok: false; field: BankAccountField; message: string };

/** Banco de México participant codes: the first 3 digits of a CLABE. */
export const MEXICAN_BANKS: Readonly<Record<string, string>> = {
  '002': 'BANAMEX',
  '012': 'BBVA MEXICO',
  '014': 'SANTANDER',
  '021': 'HSBC',
  '030': 'BAJIO',
  '036': 'INBURSA',
  '044': 'SCOTIABANK',
  '058': 'BANREGIO',
  '072': 'BANORTE',
  '127': 'AZTECA',
  '137': 'BANCOPPEL',
  '638': 'NU MEXICO',
  '646': 'STP',
  '722': 'MERCADO PAGO W',
};

/** Peruvian CCE participant codes: the first 3 digits of a CCI. */
export const PERUVIAN_BANKS: Readonly<Record<string, string>> = {
  '002': 'BCP',
  '003': 'INTERBANK',
  '009': 'SCOTIABANK PERU',
  '011': 'BBVA PERU',
};

type Failure = { ok: false; field: BankAccountField; message: string };

const fail = (field: BankAccountField, message: string): Failure => ({ ok: false, field, message });

const ALL_IDENTIFIERS: readonly IdentifierField[] = [
  'CLABE',
  'CCI',
  'accountNumber',
  'routingNumber',
  'accountType',
];

/** Check digit over `digits` with weights cycling 3, 7, 1 (CLABE and ABA routing numbers share it). */
export function weighted371CheckDigit(digits: string): number {
  const weights = [3, 7, 1];
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    sum += (Number(digits[i]) * (weights[i % 3] ?? 0)) % 10;
  }
  return (10 - (sum % 10)) % 10;
}

function present(value: string | null | undefined): string | undefined {
  if (value === undefined || value === null) return undefined;
  return value.trim();
}

function checkDigits(field: IdentifierField, value: string, min: number, max = min): Failure | undefined {
  if (!/^[0-9]*$/.test(value)) return fail(field, `${field} must contain digits only`);
  if (value.length < min || value.length > max) {
    const want = min === max ? `${min}` : `${min} to ${max}`;
    return fail(field, `${field} must be ${want} digits, got ${value.length}`);
  }
  return undefined;
}

type Fields = Record<IdentifierField, string | undefined> & { bankName: string | undefined };

function onlyThese(fields: Fields, allowed: readonly IdentifierField[], kind: string): Failure | undefined {
  const extra = ALL_IDENTIFIERS.find((field) => !allowed.includes(field) && fields[field] !== undefined);
  return extra === undefined ? undefined : fail(extra, `${extra} is not used for ${kind}`);
}

function requireAll(fields: Fields, required: readonly IdentifierField[], kind: string): Failure | undefined {
  const missing = required.find((field) => fields[field] === undefined || fields[field] === '');
  return missing === undefined ? undefined : fail(missing, `${missing} is required for ${kind}`);
}

function requireBankName(fields: Fields, why: string): string | Failure {
  if (fields.bankName === undefined || fields.bankName === '') {
    return fail('bankName', `bankName is required ${why}`);
  }
  return fields.bankName;
}

function empty(input: BankAccountInput, bankName: string): ValidBankAccount {
  const { country, fiat } = input;
  return {
    country,
    fiat,
    bankName,
    CLABE: null,
    CCI: null,
    accountNumber: null,
    routingNumber: null,
    accountType: null,
  };
}

function validateClabe(input: BankAccountInput, fields: Fields, kind: string): BankAccountResult {
  const problem = onlyThese(fields, ['CLABE'], kind) ?? requireAll(fields, ['CLABE'], kind);
  if (problem) return problem;
  const clabe = fields.CLABE ?? '';
  const format = checkDigits('CLABE', clabe, 18);
  if (format) return format;
  const expected = weighted371CheckDigit(clabe.slice(0, 17));
  if (Number(clabe[17]) !== expected) {
    return fail('CLABE', `CLABE check digit is ${clabe[17]}, expected ${expected}`);
  }
  const code = clabe.slice(0, 3);
  const bankName = MEXICAN_BANKS[code];
  if (bankName === undefined) return fail('CLABE', `bank code ${code} is not a known Mexican bank`);
  // The CLABE names the bank authoritatively; a differing bankName from the client is not kept.
  return { ok: true, value: { ...empty(input, bankName), CLABE: clabe } };
}

// CCI check digits (positions 19-20) are computed per bank with undisclosed variants, so only the
// length, the digits and the bank code are checked here.
function validateCci(input: BankAccountInput, fields: Fields, kind: string): BankAccountResult {
  const problem = onlyThese(fields, ['CCI'], kind) ?? requireAll(fields, ['CCI'], kind);
  if (problem) return problem;
  const cci = fields.CCI ?? '';
  const format = checkDigits('CCI', cci, 20);
  if (format) return format;
  const code = cci.slice(0, 3);
  const listed = PERUVIAN_BANKS[code];
  const bankName = fields.bankName
    ? fields.bankName
    : (listed ?? requireBankName(fields, `when the CCI bank code (${code}) is not a listed bank`));
  if (typeof bankName !== 'string') return bankName;
  return { ok: true, value: { ...empty(input, bankName), CCI: cci } };
}

function validateColombian(input: BankAccountInput, fields: Fields, kind: string): BankAccountResult {
  const problem =
    onlyThese(fields, ['accountNumber', 'accountType'], kind) ??
    requireAll(fields, ['accountNumber', 'accountType'], kind) ??
    checkDigits('accountNumber', fields.accountNumber ?? '', 6, 20);
  if (problem) return problem;
  const accountType = fields.accountType;
  if (accountType !== 'savings' && accountType !== 'checking') {
    return fail('accountType', `accountType must be savings or checking, got ${accountType}`);
  }
  const bankName = requireBankName(fields, `for ${kind}`);
  if (typeof bankName !== 'string') return bankName;
  return {
    ok: true,
    value: { ...empty(input, bankName), accountNumber: fields.accountNumber ?? null, accountType },
  };
}

function validateUs(input: BankAccountInput, fields: Fields, kind: string): BankAccountResult {
  const problem =
    onlyThese(fields, ['accountNumber', 'routingNumber'], kind) ??
    requireAll(fields, ['routingNumber', 'accountNumber'], kind) ??
    checkDigits('routingNumber', fields.routingNumber ?? '', 9);
  if (problem) return problem;
  const routing = fields.routingNumber ?? '';
  const expected = weighted371CheckDigit(routing.slice(0, 8));
  if (Number(routing[8]) !== expected) {
    return fail('routingNumber', `routingNumber check digit is ${routing[8]}, expected ${expected}`);
  }
  const accountFormat = checkDigits('accountNumber', fields.accountNumber ?? '', 4, 17);
  if (accountFormat) return accountFormat;
  const bankName = requireBankName(fields, `for ${kind}`);
  if (typeof bankName !== 'string') return bankName;
  return {
    ok: true,
    value: { ...empty(input, bankName), accountNumber: fields.accountNumber ?? null, routingNumber: routing },
  };
}

/**
 * Checks a bank account for its country and currency and returns it normalised (trimmed, bank name
 * derived where the identifier names the bank). Field names are the API's.
 */
export function validateBankAccount(input: BankAccountInput): BankAccountResult {
  const { country, fiat } = input;
  if (!countryAcceptsFiat(country, fiat)) {
    return fail(
      'fiat',
      `${country} bank accounts must be in ${countries[country].fiats.join(' or ')}, not ${fiat}`,
    );
  }
  const fields: Fields = {
    CLABE: present(input.CLABE),
    CCI: present(input.CCI),
    accountNumber: present(input.accountNumber),
    routingNumber: present(input.routingNumber),
    accountType: present(input.accountType),
    bankName: present(input.bankName),
  };
  const kind = `${country} ${fiat} accounts`;
  if (fiat === 'USD' && country === 'CO') return validateUs(input, fields, kind);
  if (fiat === 'USD' && fields.routingNumber !== undefined) {
    return validateUs(input, fields, `${kind} with a routingNumber`);
  }
  if (country === 'MX') return validateClabe(input, fields, kind);
  if (country === 'PE') return validateCci(input, fields, kind);
  return validateColombian(input, fields, kind);
}
