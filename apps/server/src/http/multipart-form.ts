import { z } from '@hono/zod-openapi';
import { getMultipartBoundary, MultipartParseError, parseMultipart } from '@remix-run/multipart-parser';
import type { MiddlewareHandler } from 'hono';
import { invalidField } from '../errors.ts';
import type { AppEnv } from './context.ts';

/**
 * Given with the route of an operation with a multipart/form-data body (the upload), before its validators:
 * the body is read by a multipart parser that takes what RFC 7578 allows (parameters as tokens without quotes,
 * `name=document`; a file part without `filename`), which the platforms' `formData()` refuse, and a body that
 * is not multipart answers 400 saying so. The form is left where Hono's form validator reads it.
 *
 * `fileFields` are the fields whose schema is a file: their part is a File when it says it is one (a
 * `filename` or its own Content-Type); any other part is text, as a form field sent without either is.
 */
export function multipartForm(fileFields: ReadonlySet<string>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const form = readForm(bytes, c.req.header('content-type') ?? '', fileFields);
    c.req.bodyCache.formData = form;
    return next();
  };
}

/** The fields of a form body's schema that are files (`format: binary` in the document, `z.file()` here). */
export function fileFieldsOf(schema: unknown): Set<string> {
  const shape = schema instanceof z.ZodObject ? schema.shape : {};
  return new Set(Object.keys(shape).filter((name) => shape[name] instanceof z.ZodFile));
}

function readForm(bytes: Uint8Array, contentType: string, fileFields: ReadonlySet<string>): FormData {
  const boundary = getMultipartBoundary(contentType);
  if (!boundary) throw malformed('the Content-Type header names no boundary');
  const form = new FormData();
  try {
    // The body's size is bounded before (body-limits.ts): the parser's own bounds are the body's.
    const bounds = { maxFileSize: bytes.byteLength, maxTotalSize: bytes.byteLength };
    for (const part of parseMultipart(bytes, { boundary, ...bounds })) {
      const { name, filename } = part;
      if (!name) throw malformed('a part has no Content-Disposition name');
      const type = part.headers['content-type'];
      if (fileFields.has(name) && (filename != null || type !== undefined)) {
        form.append(name, new File([part.arrayBuffer], filename ?? '', { type: type ?? '' }));
      } else {
        form.append(name, part.text);
      }
    }
  } catch (error) {
    if (error instanceof MultipartParseError) throw malformed(error.message);
    throw error;
  }
  return form;
}

/** A body that is not multipart/form-data as its Content-Type says (400 code 9, `field: body`). */
export function malformed(reason: string) {
  return invalidField('body', `is malformed multipart/form-data (${reason})`);
}
