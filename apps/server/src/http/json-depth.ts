import type { MiddlewareHandler } from 'hono';
import { invalidField } from '../errors.ts';
import type { AppEnv } from './context.ts';

/**
 * The deepest nesting of objects and arrays a JSON request body may have (the document states it). The
 * service's own bodies nest 4 levels at most; free-form additional information gets room to spare. Deeper
 * values would reach code that recurses (JSON.stringify of 10,000 levels overflowed the stack: a 500).
 */
export const maxJsonDepth = 32;

const quote = 0x22;
const backslash = 0x5c;
const openBrace = 0x7b;
const openBracket = 0x5b;
const closeBrace = 0x7d;
const closeBracket = 0x5d;

/**
 * Whether JSON text opens more than `limit` objects and arrays inside one another, read before the text
 * is parsed so that no deep value is ever built: one pass over the characters, skipping strings (brackets
 * in them do not count). Malformed text gets an answer too, which JSON.parse then refuses either way.
 */
export function nestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === quote) {
      // To the closing quote, stepping over escaped characters (`\"` among them).
      for (i++; i < text.length; i++) {
        const inside = text.charCodeAt(i);
        if (inside === backslash) i++;
        else if (inside === quote) break;
      }
    } else if (code === openBrace || code === openBracket) {
      if (++depth > limit) return true;
    } else if (code === closeBrace || code === closeBracket) {
      depth--;
    }
  }
  return false;
}

/** The JSON content types @hono/zod-openapi takes for a JSON body (its media-type gate's own test). */
const jsonContentType = /^application\/([a-z-.]+\+)?json(;\s*[a-zA-Z0-9-]+=([^;]+))*$/i;

/**
 * Given with the route of an operation with a JSON body: a body nested deeper than `maxJsonDepth` is 400
 * (code 9, naming the body) before zod-openapi's validator parses it, from Hono's cached text.
 */
export const jsonDepth: MiddlewareHandler<AppEnv> = async (c, next) => {
  const contentType = c.req.header('content-type');
  if (
    contentType &&
    jsonContentType.test(contentType) &&
    nestedDeeperThan(await c.req.text(), maxJsonDepth)
  ) {
    throw invalidField('body', `nests objects and arrays deeper than ${maxJsonDepth} levels`);
  }
  return next();
};
