import { checkedFetch } from './checked-fetch.ts';
import type { Target } from './target.ts';

export type CallOptions = {
  method: string;
  /** Path with its query string, such as `/api/users?limit=5`. */
  path: string;
  /** Sent as `x-api-key`; omitted when undefined. */
  key?: string | undefined;
  /** Serialized as JSON with `content-type: application/json`. */
  body?: unknown;
  /** Sent as it is (bad JSON, other content types, multipart forms); set `content-type` in `headers` if needed. */
  rawBody?: BodyInit;
  headers?: Record<string, string>;
};

export type ErrorEntry = { code: number; message: string; field?: string };

export type CallResult<T = unknown> = {
  status: number;
  /** Parsed JSON, the text for other content types, undefined when empty. */
  body: T;
  headers: Headers;
};

/** A raw HTTP call for tests that the typed client cannot express; validated like every other response. */
export async function call<T = unknown>(target: Target, options: CallOptions): Promise<CallResult<T>> {
  const headers = new Headers(options.headers);
  if (options.key !== undefined) headers.set('x-api-key', options.key);
  let body: BodyInit | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  const request = new Request(`${target.baseUrl}${options.path}`, { method: options.method, headers, body });
  const response = await checkedFetch(target, request);
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  const parsed = text === '' ? undefined : isJson ? JSON.parse(text) : text;
  return { status: response.status, body: parsed as T, headers: response.headers };
}

/** The error entries of an error body (empty when the body is not one). */
export function errorsOf(result: CallResult): ErrorEntry[] {
  const errors = (result.body as { errors?: ErrorEntry[] } | undefined)?.errors;
  return Array.isArray(errors) ? errors : [];
}

/** `{status, codes}` of a result, to assert both in one readable comparison. */
export function outcome(result: CallResult): { status: number; codes: number[] } {
  return { status: result.status, codes: errorsOf(result).map((entry) => entry.code) };
}

/** `{status, code, field}` of the first error entry: what a 400 test asserts. */
export function fieldError(result: CallResult): {
  status: number;
  code: number | undefined;
  field: string | undefined;
} {
  const first = errorsOf(result)[0];
  return { status: result.status, code: first?.code, field: first?.field };
}
