import type { components } from '@cambio/contract';
import type { BulkBankPaymentRecord } from '../../records.ts';

/** The bulk bank payment as the API shows it (spec 2.4): the country's account fields at the top level. */
export function bulkPaymentView(record: BulkBankPaymentRecord): components['schemas']['BulkBankPayment'] {
  const { instructions } = record;
  const fields = (...names: string[]) =>
    Object.fromEntries(names.flatMap((name) => (instructions[name] ? [[name, instructions[name]]] : [])));
  return {
    id: record.id,
    createdAt: record.createdAt,
    userId: record.userId,
    orderIds: record.orderIds,
    orderIdsPaid: record.orderIdsPaid,
    amount: Number(record.amount),
    amountReceived: Number(record.amountReceived),
    fiat: record.fiat,
    bankName: instructions.bankName ?? '',
    companyName: instructions.companyName ?? '',
    companyAddress: instructions.companyAddress ?? '',
    status: record.status,
    ...fields('CLABE', 'RFC', 'RUC'),
    CCI: instructions.CCI ?? null,
    reference: record.reference,
    instructions,
  };
}
