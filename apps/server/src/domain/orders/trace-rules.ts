import { type Country, isFiat } from '../assets.ts';

export type FieldProblem = { field: string; problem: string };

const blockchainFields = ['blockchainTxId', 'blockchainAddress'];
const mexicanFields = ['SPEITrackingNumber', 'SPIDTrackingNumber', 'CEPLink', 'CLABE'];
const bankFields = [...mexicanFields, 'reference', 'accountHolderName', 'accountNumber', 'CCI'];

/**
 * What a reported transfer's trace lacks or has of another rail (`prefix` names it in the request): a
 * blockchain transfer has its transaction hash; a bank transfer in Mexico the tracking number of its rail
 * (SPEI for MXN, SPID for USD); the fields of another rail or country are refused. `alsoRequired` are
 * fields the operation needs beyond the rail's.
 */
export function traceProblems(
  trace: Record<string, unknown>,
  leg: { asset: string; country: Country },
  prefix: string,
  alsoRequired: readonly string[] = [],
): FieldProblem[] {
  const given = (field: string) => trace[field] !== undefined;
  const problems: FieldProblem[] = [];
  const refuse = (fields: readonly string[], problem: string) => {
    for (const field of fields.filter(given)) problems.push({ field: `${prefix}.${field}`, problem });
  };
  const required: string[] = [...alsoRequired];
  if (!isFiat(leg.asset)) {
    refuse(bankFields, `is a bank transfer's field; this is a ${leg.asset} blockchain transfer`);
    required.push('blockchainTxId');
  } else {
    refuse(blockchainFields, `is a blockchain transfer's field; this is a ${leg.asset} bank transfer`);
    if (leg.country === 'MX') {
      const [rail, other] =
        leg.asset === 'USD'
          ? ['SPIDTrackingNumber', 'SPEITrackingNumber']
          : ['SPEITrackingNumber', 'SPIDTrackingNumber'];
      refuse([other], `is not the tracking number of a ${leg.asset} transfer in Mexico (${rail})`);
      required.push(rail);
    } else {
      refuse(mexicanFields, `is for transfers in Mexico; this one is in ${leg.country}`);
      if (leg.country !== 'PE') refuse(['CCI'], `is for transfers in Peru; this one is in ${leg.country}`);
    }
  }
  for (const field of required.filter((name) => !given(name))) {
    problems.push({ field: `${prefix}.${field}`, problem: `is required for this ${leg.asset} transfer` });
  }
  return problems;
}
