import type { OperationId } from '@cambio/contract';
import type { CallOptions } from './api.ts';
import { dereference, type JsonObject, operationEntries } from './document.ts';
import { exampleRequest } from './example-request.ts';

export type JsonOperation = { id: OperationId; schema: JsonObject; request: CallOptions };

function jsonBodySchema(operation: JsonObject, pointer: string): JsonObject | undefined {
  if (!operation.requestBody) return undefined;
  const body = dereference(operation.requestBody, `${pointer}/requestBody`).value;
  const schema = (body.content as Record<string, JsonObject>)['application/json']?.schema;
  return schema ? dereference(schema, '').value : undefined;
}

/**
 * Every operation of the document that takes a JSON body, with its body schema and a valid example
 * request. `ids` gives real ids for path parameters by parameter component (`UserId`, `WebhookId` …), so
 * that a refusal is about the body and not about a missing resource.
 */
export function jsonOperations(ids: Record<string, string>): JsonOperation[] {
  return operationEntries.flatMap((entry) => {
    const schema = jsonBodySchema(entry.operation, entry.pointer);
    if (!schema) return [];
    const parameters = (entry.operation.parameters ?? []) as { $ref?: string }[];
    const component = parameters
      .map((parameter) => parameter.$ref?.split('/').pop() ?? '')
      .find((name) => ids[name]);
    return [
      { id: entry.id, schema, request: exampleRequest(entry.id, component ? ids[component] : undefined) },
    ];
  });
}
