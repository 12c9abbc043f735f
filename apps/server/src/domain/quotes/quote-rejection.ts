/**
 * Why a quote request cannot be priced. `message` completes a sentence that starts with the field, as in
 * `invalidField(field, message)`: "body.origin.amount" + "has more than 2 decimals (MXN)".
 */
export type QuoteRejection = {
  rejected: true;
  code: 'unsupportedAssetPair' | 'invalidRequest';
  field: string;
  message: string;
};

export function unsupportedPair(field: string, message: string): QuoteRejection {
  return { rejected: true, code: 'unsupportedAssetPair', field, message };
}

export function invalidRequest(field: string, message: string): QuoteRejection {
  return { rejected: true, code: 'invalidRequest', field, message };
}

export function isRejection(value: unknown): value is QuoteRejection {
  return typeof value === 'object' && value !== null && 'rejected' in value && value.rejected === true;
}
