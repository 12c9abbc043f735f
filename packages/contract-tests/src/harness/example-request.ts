import type { OperationId } from '@cambio/contract';
import type { CallOptions } from './api.ts';
import { dereference, escapePointer, type JsonObject, operationById } from './document.ts';
import { pdfBytes } from './fixtures.ts';

function exampleOf(holder: JsonObject, pointer: string): unknown {
  if (holder.example !== undefined) return holder.example;
  const examples = holder.examples as Record<string, unknown> | undefined;
  const first = examples ? Object.entries(examples)[0] : undefined;
  if (!first) return undefined;
  return dereference(first[1], `${pointer}/examples/${escapePointer(first[0])}`).value.value;
}

function multipartForm(example: JsonObject, encoding: Record<string, JsonObject>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(example)) {
    const contentType = encoding[name]?.contentType;
    const fileType = typeof contentType === 'string' ? contentType.split(',')[0]?.trim() : undefined;
    if (fileType && fileType !== 'text/plain') {
      form.append(name, new Blob([pdfBytes()], { type: fileType }), `${name}.pdf`);
    } else {
      form.append(name, String(value));
    }
  }
  return form;
}

/**
 * A request the document itself calls valid: path parameters (`pathId` or the parameter's example),
 * required query parameters and the request body from the document's examples. Used where a test needs
 * "some valid call" of every operation (authorization, pending operations).
 */
export function exampleRequest(id: OperationId, pathId?: string): CallOptions {
  const entry = operationById(id);
  const query = new URLSearchParams();
  let path = entry.template;
  const parameters = (entry.operation.parameters ?? []) as unknown[];
  parameters.forEach((raw, index) => {
    const { value: parameter, pointer } = dereference(raw, `${entry.pointer}/parameters/${index}`);
    const example = exampleOf(parameter, pointer);
    if (parameter.in === 'path')
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(pathId ?? String(example)));
    if (parameter.in === 'query' && parameter.required === true)
      query.set(String(parameter.name), String(example));
  });
  const options: CallOptions = {
    method: entry.method.toUpperCase(),
    path: query.size > 0 ? `${path}?${query}` : path,
  };
  const requestBody = entry.operation.requestBody as JsonObject | undefined;
  if (!requestBody) return options;
  const { value: body, pointer } = dereference(requestBody, `${entry.pointer}/requestBody`);
  const content = body.content as Record<string, JsonObject>;
  const json = content['application/json'];
  if (json) return { ...options, body: exampleOf(json, `${pointer}/content/application~1json`) ?? {} };
  const multipart = content['multipart/form-data'];
  if (multipart) {
    const example = exampleOf(multipart, `${pointer}/content/multipart~1form-data`) as JsonObject;
    return {
      ...options,
      rawBody: multipartForm(example, (multipart.encoding ?? {}) as Record<string, JsonObject>),
    };
  }
  return options;
}
