import { type ErrorName, errorCatalogue } from './contract.ts';

export type ApiErrorEntry = { code: number; message: string; field?: string };
export type ApiErrorBody = { errors: ApiErrorEntry[] };

export { type ErrorName, errorCatalogue };

/** The catalogue names an error code has (code 19 is both `notAuthorized` and `forbidden`). */
export function errorNamesOf(code: number): ErrorName[] {
  return (Object.keys(errorCatalogue) as ErrorName[]).filter((name) => errorCatalogue[name].code === code);
}

/** Whether a response's error body carries the catalogue entry `name` (its code and HTTP status). */
export function isError(error: unknown, status: number, name: ErrorName): boolean {
  const entry = errorCatalogue[name];
  const body = error as Partial<ApiErrorBody> | undefined;
  return (
    status === entry.status && Array.isArray(body?.errors) && body.errors.some((e) => e.code === entry.code)
  );
}
