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
  /** Further entries of the same error (a 400's other fields at fault), after the first. */
  readonly others: readonly ErrorEntry[];

  constructor(
    errorName: ErrorName,
    options: { message?: string; field?: string; others?: readonly ErrorEntry[] } = {},
  ) {
    super(options.message ?? errorCatalogue[errorName].message);
    this.errorName = errorName;
    this.field = options.field;
    this.others = options.others ?? [];
  }

  get status(): number {
    return errorCatalogue[this.errorName].status;
  }

  toBody(): ErrorBody {
    const entry: ErrorEntry = { code: errorCatalogue[this.errorName].code, message: this.message };
    if (this.field !== undefined) entry.field = this.field;
    return { errors: this.others.length === 0 ? [entry] : [entry, ...this.others] };
  }
}

/** A 400 that names the request field at fault (`body.email`, `query.limit`, `path.id`). */
export function invalidField(field: string, problem: string): ApiError {
  return invalidFields([{ field, problem }]);
}

/** A 400 with one entry per field at fault, in the order given. */
export function invalidFields(problems: ReadonlyArray<{ field: string; problem: string }>): ApiError {
  const [first, ...rest] = problems.map(({ field, problem }) => ({
    code: errorCatalogue.invalidRequest.code,
    message: `Invalid request: ${field} ${problem}`,
    field,
  }));
  return new ApiError('invalidRequest', { ...first, others: rest });
}

/** A JSON body that does not parse (400, code 9). */
export function malformedJsonBody(): ApiError {
  return invalidField('body', 'is not valid JSON');
}

/** An unexpected error's 500 (code 15): its message gives the request id its log line carries. */
export function internalError(requestId: string): ApiError {
  return new ApiError('internalError', { message: `Internal error (request id ${requestId})` });
}
