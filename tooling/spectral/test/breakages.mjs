// For each cambio rule, documents broken on purpose: what is broken, how, and where the rule must point.
import {
  both,
  CREATE_USER,
  del,
  ERROR_CODE,
  GET_QUOTE,
  GET_WEBHOOK,
  LIST_USERS,
  LIST_USERS_JSON,
  LIST_WEBHOOKS,
  NOT_FOUND_JSON,
  SCHEMAS,
  set,
} from './lint.mjs';

const COUNTRIES = [...SCHEMAS, 'Country', 'enum'];

// A new 404 code in the catalogue and the enum, named nowhere else.
const addOrderNotFound = (doc) => {
  const errorCode = doc.components.schemas.ErrorCode;
  errorCode.enum.push(2);
  errorCode['x-error-catalogue'].push({
    name: 'orderNotFound',
    code: 2,
    status: 404,
    message: 'Order not found',
  });
};

// rule -> [what is broken, mutation, expected path of the (only) result]
export const BREAKAGES = {
  'cambio-operation-id': [
    [
      'PascalCase operationId',
      set([...LIST_USERS, 'operationId'], 'ListUsers'),
      [...LIST_USERS, 'operationId'],
    ],
  ],
  'cambio-operation-tags': [
    ['two tags', set([...LIST_USERS, 'tags'], ['Users', 'Onboarding']), [...LIST_USERS, 'tags']],
    ['undeclared tag', set([...LIST_USERS, 'tags'], ['Nope']), [...LIST_USERS, 'tags', '0']],
  ],
  'cambio-operation-summary': [
    ['no summary', del([...LIST_USERS, 'summary']), LIST_USERS],
    ['summary over 60 chars', set([...LIST_USERS, 'summary'], 'x'.repeat(61)), [...LIST_USERS, 'summary']],
    [
      'summary ending with a period',
      set([...LIST_USERS, 'summary'], 'List users.'),
      [...LIST_USERS, 'summary'],
    ],
  ],
  'cambio-operation-description': [
    ['empty description', set([...LIST_USERS, 'description'], ''), [...LIST_USERS, 'description']],
  ],
  'cambio-operation-security': [
    ['no operation security', del([...LIST_USERS, 'security']), LIST_USERS],
    ['optional auth {}', set([...LIST_USERS, 'security'], [{}]), [...LIST_USERS, 'security', '0']],
  ],
  'cambio-error-responses': [
    [
      'inline 404 response',
      set([...GET_WEBHOOK, 'responses', '404'], { description: 'Not found.' }),
      [...GET_WEBHOOK, 'responses', '404'],
    ],
    [
      'shared response whose schema is not ErrorBody',
      both(
        set([...NOT_FOUND_JSON, 'schema'], { $ref: '#/components/schemas/ErrorEntry' }),
        set([...NOT_FOUND_JSON, 'example'], { code: 1, message: 'User not found' }),
      ),
      NOT_FOUND_JSON,
    ],
  ],
  'cambio-operation-4xx': [
    ['no 401', del([...LIST_USERS, 'responses', '401']), [...LIST_USERS, 'responses']],
    ['body but no 400', del([...CREATE_USER, 'responses', '400']), [...CREATE_USER, 'responses']],
  ],
  'cambio-operation-input-errors': [
    ['{id} but no 404', del([...GET_WEBHOOK, 'responses', '404']), [...GET_WEBHOOK, 'responses']],
    ['createAndModify but no 403', del([...CREATE_USER, 'responses', '403']), [...CREATE_USER, 'responses']],
  ],
  'cambio-property-description': [
    [
      'property without description',
      del([...SCHEMAS, 'Sample', 'properties', 'id', 'description']),
      [...SCHEMAS, 'Sample', 'properties', 'id'],
    ],
  ],
  'cambio-property-type': [
    [
      'property without type',
      del([...SCHEMAS, 'Sample', 'properties', 'id', 'type']),
      [...SCHEMAS, 'Sample', 'properties', 'id'],
    ],
  ],
  'cambio-property-camel-case': [
    [
      'snake_case property',
      set([...SCHEMAS, 'Sample', 'properties', 'user_name'], { type: 'string', description: 'Name.' }),
      [...SCHEMAS, 'Sample', 'properties', 'user_name'],
    ],
  ],
  'cambio-paths-api-prefix': [
    [
      'path outside /api',
      (d) => {
        d.paths['/quotes/{id}'] = d.paths['/api/quotes/{id}'];
        delete d.paths['/api/quotes/{id}'];
      },
      ['paths', '/quotes/{id}'],
    ],
  ],
  'cambio-spec-enums': [
    [
      'enum in another order',
      set([...SCHEMAS, 'Country', 'enum'], ['MX', 'CO', 'PE']),
      [...SCHEMAS, 'Country', 'enum'],
    ],
    [
      'enum schema missing',
      both(del([...SCHEMAS, 'FixedLeg']), del([...SCHEMAS, 'Sample', 'properties', 'fixedLeg'])),
      [],
    ],
    ['a value appended without x-extension-values', set(COUNTRIES, ['MX', 'PE', 'CO', 'AR']), COUNTRIES],
    [
      'x-extension-values not at the end of the enum',
      both(
        set(COUNTRIES, ['AR', 'MX', 'PE', 'CO']),
        set([...SCHEMAS, 'Country', 'x-extension-values'], ['AR']),
      ),
      COUNTRIES,
    ],
  ],
  'cambio-extension-marked': [
    ['extension not marked', del([...GET_QUOTE, 'x-extension']), GET_QUOTE],
    [
      'spec operation marked as extension',
      set([...LIST_USERS, 'x-extension'], true),
      [...LIST_USERS, 'x-extension'],
    ],
    ['spec operation missing', del(['paths', '/api/market/prices/spot']), ['paths']],
  ],
  'cambio-examples': [
    ['2xx body without example', del([...LIST_USERS_JSON, 'example']), LIST_USERS_JSON],
    [
      'parameter without example',
      del([...LIST_USERS, 'parameters', 0, 'example']),
      [...LIST_USERS, 'parameters', '0'],
    ],
  ],
  'cambio-response-request-id': [
    [
      '2xx without X-Request-Id',
      del([...LIST_USERS, 'responses', '200', 'headers']),
      [...LIST_USERS, 'responses', '200'],
    ],
    [
      '204 without X-Request-Id',
      del(['paths', '/api/webhooks/{id}', 'delete', 'responses', '204', 'headers']),
      ['paths', '/api/webhooks/{id}', 'delete', 'responses', '204'],
    ],
  ],
  'cambio-response-cors': [
    [
      '2xx without Access-Control-Allow-Origin',
      del([...LIST_USERS, 'responses', '200', 'headers', 'Access-Control-Allow-Origin']),
      [...LIST_USERS, 'responses', '200'],
    ],
    [
      'a shared error response without it',
      del(['components', 'responses', 'NotFound', 'headers', 'Access-Control-Allow-Origin']),
      ['components', 'responses', 'NotFound'],
    ],
  ],
  'cambio-list-headers': [
    [
      'a list without X-Total-Count',
      del([...LIST_WEBHOOKS, 'responses', '200', 'headers', 'X-Total-Count']),
      [...LIST_WEBHOOKS, 'responses', '200'],
    ],
    [
      'a list taking cursor without X-Next-Cursor',
      del([...LIST_WEBHOOKS, 'responses', '200', 'headers', 'X-Next-Cursor']),
      [...LIST_WEBHOOKS, 'responses', '200'],
    ],
    [
      'an array answer without any list header',
      set([...LIST_USERS_JSON, 'schema'], {
        type: 'array',
        maxItems: 100,
        items: { type: 'string', maxLength: 9 },
      }),
      [...LIST_USERS, 'responses', '200'],
    ],
  ],
  'cambio-error-catalogue': [
    [
      'a catalogue code missing from the enum',
      set([...ERROR_CODE, 'enum'], [19, 1, 9, 11, 15]),
      [...ERROR_CODE, 'x-error-catalogue', '6'],
    ],
    [
      'an enum code missing from the catalogue',
      set([...ERROR_CODE, 'enum'], [19, 1, 9, 11, 15, 46, 77]),
      [...ERROR_CODE, 'enum', '6'],
    ],
  ],
  'cambio-error-statuses': [
    [
      'a catalogue code no shared response of its status names',
      addOrderNotFound,
      ['components', 'responses', 'NotFound'],
    ],
    [
      'a shared response used under a status its example code is not of',
      set([...GET_WEBHOOK, 'responses', '400'], { $ref: '#/components/responses/NotFound' }),
      [...GET_WEBHOOK, 'responses'],
    ],
  ],
  'cambio-error-table': [
    ['a catalogue code without a row', addOrderNotFound, ['info', 'description']],
    [
      'a row with another status',
      (d) => {
        d.info.description = d.info.description.replace('| 1 | 404 |', '| 1 | 400 |');
      },
      ['info', 'description'],
    ],
  ],
  'cambio-role-marked': [
    ['no x-required-role', del([...LIST_USERS, 'x-required-role']), LIST_USERS],
    [
      'spec 5.3 operation with role read',
      set(['paths', '/api/orders', 'post', 'x-required-role'], 'read'),
      ['paths', '/api/orders', 'post', 'x-required-role'],
    ],
    [
      'spec 5.4 operation without approval',
      set(['paths', '/api/market/prices/spot', 'get', 'x-requires-approval'], false),
      ['paths', '/api/market/prices/spot', 'get', 'x-requires-approval'],
    ],
    [
      'operation that takes no key with a role',
      both(set([...GET_QUOTE, 'security'], []), del([...GET_QUOTE, 'x-requires-approval'])),
      [...GET_QUOTE, 'x-required-role'],
    ],
  ],
};
