import type { Instructions } from '../../deps.ts';
import type { Country } from '../assets.ts';

export type Rail = 'spei' | 'spid' | 'ach' | 'wire' | 'cci' | 'pse' | 'achColombia' | 'blockchain';

/** The service's company, then the account's own fields. */
function companyAccount(fields: Instructions): Instructions {
  return Object.assign(
    {
      companyName: 'Cambio Sandbox S.A. de C.V.',
      companyAddress: 'Av. Paseo de la Reforma 222, Juárez, 06600 Ciudad de México, CDMX',
      accountHolderName: 'Cambio Sandbox',
    },
    fields,
  );
}

/** The rail a fiat leg uses in a country. */
export function fiatRail(country: Country, fiat: string): Rail {
  if (country === 'MX') return fiat === 'USD' ? 'spid' : 'spei';
  if (country === 'PE') return 'cci';
  return fiat === 'USD' ? 'ach' : 'achColombia';
}

/** Where the customer sends a fiat payment: the service's account for the country and currency. */
export function bankPaymentInstructions(country: Country, fiat: string, reference: string): Instructions {
  if (country === 'MX') {
    return companyAccount({
      bankName: 'STP',
      CLABE: fiat === 'USD' ? '646180157000000004' : '646180157099999993',
      RFC: 'CSA201121AB1',
      reference,
    });
  }
  if (country === 'PE') {
    return companyAccount({
      bankName: 'BCP',
      CCI: fiat === 'USD' ? '00219300987654321013' : '00219300123456789010',
      RUC: '20612345678',
      reference,
    });
  }
  if (fiat === 'USD') {
    return companyAccount({
      bankName: 'JPMorgan Chase Bank',
      bankAddress: '383 Madison Avenue, New York, NY 10179',
      accountNumber: '000123456789',
      routingNumber: '021000021',
      USBankTransferMethod: 'ach',
      reference,
    });
  }
  return companyAccount({
    bankName: 'Bancolombia',
    accountNumber: '03112345678',
    NIT: '901234567-1',
    reference,
  });
}
