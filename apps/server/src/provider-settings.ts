import { z } from 'zod';
import { validateCryptoAddress } from './domain/addresses/validate.ts';
import { COUNTRIES, countryAcceptsFiat, FIATS, NETWORKS, type Network } from './domain/assets.ts';
import { validateBankAccount } from './domain/bank-accounts/validate.ts';

/**
 * What a production server takes from its operator instead of the sandbox's simulations (read in production
 * mode only): the service's bank accounts, the pool of deposit addresses and the price feed. Each is one
 * variable; a production server that lacks one, or has one that does not validate, does not start.
 */
export const providerVariables = {
  bankAccounts: 'CAMBIO_BANK_ACCOUNTS',
  depositAddresses: 'CAMBIO_DEPOSIT_ADDRESSES',
  priceFeedUrl: 'CAMBIO_PRICE_FEED_URL',
} as const;

const text = z.string().trim().min(1).max(200);

const bankAccountSchema = z
  .object({
    country: z.enum(COUNTRIES),
    fiat: z.enum(FIATS),
    bankName: text,
    CLABE: z.string().optional(),
    CCI: z.string().optional(),
    accountNumber: z.string().optional(),
    routingNumber: z.string().optional(),
    accountType: z.enum(['savings', 'checking']).optional(),
    bankAddress: text.optional(),
    USBankTransferMethod: z.enum(['ach', 'wire']).optional(),
    /** The service's tax id where the country's instructions carry one: RFC (MX), RUC (PE), NIT (CO). */
    taxId: z.string().trim().optional(),
  })
  .strict()
  .superRefine((account, context) => {
    const where = `${account.country} ${account.fiat}`;
    if (!countryAcceptsFiat(account.country, account.fiat)) {
      context.addIssue({
        code: 'custom',
        message: `${where}: ${account.country} does not take ${account.fiat}`,
      });
      return;
    }
    const checked = validateBankAccount(account);
    if (!checked.ok) context.addIssue({ code: 'custom', message: `${where}: ${checked.message}` });
    const usAccount = account.country === 'CO' && account.fiat === 'USD';
    if (usAccount && (!account.bankAddress || !account.USBankTransferMethod)) {
      context.addIssue({ code: 'custom', message: `${where}: needs bankAddress and USBankTransferMethod` });
    }
    const taxId = { MX: /^[A-ZÑ&]{3}\d{6}[A-Z0-9]{3}$/, PE: /^(10|15|17|20)\d{9}$/, CO: /^\d{9}-\d$/ }[
      account.country
    ];
    if (!usAccount && !taxId.test(account.taxId ?? '')) {
      const name = {
        MX: 'an RFC of 12 characters',
        PE: 'an RUC of 11 digits',
        CO: 'a NIT such as 901234567-1',
      };
      context.addIssue({ code: 'custom', message: `${where}: taxId must be ${name[account.country]}` });
    }
  });

const bankAccountsSchema = z
  .object({
    companyName: text,
    companyAddress: text,
    accountHolderName: text,
    accounts: z.array(bankAccountSchema).min(1),
  })
  .strict()
  .superRefine((settings, context) => {
    const seen = new Set<string>();
    for (const { country, fiat } of settings.accounts) {
      if (seen.has(`${country} ${fiat}`))
        context.addIssue({ code: 'custom', message: `${country} ${fiat} is given twice` });
      seen.add(`${country} ${fiat}`);
    }
  });

export type BankAccountSettings = z.infer<typeof bankAccountsSchema>;

const depositAddressesSchema = z
  .partialRecord(z.enum(NETWORKS), z.array(z.string().trim()).min(1))
  .superRefine((pools, context) => {
    const entries = Object.entries(pools) as Array<[Network, string[]]>;
    if (entries.length === 0) context.addIssue({ code: 'custom', message: 'names no network' });
    for (const [network, addresses] of entries) {
      if (new Set(addresses).size !== addresses.length)
        context.addIssue({ code: 'custom', message: `${network} lists an address twice` });
      for (const address of addresses) {
        const checked = validateCryptoAddress(network, address);
        if (!checked.ok)
          context.addIssue({ code: 'custom', message: `${network} address ${address}: ${checked.message}` });
      }
    }
  });

/** The operator's deposit addresses per network, each handed to one order only. */
export type DepositAddressPools = Partial<Record<Network, string[]>>;

const priceFeedSchema = z.object({
  url: z.url({ protocol: /^https?$/ }),
  /** Rates older than this (by the feed's `asOf`) are not used: quoting answers 503 code 43 instead. */
  maxAgeSeconds: z.coerce.number().int().min(5).max(3600).default(60),
  /** Sent as `Authorization: Bearer <token>` when set. */
  token: z.string().min(1).optional(),
});

export type PriceFeedSettings = z.infer<typeof priceFeedSchema>;

export type ProviderSettings = {
  bankAccounts: BankAccountSettings;
  depositAddresses: DepositAddressPools;
  priceFeed: PriceFeedSettings;
};

/**
 * The production providers' settings, or the reasons they cannot be had: one line per provider missing or
 * invalid (the values themselves are never repeated, but for the addresses that fail their network's check).
 */
export function parseProviderSettings(
  source: Record<string, unknown>,
): { ok: true; settings: ProviderSettings } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  const bankAccounts = parseJson(source, providerVariables.bankAccounts, bankAccountsSchema, problems, {
    purpose: "the service's bank accounts per country and currency, for payment instructions",
  });
  const depositAddresses = parseJson(
    source,
    providerVariables.depositAddresses,
    depositAddressesSchema,
    problems,
    {
      purpose: 'the pool of deposit addresses per network, each handed to one order',
    },
  );
  let priceFeed: PriceFeedSettings | undefined;
  if (!source.CAMBIO_PRICE_FEED_URL) {
    problems.push(
      `${providerVariables.priceFeedUrl} is not set: the URL of the price feed quotes are made from (docs/deploying.md, "Production")`,
    );
  } else {
    const parsed = priceFeedSchema.safeParse({
      url: source.CAMBIO_PRICE_FEED_URL,
      maxAgeSeconds: source.CAMBIO_PRICE_FEED_MAX_AGE_SECONDS || undefined,
      token: source.CAMBIO_PRICE_FEED_TOKEN || undefined,
    });
    if (parsed.success) priceFeed = parsed.data;
    else {
      const names = {
        url: 'CAMBIO_PRICE_FEED_URL',
        maxAgeSeconds: 'CAMBIO_PRICE_FEED_MAX_AGE_SECONDS',
        token: 'CAMBIO_PRICE_FEED_TOKEN',
      };
      for (const issue of parsed.error.issues) {
        const name = names[issue.path[0] as keyof typeof names] ?? 'CAMBIO_PRICE_FEED_URL';
        problems.push(`${name}: ${issue.message}`);
      }
    }
  }
  if (!bankAccounts || !depositAddresses || !priceFeed) return { ok: false, problems };
  return { ok: true, settings: { bankAccounts, depositAddresses, priceFeed } };
}

function parseJson<T>(
  source: Record<string, unknown>,
  name: string,
  schema: z.ZodType<T>,
  problems: string[],
  { purpose }: { purpose: string },
): T | undefined {
  const value = source[name];
  if (!value) {
    problems.push(`${name} is not set: ${purpose} (a JSON document, docs/deploying.md, "Production")`);
    return undefined;
  }
  let json: unknown;
  try {
    json = JSON.parse(String(value));
  } catch {
    problems.push(`${name} is not valid JSON`);
    return undefined;
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) =>
    issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
  );
  problems.push(
    `${name}: ${issues.slice(0, 3).join('; ')}${issues.length > 3 ? ` (and ${issues.length - 3} more)` : ''}`,
  );
  return undefined;
}
