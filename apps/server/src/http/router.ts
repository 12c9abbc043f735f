import type { Result, Router } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';

/**
 * Paths remembered per method; past it the memory starts over (the app has a few dozen fixed paths, and a scan
 * of unknown ones only costs the walks it would have cost anyway).
 */
const maxRemembered = 256;
/** Methods remembered for: the wildcard middleware matches any method token, and the tokens are the caller's. */
const maxMethods = 16;
/** Longer paths are not remembered (none of the app's fixed paths comes near). */
const maxPathLength = 200;

/**
 * Hono's TrieRouter, remembering the matches of paths that carry no parameter (`/api/orders`,
 * `/api/market/prices/spot`): their handlers are the same every time, and walking the trie for them cost
 * about 2 µs and 3 KB of garbage a request. Hono's RegExpRouter keeps such matches itself, but refuses this
 * app's paths (`/api/orders/export` next to `/api/orders/:id/cancel`). Every request of a path gets the same
 * match: Hono only reads it, and nothing else may change it.
 */
export class RememberingTrieRouter<T> implements Router<T> {
  readonly name = 'RememberingTrieRouter';
  readonly #trie = new TrieRouter<T>();
  readonly #remembered = new Map<string, Map<string, Result<T>>>();

  add(method: string, path: string, handler: T): void {
    this.#remembered.clear();
    this.#trie.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    let paths = this.#remembered.get(method);
    const known = paths?.get(path);
    if (known) return known;
    const result = this.#trie.match(method, path);
    if (path.length <= maxPathLength && result[0].every(([, params]) => isEmpty(params))) {
      if (!paths && this.#remembered.size >= maxMethods) return result;
      if (!paths || paths.size >= maxRemembered) {
        paths = new Map();
        this.#remembered.set(method, paths);
      }
      paths.set(path, result);
    }
    return result;
  }
}

function isEmpty(params: object): boolean {
  for (const _ in params) return false;
  return true;
}
