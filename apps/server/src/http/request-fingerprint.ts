import { sha256Hex } from '../domain/crypto.ts';

export type FingerprintedRequest = {
  /** The API key's id: a key of the same broker that did not send the request is not handed its answer. */
  keyId: string;
  method: string;
  pathAndQuery: string;
  contentType: string | undefined;
  body: Uint8Array;
};

const encoder = new TextEncoder();
const fixedBoundary = encoder.encode('cambio-fingerprint-boundary');

/**
 * What makes two requests "the same" for an Idempotency-Key: SHA-256 (hex) of the API key id, method,
 * path with query and body bytes. A multipart body is encoded around a boundary that clients pick at
 * random for every encoding, so the boundary is replaced by a fixed one first: the same form, built again
 * for a retry, is the same request.
 */
export async function requestFingerprint(request: FingerprintedRequest): Promise<string> {
  const head = encoder.encode(`${request.keyId}\n${request.method}\n${request.pathAndQuery}\n`);
  const boundary = multipartBoundary(request.contentType);
  const body = boundary ? replaceBytes(request.body, encoder.encode(boundary), fixedBoundary) : request.body;
  return sha256Hex(concat([head, body]));
}

function multipartBoundary(contentType: string | undefined): string | undefined {
  if (!contentType || !/^\s*multipart\//i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

function replaceBytes(bytes: Uint8Array, search: Uint8Array, replacement: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [];
  let start = 0;
  for (let at = indexOf(bytes, search, 0); at !== -1; at = indexOf(bytes, search, start)) {
    parts.push(bytes.subarray(start, at), replacement);
    start = at + search.length;
  }
  if (parts.length === 0) return bytes;
  parts.push(bytes.subarray(start));
  return concat(parts);
}

function indexOf(bytes: Uint8Array, search: Uint8Array, from: number): number {
  const first = search[0];
  if (first === undefined) return -1;
  const last = bytes.length - search.length;
  for (let at = bytes.indexOf(first, from); at !== -1 && at <= last; at = bytes.indexOf(first, at + 1)) {
    if (matchesAt(bytes, search, at)) return at;
  }
  return -1;
}

function matchesAt(bytes: Uint8Array, search: Uint8Array, at: number): boolean {
  for (let offset = 1; offset < search.length; offset++) {
    if (bytes[at + offset] !== search[offset]) return false;
  }
  return true;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}
