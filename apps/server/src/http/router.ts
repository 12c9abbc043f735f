import type { Params, Result, Router } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';

/**
 * Shapes remembered per method; past it the memory starts over (the app has a few dozen routes, and a scan
 * of unknown paths only costs the walks it would have cost anyway).
 */
const maxRemembered = 256;
/** Methods remembered for: the wildcard middleware matches any method token, and the tokens are the caller's. */
const maxMethods = 16;
/** Longer paths are walked every time (none of the app's routes comes near). */
const maxPathLength = 200;

/**
 * What one path shape matches: the match itself when every parameter is the same for all paths of the shape,
 * else each handler's parameters in the walk's order, each a path position or a value.
 */
type Shape<T> = { whole?: Result<T>; handlers: Array<[T, Array<[string, number, string | undefined]>]> };

/**
 * Hono's TrieRouter, remembering its matches by the shape of the path. A segment that is no segment of any
 * route (`ord_7f3a…` in `/api/orders/ord_7f3a…`) can only be taken by a `:name` parameter or a `*`, so every
 * path that differs from another only in such segments matches the same handlers, with those segments as the
 * parameters. The walk allocates at every level and cost the order read a fifth of its CPU (51-72 against
 * 38-55 µs a read, two servers loaded in turn); a remembered shape costs a split and a lookup. Hono's
 * RegExpRouter keeps matches itself, but refuses this app's paths (`/api/orders/export` next to
 * `/api/orders/:id/cancel`). With a route whose segments a shape cannot stand for (a regular expression, an
 * optional parameter, a prefix `abc*`), every match is walked.
 *
 * Requests of one parameter-free path share its match: Hono only reads it, and nothing else may change it.
 */
export class RememberingTrieRouter<T> implements Router<T> {
  readonly name = 'RememberingTrieRouter';
  readonly #trie = new TrieRouter<T>();
  /** Every segment of every route's path: a request segment among them is matched as itself. */
  readonly #literals = new Set<string>();
  #shapesHold = true;
  readonly #remembered = new Map<string, Map<string, Shape<T>>>();

  add(method: string, path: string, handler: T): void {
    this.#remembered.clear();
    // A regular expression or an optional parameter (`:id?`) takes segments a shape cannot stand for.
    if (path.includes('{') || path.includes('?')) this.#shapesHold = false;
    for (const segment of path.split('/')) {
      if (segment.includes('*') && segment !== '*') this.#shapesHold = false;
      this.#literals.add(segment);
    }
    this.#trie.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    let shapes = this.#remembered.get(method);
    const same = shapes?.get(path)?.whole;
    if (same) return same;
    if (!this.#shapesHold || path.length > maxPathLength) return this.#trie.match(method, path);
    const segments = path.split('/');
    const key = segments.map((segment) => (this.#literals.has(segment) ? segment : '\0')).join('/');
    let shape = shapes?.get(key);
    if (!shape) {
      // The walk of a probe that marks each other segment with its position tells which parameter takes which.
      const probe = segments.map((segment, i) => (this.#literals.has(segment) ? segment : `\0${i}`));
      shape = shapeOf(this.#trie.match(method, probe.join('/')), probe);
      if (!shape) return this.#trie.match(method, path);
      // Past either bound the memory starts over: first come would keep the methods that came first.
      if (!shapes && this.#remembered.size >= maxMethods) this.#remembered.clear();
      if (!shapes || shapes.size >= maxRemembered) {
        shapes = new Map();
        this.#remembered.set(method, shapes);
      }
      shapes.set(key, shape);
    }
    return shape.whole ?? fill(shape, segments);
  }
}

function shapeOf<T>(match: Result<T>, probe: string[]): Shape<T> | undefined {
  const handlers: Shape<T>['handlers'] = [];
  let taken = false;
  for (const [handler, params] of match[0] as Array<[T, Params]>) {
    const entries: Array<[string, number, string | undefined]> = [];
    for (const name in params) {
      const value = params[name] as string | undefined;
      if (!value?.startsWith('\0')) {
        entries.push([name, -1, value]);
        continue;
      }
      const position = Number(value.slice(1));
      // A marker the walk did not take whole (not expected of `:name` parameters): no shape then.
      if (probe[position] !== value) return undefined;
      entries.push([name, position, undefined]);
      taken = true;
    }
    handlers.push([handler, entries]);
  }
  return taken ? { handlers } : { whole: match, handlers };
}

function fill<T>(shape: Shape<T>, segments: string[]): Result<T> {
  return [
    shape.handlers.map(([handler, entries]) => {
      const params: Params = Object.create(null);
      for (const [name, position, value] of entries) {
        params[name] = (position < 0 ? value : segments[position]) as string;
      }
      return [handler, params];
    }),
  ];
}
