// biome-ignore-all lint/suspicious/noThenProperty: a Spectral rule's action is its `then` key.
// cambio Spectral ruleset: every built-in OpenAPI rule, the OWASP API Security Top 10 (2023) ruleset and the
// project's own `cambio-*` rules.
//   CLI:  spectral lint --ruleset tooling/spectral/ruleset.mjs openapi/openapi.yaml
//   code: spectral.setRuleset((await import('@cambio/spectral-ruleset')).default)
//
// All cambio rules run on the RESOLVED document (so they see the split source and a bundled file alike,
// and Spectral reports each problem in the file where it is written). Rules that need to know what a
// $ref points at (error responses -> ErrorBody, the named enum schemas, $ref'd properties) read the
// unresolved files themselves through lib/graph.mjs; `resolved: false` would only show them the root file.
import { casing, pattern, truthy } from '@stoplight/spectral-functions';
import owasp from '@stoplight/spectral-owasp-ruleset';
import { oas } from '@stoplight/spectral-rulesets';
import errorCatalogue from './functions/errorCatalogue.mjs';
import errorResponses from './functions/errorResponses.mjs';
import listHeaders from './functions/listHeaders.mjs';
import operationExamples from './functions/operationExamples.mjs';
import operationRoles from './functions/operationRoles.mjs';
import operationSecurity from './functions/operationSecurity.mjs';
import operationSummary from './functions/operationSummary.mjs';
import operationTags from './functions/operationTags.mjs';
import requiredResponses from './functions/requiredResponses.mjs';
import responseCors from './functions/responseCors.mjs';
import responseRequestId from './functions/responseRequestId.mjs';
import schemaProperties from './functions/schemaProperties.mjs';
import specEnums from './functions/specEnums.mjs';
import specOperations from './functions/specOperations.mjs';

const OPERATION = '$.paths[*][get,put,post,delete,options,head,patch,trace]';

// A rule whose function walks the whole document once (its results carry their own paths).
// `message: '{{error}}'` shows the function's own message (Spectral would print the description instead).
const onDocument = (description, fn, options) => ({
  description,
  message: '{{error}}',
  severity: 'error',
  given: '$',
  then: { function: fn, ...(options ? { functionOptions: options } : {}) },
});
const onOperation = (description, fn, options, severity = 'error') => ({
  description,
  message: '{{error}}',
  severity,
  given: OPERATION,
  then: { function: fn, ...(options ? { functionOptions: options } : {}) },
});

export default {
  // Keep every built-in rule on (do not switch any off to make the document pass). The OWASP rules are on
  // too, but for the five below, each off for the reason given (and each but the first checked otherwise).
  extends: [
    [oas, 'all'],
    [owasp, 'all'],
  ],
  rules: {
    // Wants a format, pattern or enumeration on every string. Free text (names, street lines, notes,
    // labels, messages) has none to give; what makes a string safe to accept is its bound, and every string
    // has one (owasp:api4:2023-string-limit, an error, stays on). Strings with a shape (ids of the form,
    // e-mails, dates, URLs, account codes, phone numbers) carry their format or pattern.
    'owasp:api4:2023-string-restricted': 'off',
    // Given `$..headers`, it also demands the header in the map of header components and in anything
    // named `headers` (the outbox message's schema property and its examples), which no document could
    // honestly satisfy; cambio-response-cors checks the one place it means, every response.
    'owasp:api8:2023-define-cors-origin': 'off',
    // Flags an operation without security: the health check (`security: []`), which load balancers call
    // without a key. cambio-operation-security demands the key on every other operation, reads included.
    'owasp:api2:2023-read-restricted': 'off',
    // Want a 400 (or 422) and a 401 on every operation. The health check takes no key (no 401) and no
    // input, nor does GET /api/sandbox/clock (no 400: nothing can be invalid). cambio-operation-4xx and
    // cambio-operation-input-errors demand the 401 of every operation that takes a key and the 400 of every
    // operation that takes parameters or a body.
    'owasp:api8:2023-define-error-validation': 'off',
    'owasp:api8:2023-define-error-responses-401': 'off',
    'cambio-operation-id': {
      description: 'operationId is camelCase (it becomes the client method and handler name).',
      message: 'operationId "{{value}}" must be camelCase.',
      severity: 'error',
      given: OPERATION,
      then: { field: 'operationId', function: casing, functionOptions: { type: 'camel' } },
    },
    'cambio-operation-tags': onOperation(
      'Exactly one tag per operation, declared in the root tags.',
      operationTags,
    ),
    'cambio-operation-summary': onOperation(
      'Summary present, at most 60 characters, no trailing period.',
      operationSummary,
    ),
    'cambio-operation-description': {
      description: 'Operations have a description for the integrating developer.',
      message: 'Operation must have a description (what it does, rules, errors, sandbox behaviour).',
      severity: 'error',
      given: OPERATION,
      then: { field: 'description', function: truthy },
    },
    'cambio-operation-security': onOperation(
      'Operations state security: [{ApiKeyAuth: []}] explicitly.',
      operationSecurity,
    ),
    'cambio-error-responses': onOperation(
      '4xx/5xx responses are $refs to shared responses using ErrorBody.',
      errorResponses,
    ),
    'cambio-operation-4xx': onOperation(
      'Operations document 401 and 500, and 400 when they take a body.',
      requiredResponses,
      { mode: 'core' },
    ),
    'cambio-operation-input-errors': onOperation(
      'Operations document 400 (parameters), 413 (body), 404 ({id} in path) and 403 (role/approval).',
      requiredResponses,
      { mode: 'input' },
      'warn',
    ),
    'cambio-response-request-id': onOperation(
      'Every response documents the required X-Request-Id header (components/headers.yaml#/RequestId).',
      responseRequestId,
    ),
    'cambio-response-cors': onOperation(
      'Every response documents Access-Control-Allow-Origin (components/headers.yaml#/AccessControlAllowOrigin).',
      responseCors,
    ),
    'cambio-list-headers': onOperation(
      'A list (2xx JSON array) documents X-Total-Count and X-Total-Count-Capped, and X-Next-Cursor when it takes `cursor`.',
      listHeaders,
    ),
    'cambio-error-catalogue': onDocument(
      "ErrorCode's enum holds exactly the codes of its x-error-catalogue.",
      errorCatalogue,
      { check: 'enum' },
    ),
    'cambio-error-statuses': onDocument(
      'Shared error responses show codes of the status they answer, and name every catalogue code of it.',
      errorCatalogue,
      { check: 'statuses' },
    ),
    'cambio-error-table': onDocument(
      'The error code table of info.description has one row per catalogue code, with its status and message.',
      errorCatalogue,
      { check: 'table' },
    ),
    'cambio-property-description': onDocument('Every schema property has a description.', schemaProperties, {
      check: 'description',
    }),
    'cambio-property-type': onDocument(
      'Every schema property has a type (or $ref/oneOf/anyOf/allOf/enum/const).',
      schemaProperties,
      { check: 'type' },
    ),
    'cambio-property-camel-case': onDocument(
      "Property names are camelCase except the spec's own names.",
      schemaProperties,
      { check: 'camelCase' },
    ),
    'cambio-paths-api-prefix': {
      description: 'Every path starts with /api (spec part 9).',
      message: 'Path "{{property}}" must start with /api/.',
      severity: 'error',
      given: '$.paths',
      then: { field: '@key', function: pattern, functionOptions: { match: '^/api(/|$)' } },
    },
    'cambio-spec-enums': onDocument(
      "Named enum schemas equal the specification's lists (values and order).",
      specEnums,
    ),
    'cambio-extension-marked': onDocument(
      'Spec part 4 operations exist; all others carry x-extension: true.',
      specOperations,
    ),
    'cambio-examples': onOperation('2xx response bodies and parameters have examples.', operationExamples),
    'cambio-role-marked': onOperation(
      'x-required-role and x-requires-approval are set and match spec 5.3/5.4.',
      operationRoles,
    ),
  },
};
