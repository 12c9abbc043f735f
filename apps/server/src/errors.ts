import { type ErrorName, errorCatalogue } from '@cambio/contract';

export type ErrorEntry = { code: number; message: string; field?: string };
export type ErrorBody = { errors: ErrorEntry[] };

/**
 * The one error type of the server. Handlers throw it; the error handler turns it into the documented
 * body `{errors:[{code,message}]}` with the catalogue's HTTP status.
 */
export class ApiError extends Error {
  readonly errorName: ErrorName;
  readonly field: string | undefined;

  constructor(errorName: ErrorName, options: { message?: string; field?: string } = {}) {
    super(options.message ?? errorCatalogue[errorName].message);
    this.errorName = errorName;
    this.field = options.field;
  }

  get status(): number {
    return errorCatalogue[this.errorName].status;
  }

  toBody(): ErrorBody {
    const entry: ErrorEntry = { code: errorCatalogue[this.errorName].code, message: this.message };
    if (this.field !== undefined) entry.field = this.field;
    return { errors: [entry] };
  }
}

/** A 400 that names the request field at fault (`body.email`, `query.limit`, `path.id`). */
export function invalidField(field: string, problem: string): ApiError {
  return new ApiError('invalidRequest', { field, message: `Invalid request: ${field} ${problem}` });
}

/** A JSON body that does not parse (400, code 9). */
export function malformedJsonBody(): ApiError {
  return invalidField('body', 'is not valid JSON');
}

/** An unexpected error's 500 (code 15): its message gives the request id its log line carries. */
export function internalError(requestId: string): ApiError {
  return new ApiError('internalError', { message: `Internal error (request id ${requestId})` });
}
