// What the rule tests share: linting a document as the CLI does (bundled, or split into files the way
// openapi/ is), and mutations that break a copy of the base document at a path.
import { readFileSync } from 'node:fs';
import { Document, Spectral } from '@stoplight/spectral-core';
import Parsers from '@stoplight/spectral-parsers';
import ruleset from '../ruleset.mjs';
import { baseDocument } from './fixture/base-document.mjs';
import { writeSplit } from './fixture/write-split.mjs';

// The project's own rules (the ruleset also switches some OWASP rules off by name).
export const CAMBIO_RULES = Object.keys(ruleset.rules).filter((rule) => rule.startsWith('cambio-'));

// A new Spectral per run: its resolver caches files by URI across runs.
export async function lint(doc) {
  const spectral = new Spectral();
  spectral.setRuleset(ruleset);
  return spectral.run(new Document(JSON.stringify(doc), Parsers.Json, '/virtual/openapi.json'));
}
export async function lintSplit(doc) {
  const root = writeSplit(doc);
  const spectral = new Spectral();
  spectral.setRuleset(ruleset);
  const results = await spectral.run(new Document(readFileSync(root, 'utf8'), Parsers.Yaml, root));
  const dir = root.slice(0, -'openapi.yaml'.length);
  return results.map((r) => ({ ...r, file: r.source?.slice(dir.length) }));
}

export const edit = (change) => {
  const doc = baseDocument();
  change(doc);
  return doc;
};
// Mutations: set or delete the value at a path of the document.
const parent = (doc, path) => path.slice(0, -1).reduce((node, key) => node[key], doc);
export const set = (path, value) => (doc) => {
  parent(doc, path)[path.at(-1)] = value;
};
export const del = (path) => (doc) => {
  delete parent(doc, path)[path.at(-1)];
};
export const both =
  (...changes) =>
  (doc) => {
    for (const change of changes) change(doc);
  };

export const LIST_USERS = ['paths', '/api/users', 'get'];
export const CREATE_USER = ['paths', '/api/users', 'post'];
export const GET_WEBHOOK = ['paths', '/api/webhooks/{id}', 'get'];
export const GET_QUOTE = ['paths', '/api/quotes/{id}', 'get'];
export const LIST_WEBHOOKS = ['paths', '/api/webhooks', 'get'];
export const SCHEMAS = ['components', 'schemas'];
export const ERROR_CODE = ['components', 'schemas', 'ErrorCode'];
export const NOT_FOUND_JSON = ['components', 'responses', 'NotFound', 'content', 'application/json'];
export const LIST_USERS_JSON = [...LIST_USERS, 'responses', '200', 'content', 'application/json'];
