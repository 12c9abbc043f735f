// The valid base document of the tests: a tiny but complete OpenAPI 3.1 document with the 19 operations
// of spec part 4 and one extension, clean under every rule of the ruleset (built-in and cambio).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { SPEC_ENUMS } from '../spec-data.mjs';

// [method, path, operationId, tag, role, requiresApproval, takesBody]
const OPERATIONS = [
  ['get', '/api/users', 'listUsers', 'Users', 'read', false, false],
  ['post', '/api/users', 'createUser', 'Users', 'createAndModify', false, true],
  ['patch', '/api/users', 'updateCurrentUser', 'Users', 'createAndModify', false, true],
  [
    'post',
    '/api/users/{id}/additional-information',
    'addAdditionalInformation',
    'Users',
    'createAndModify',
    false,
    true,
  ],
  ['post', '/api/users/{id}/documents', 'uploadDocument', 'Users', 'createAndModify', false, true],
  ['post', '/api/users/{id}/terms/accept', 'acceptTerms', 'Users', 'createAndModify', false, false],
  ['get', '/api/users/{id}/link', 'getOnboardingLink', 'Onboarding', 'read', false, false],
  ['post', '/api/orders/export', 'exportOrders', 'Orders', 'createAndModify', false, true],
  ['post', '/api/orders', 'createOrder', 'Orders', 'createAndModify', true, true],
  ['post', '/api/orders/{id}/cancel', 'cancelOrder', 'Orders', 'createAndModify', true, false],
  ['post', '/api/payments/bank/bulk', 'createBulkBankPayment', 'Payments', 'createAndModify', true, true],
  ['post', '/api/payments/bank/check', 'checkBankPayment', 'Payments', 'createAndModify', true, true],
  ['post', '/api/payments/crypto/check', 'checkCryptoPayment', 'Payments', 'createAndModify', true, true],
  ['get', '/api/payouts/bank/bulk/{id}', 'getBulkBankPayout', 'Payouts', 'read', true, false],
  ['get', '/api/market/prices/spot', 'getSpotPrice', 'Market', 'read', true, false],
  ['delete', '/api/bank/accounts/{id}', 'deleteBankAccount', 'Bank accounts', 'createAndModify', true, false],
  ['get', '/api/webhooks', 'listWebhooks', 'Webhooks', 'read', false, false],
  ['get', '/api/webhooks/{id}', 'getWebhook', 'Webhooks', 'read', false, false],
  ['delete', '/api/webhooks/{id}', 'deleteWebhook', 'Webhooks', 'createAndModify', false, false],
  // An extension (not in spec part 4).
  ['get', '/api/quotes/{id}', 'getQuote', 'Quotes', 'read', false, false],
];

const TAGS = [
  'Bank accounts',
  'Market',
  'Onboarding',
  'Orders',
  'Payments',
  'Payouts',
  'Quotes',
  'Users',
  'Webhooks',
];
const SAMPLE_EXAMPLE = { id: 'usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST', country: 'MX', CLABE: '002010077777777771' };
const ERROR_RESPONSES = {
  400: ['BadRequest', 9, 'Invalid request'],
  401: ['Unauthorized', 19, 'Not authorized'],
  403: ['Forbidden', 19, 'Not authorized'],
  404: ['NotFound', 1, 'User not found'],
  413: ['PayloadTooLarge', 11, 'Request body too large'],
  429: ['TooManyRequests', 46, 'Too many requests'],
  500: ['InternalError', 15, 'Internal error'],
};
// The error catalogue (x-error-catalogue of ErrorCode): [name, code, status, message].
const CATALOGUE = [
  ['notAuthorized', 19, 401, 'Not authorized'],
  ['forbidden', 19, 403, 'Not authorized'],
  ['userNotFound', 1, 404, 'User not found'],
  ['invalidRequest', 9, 400, 'Invalid request'],
  ['payloadTooLarge', 11, 413, 'Request body too large'],
  ['internalError', 15, 500, 'Internal error'],
  ['rateLimited', 46, 429, 'Too many requests'],
];
const ERROR_TABLE = [
  '| Code | Status | Message |',
  '| --- | --- | --- |',
  '| 19 | 401 / 403 | Not authorized (no valid key / missing role) |',
  '| 1 | 404 | User not found |',
  '| 9 | 400 | Invalid request |',
  '| 11 | 413 | Request body too large |',
  '| 15 | 500 | Internal error |',
  '| 46 | 429 | Too many requests |',
].join('\n');
const ref = (kind, name) => ({ $ref: `#/components/${kind}/${name}` });

function operation([method, path, operationId, tag, role, approval, body]) {
  const hasId = path.includes('{id}');
  const parameters = [];
  if (hasId) {
    parameters.push({
      name: 'id',
      in: 'path',
      required: true,
      description: 'Resource id.',
      schema: { type: 'string', maxLength: 64 },
      example: 'usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST',
    });
  }
  if (operationId === 'listUsers') {
    parameters.push({
      name: 'page',
      in: 'query',
      description: 'Page number.',
      schema: { type: 'integer', format: 'int32', minimum: 1, maximum: 10000 },
      example: 1,
    });
  }
  if (operationId === 'listWebhooks') {
    parameters.push({
      name: 'cursor',
      in: 'query',
      description: 'Where the page starts.',
      schema: { type: 'string', maxLength: 256 },
      example: 'MjAyNg',
    });
  }
  const codes = ['401', '429', '500'];
  if (body || parameters.length > 0) codes.push('400');
  if (body) codes.push('413');
  if (hasId) codes.push('404');
  if (role === 'createAndModify' || approval) codes.push('403');
  const responses = {};
  if (method === 'delete') responses['204'] = { description: 'Deleted.', headers: answerHeaders() };
  else if (operationId === 'listWebhooks') {
    responses['200'] = {
      description: 'A page of the list.',
      headers: {
        ...answerHeaders(),
        'X-Total-Count': ref('headers', 'TotalCount'),
        'X-Total-Count-Capped': ref('headers', 'TotalCountCapped'),
        'X-Next-Cursor': ref('headers', 'NextCursor'),
      },
      content: {
        'application/json': {
          schema: { type: 'array', maxItems: 100, items: ref('schemas', 'Sample') },
          example: [SAMPLE_EXAMPLE],
        },
      },
    };
  } else {
    responses['200'] = {
      description: 'OK.',
      headers: answerHeaders(),
      content: { 'application/json': { schema: ref('schemas', 'Sample'), example: SAMPLE_EXAMPLE } },
    };
  }
  for (const code of codes.sort()) responses[code] = ref('responses', ERROR_RESPONSES[code][0]);
  return {
    operationId,
    tags: [tag],
    summary: `Operation ${operationId}`,
    description: `Does ${operationId}.`,
    security: [{ ApiKeyAuth: [] }],
    'x-required-role': role,
    'x-requires-approval': approval,
    ...(path.startsWith('/api/quotes') ? { 'x-extension': true } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: ref('schemas', 'Sample'), example: SAMPLE_EXAMPLE } },
          },
        }
      : {}),
    responses,
  };
}

/** The headers every response documents: its request id, the rate limit's fields and CORS's origin. */
function answerHeaders() {
  return {
    'X-Request-Id': ref('headers', 'RequestId'),
    RateLimit: ref('headers', 'RateLimit'),
    'RateLimit-Policy': ref('headers', 'RateLimitPolicy'),
    'Access-Control-Allow-Origin': ref('headers', 'AccessControlAllowOrigin'),
  };
}
/** A bounded string header of the components. */
const stringHeader = (description, required, example) => ({
  description,
  required,
  schema: { type: 'string', maxLength: 128, description, example },
});

function enumSchema(name) {
  return {
    type: 'string',
    description: `${name} (spec).`,
    enum: [...SPEC_ENUMS[name]],
    example: SPEC_ENUMS[name][0],
  };
}

/** A fresh copy of the valid base document (bundled style: everything under components). */
export function baseDocument() {
  const paths = {};
  for (const op of OPERATIONS) {
    paths[op[1]] ??= {};
    paths[op[1]][op[0]] = operation(op);
  }
  const enumProperties = Object.fromEntries(
    Object.keys(SPEC_ENUMS).map((name) => [
      name[0].toLowerCase() + name.slice(1),
      { ...ref('schemas', name), description: `A ${name}.` },
    ]),
  );
  const schemas = {
    Sample: {
      type: 'object',
      description: 'A sample resource.',
      properties: {
        id: { type: 'string', maxLength: 64, description: 'Identifier.' },
        CLABE: { type: 'string', maxLength: 18, description: 'Spec name, allowed although not camelCase.' },
        ...enumProperties,
      },
    },
    ErrorBody: {
      type: 'object',
      description: 'Error body.',
      required: ['errors'],
      properties: {
        errors: { type: 'array', maxItems: 20, description: 'Errors.', items: ref('schemas', 'ErrorEntry') },
      },
    },
    ErrorEntry: {
      type: 'object',
      description: 'One error.',
      required: ['code', 'message'],
      properties: {
        code: ref('schemas', 'ErrorCode'),
        message: { type: 'string', maxLength: 2000, description: 'Message.' },
      },
    },
    ErrorCode: {
      type: 'integer',
      format: 'int32',
      minimum: 1,
      maximum: 999,
      description: 'Error code.',
      enum: [...new Set(CATALOGUE.map(([, code]) => code))],
      'x-error-catalogue': CATALOGUE.map(([name, code, status, message]) => ({
        name,
        code,
        status,
        message,
      })),
    },
    ...Object.fromEntries(Object.keys(SPEC_ENUMS).map((name) => [name, enumSchema(name)])),
  };
  const responses = Object.fromEntries(
    Object.values(ERROR_RESPONSES).map(([name, code, message]) => [
      name,
      {
        description: `Code ${code}: ${message.toLowerCase()}.`,
        headers: {
          ...answerHeaders(),
          ...(code === 46 ? { 'Retry-After': ref('headers', 'RetryAfter') } : {}),
        },
        content: {
          'application/json': {
            schema: ref('schemas', 'ErrorBody'),
            example: { errors: [{ code, message }] },
          },
        },
      },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'cambio test API',
      version: '1.0.0',
      description: `Test document.\n\n${ERROR_TABLE}\n`,
      contact: { name: 'cambio', url: 'https://cambio.invalid', email: 'api@cambio.invalid' },
      license: { name: 'Apache-2.0', url: 'https://www.apache.org/licenses/LICENSE-2.0' },
    },
    servers: [{ url: '/', description: 'This server (local: http://localhost:8787).', 'x-internal': false }],
    security: [{ ApiKeyAuth: [] }],
    tags: TAGS.map((name) => ({ name, description: `${name} operations.` })),
    paths,
    components: {
      securitySchemes: { ApiKeyAuth: { type: 'apiKey', in: 'header', name: 'x-api-key' } },
      schemas,
      responses,
      headers: {
        RequestId: stringHeader('The request id.', true, 'req_1'),
        TotalCount: {
          description: 'Matching records.',
          required: true,
          schema: { type: 'integer', format: 'int32', minimum: 0, maximum: 10000, description: 'Count.' },
          example: 42,
        },
        TotalCountCapped: {
          description: 'Whether the count stopped.',
          required: false,
          schema: { type: 'boolean', description: 'Capped.' },
          example: true,
        },
        NextCursor: stringHeader('The next page.', false, 'MjAyNg'),
        RateLimit: stringHeader('The quota left.', true, '"key";r=5;t=30'),
        RateLimitPolicy: stringHeader('The quota.', true, '"key";q=6;w=60'),
        AccessControlAllowOrigin: stringHeader('CORS origin.', false, '*'),
        RetryAfter: {
          description: 'Seconds to wait.',
          required: true,
          schema: {
            type: 'integer',
            format: 'int32',
            minimum: 1,
            maximum: 60,
            description: 'Seconds.',
            example: 5,
          },
        },
      },
    },
  };
}

/**
 * Writes `doc` split the way openapi/ is: openapi.yaml with path items as $refs to paths/<n>.yaml,
 * schemas in components/schemas/common.yaml (enums), errors.yaml (ErrorBody, ErrorEntry) and sample.yaml,
 * responses in components/responses.yaml, headers in components/headers.yaml. Refs become relative file refs. Returns the root file path.
 * (Files hold JSON, which is YAML; Spectral parses them with its YAML parser as it does the real ones.)
 */
export function writeSplit(doc) {
  const dir = mkdtempSync(join(tmpdir(), 'cambio-spectral-'));
  written.push(dir);
  const files = {}; // relative file -> content
  const schemaFile = (name) =>
    name in SPEC_ENUMS
      ? 'components/schemas/common.yaml'
      : name.startsWith('Error')
        ? 'components/schemas/errors.yaml'
        : 'components/schemas/sample.yaml';
  const relative = (from, to) => {
    const up = from.split('/').length - 1;
    return `${'../'.repeat(up)}${to}` || './';
  };
  // Rewrites #/components/<kind>/<Name> refs for a node that will live in file `at`.
  const rewrite = (node, at) =>
    JSON.parse(JSON.stringify(node), (key, value) => {
      if (key !== '$ref' || typeof value !== 'string') return value;
      const [, kind, name] = value.match(/^#\/components\/(\w+)\/(.+)$/) ?? [];
      const file =
        kind === 'schemas'
          ? schemaFile(name)
          : kind === 'responses' || kind === 'headers'
            ? `components/${kind}.yaml`
            : null;
      if (file === null) return value;
      return `${file === at ? '' : relative(at, file)}#/${name}`;
    });
  const put = (file, name, value) => {
    files[file] ??= {};
    files[file][name] = rewrite(value, file);
  };
  for (const [name, schema] of Object.entries(doc.components.schemas)) put(schemaFile(name), name, schema);
  for (const [name, response] of Object.entries(doc.components.responses))
    put('components/responses.yaml', name, response);
  for (const [name, header] of Object.entries(doc.components.headers ?? {}))
    put('components/headers.yaml', name, header);

  const root = { ...doc, paths: {}, components: { securitySchemes: doc.components.securitySchemes } };
  Object.entries(doc.paths).forEach(([path, item], i) => {
    const file = `paths/p${i}.yaml`;
    files[file] = rewrite(item, file);
    root.paths[path] = { $ref: `./${file}` };
  });
  files['openapi.yaml'] = root;
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), JSON.stringify(content, null, 2));
  }
  return join(dir, 'openapi.yaml');
}

const written = [];
/** Deletes the directories writeSplit created. */
export function removeSplits() {
  for (const dir of written.splice(0)) rmSync(dir, { recursive: true, force: true });
}
