import { assignDepositAddress, takenDepositAddresses } from '../../db/deposit-addresses-queries.ts';
import type { Instructions, PaymentDetails } from '../../deps.ts';
import { ApiError } from '../../errors.ts';
import type { BankAccountSettings, DepositAddressPools } from '../../provider-settings.ts';
import type { Country, Fiat } from '../assets.ts';

/** How many free addresses a hand-out looks at, to pick one at random (two bookings at once rarely collide). */
const candidates = 16;

/**
 * Production: the service's bank accounts as the operator configured them (CAMBIO_BANK_ACCOUNTS), and deposit
 * addresses from the operator's pool (CAMBIO_DEPOSIT_ADDRESSES), each handed to one order only. A country and
 * currency without an account answers 503 code 45, a used-up pool 503 code 44: nothing is made up.
 */
export function configuredPaymentDetails(settings: {
  bankAccounts: BankAccountSettings;
  depositAddresses: DepositAddressPools;
}): PaymentDetails {
  const { companyName, companyAddress, accountHolderName } = settings.bankAccounts;
  const accounts = new Map(
    settings.bankAccounts.accounts.map((account) => [`${account.country} ${account.fiat}`, account]),
  );
  return {
    bankInstructions(country: Country, fiat: Fiat, reference: string): Instructions {
      const account = accounts.get(`${country} ${fiat}`);
      if (!account) {
        throw new ApiError('paymentAccountNotConfigured', {
          message: `No bank account of the service for this country and currency: ${country} ${fiat} is not configured`,
        });
      }
      const fields: Instructions = {
        companyName,
        companyAddress,
        accountHolderName,
        bankName: account.bankName,
      };
      if (country === 'MX') Object.assign(fields, { CLABE: account.CLABE, RFC: account.taxId });
      else if (country === 'PE') Object.assign(fields, { CCI: account.CCI, RUC: account.taxId });
      else if (fiat === 'USD') {
        Object.assign(fields, {
          bankAddress: account.bankAddress,
          accountNumber: account.accountNumber,
          routingNumber: account.routingNumber,
          USBankTransferMethod: account.USBankTransferMethod,
        });
      } else Object.assign(fields, { accountNumber: account.accountNumber, NIT: account.taxId });
      fields.reference = reference;
      return fields;
    },

    async depositAddress(store, orderId, network, at) {
      const pool = settings.depositAddresses[network] ?? [];
      const free: string[] = [];
      // In slices, so that no statement binds more values than SQLite allows.
      for (let start = 0; start < pool.length && free.length < candidates; start += 500) {
        const slice = pool.slice(start, start + 500);
        const used = await takenDepositAddresses(store, network, slice);
        free.push(...slice.filter((address) => !used.has(address)));
      }
      const address = free[Math.floor(Math.random() * Math.min(free.length, candidates))];
      if (address === undefined) {
        throw new ApiError('depositAddressesExhausted', {
          message: `No deposit address available on this network: the pool of ${network} is used up (${pool.length} handed out)`,
        });
      }
      return {
        deposit: { address },
        statements: [
          assignDepositAddress(store, { network, address, orderId, assignedAt: at.toISOString() }),
        ],
      };
    },
  };
}
