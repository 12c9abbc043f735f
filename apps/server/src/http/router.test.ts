import fc from 'fast-check';
import { TrieRouter } from 'hono/router/trie-router';
import { describe, expect, it, vi } from 'vitest';
import { openTestRuntime } from '../testing/test-runtime.ts';
import { RememberingTrieRouter } from './router.ts';

const routes: Array<[string, string, string]> = [
  ['ALL', '*', 'deps'],
  ['ALL', '/api/*', 'auth'],
  ['GET', '/api/orders', 'list'],
  ['POST', '/api/orders', 'create'],
  ['POST', '/api/orders/export', 'export'],
  ['GET', '/api/orders/:id', 'read'],
  ['POST', '/api/orders/:id/cancel', 'cancel'],
];

function routers() {
  const remembering = new RememberingTrieRouter<string>();
  const trie = new TrieRouter<string>();
  for (const [method, path, handler] of routes) {
    remembering.add(method, path, handler);
    trie.add(method, path, handler);
  }
  return { remembering, trie };
}

describe('RememberingTrieRouter', () => {
  it('matches as the TrieRouter does, the first time and every time after', () => {
    const { remembering, trie } = routers();
    const requests: Array<[string, string]> = [
      ['GET', '/api/orders'],
      ['POST', '/api/orders'],
      ['POST', '/api/orders/export'],
      ['GET', '/api/orders/ord_1'],
      ['POST', '/api/orders/ord_2/cancel'],
      ['GET', '/api/nothing'],
      ['DELETE', '/api/orders'],
    ];
    for (let round = 0; round < 3; round++) {
      for (const [method, path] of requests) {
        expect(remembering.match(method, path), `${method} ${path}`).toEqual(trie.match(method, path));
      }
    }
  });

  it('matches as the TrieRouter does for any path: parameters, literals, empty segments, markers', () => {
    const { remembering, trie } = routers();
    const segment = fc.oneof(
      fc.constantFrom('', 'api', 'orders', 'export', 'cancel', ':id', '*', '\0', '\u00003', 'ord_1'),
      fc.string({ maxLength: 6 }).filter((text) => !text.includes('/')),
    );
    const request = fc.tuple(
      fc.constantFrom('GET', 'POST', 'DELETE'),
      fc.array(segment, { maxLength: 5 }).map((segments) => `/${segments.join('/')}`),
    );
    fc.assert(
      fc.property(fc.array(request, { minLength: 1, maxLength: 8 }), (requests) => {
        // Twice: the first match may walk, the second comes from what was remembered.
        for (const [method, path] of [...requests, ...requests]) {
          expect(remembering.match(method, path), `${method} ${path}`).toEqual(trie.match(method, path));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('walks the trie once per shape: a path of the same shape gets its own parameters without a walk', () => {
    const { remembering } = routers();
    const walk = vi.spyOn(TrieRouter.prototype, 'match');
    try {
      expect(remembering.match('POST', '/api/orders/ord_1/cancel')[0].at(-1)).toEqual([
        'cancel',
        { id: 'ord_1' },
      ]);
      expect(walk).toHaveBeenCalledTimes(1);
      expect(remembering.match('POST', '/api/orders/ord_2/cancel')[0].at(-1)).toEqual([
        'cancel',
        { id: 'ord_2' },
      ]);
      expect(remembering.match('GET', '/api/orders/ord_3')[0].at(-1)).toEqual(['read', { id: 'ord_3' }]);
      expect(remembering.match('GET', '/api/orders/ord_4')[0].at(-1)).toEqual(['read', { id: 'ord_4' }]);
      expect(walk).toHaveBeenCalledTimes(2);
      // A literal segment in a parameter's place is a shape of its own.
      expect(remembering.match('GET', '/api/orders/export')[0].at(-1)).toEqual(['read', { id: 'export' }]);
      expect(walk).toHaveBeenCalledTimes(3);
      // A path without parameters gets the very match it got before.
      expect(remembering.match('POST', '/api/orders')).toBe(remembering.match('POST', '/api/orders'));
    } finally {
      walk.mockRestore();
    }
  });

  it('walks every time once a route has a segment a shape cannot stand for, and matches right', () => {
    for (const path of ['/api/orders/:id{ord_[0-9]+}', '/api/files/report*', '/api/files/:name?']) {
      const { remembering, trie } = routers();
      remembering.add('GET', path, 'special');
      trie.add('GET', path, 'special');
      const walk = vi.spyOn(TrieRouter.prototype, 'match');
      try {
        for (const request of [
          '/api/orders/ord_12',
          '/api/orders/ord_x',
          '/api/files/report-1',
          '/api/files/x',
        ]) {
          expect(remembering.match('GET', request), `${path}: ${request}`).toEqual(
            trie.match('GET', request),
          );
          expect(remembering.match('GET', request), `${path}: ${request}`).toEqual(
            trie.match('GET', request),
          );
        }
        expect(walk).toHaveBeenCalledTimes(16);
      } finally {
        walk.mockRestore();
      }
    }
  });

  it('forgets what it remembered when a route is added', () => {
    const { remembering } = routers();
    expect(remembering.match('GET', '/api/orders')[0].map(([handler]) => handler)).toEqual([
      'deps',
      'auth',
      'list',
    ]);
    remembering.add('GET', '/api/orders', 'audit');
    expect(remembering.match('GET', '/api/orders')[0].map(([handler]) => handler)).toEqual([
      'deps',
      'auth',
      'list',
      'audit',
    ]);
  });

  it('remembers for a bounded number of methods, starting over past it, and stays right', () => {
    const { remembering, trie } = routers();
    const walk = vi.spyOn(TrieRouter.prototype, 'match');
    try {
      for (let i = 0; i < 16; i++) remembering.match(`M${i}`, '/api/orders');
      remembering.match('M0', '/api/orders');
      expect(walk).toHaveBeenCalledTimes(16);
      // A 17th method: the memory starts over, so M0 is walked again, and then remembered again.
      expect(remembering.match('M16', '/api/orders')).toEqual(trie.match('M16', '/api/orders'));
      remembering.match('M0', '/api/orders');
      remembering.match('M0', '/api/orders');
      expect(walk).toHaveBeenCalledTimes(16 + 1 + 1 + 1);
    } finally {
      walk.mockRestore();
    }
  });

  it('stays right past the number of shapes it remembers', () => {
    const { remembering, trie } = routers();
    for (let i = 0; i < 1000; i++) {
      // Ten segments, each a route's literal or not: a thousand shapes.
      const segments = [...i.toString(2).padStart(10, '0')].map((bit, at) =>
        bit === '1' ? 'orders' : `x${at}`,
      );
      const path = `/api/${segments.join('/')}`;
      expect(remembering.match('GET', path), path).toEqual(trie.match('GET', path));
    }
    expect(remembering.match('GET', '/api/orders/ord_9')[0].at(-1)).toEqual(['read', { id: 'ord_9' }]);
  });

  it('is the router the app is built with, and answers a remembered path alike every time', async () => {
    const runtime = await openTestRuntime('router');
    try {
      expect(runtime.app.router.name).toBe('RememberingTrieRouter');
      const headers = { 'x-api-key': runtime.writeKey };
      const answers = [];
      for (let i = 0; i < 3; i++) {
        const response = await runtime.app.request('/api/users?limit=5', { headers });
        answers.push([response.status, await response.text()]);
      }
      expect(answers[0]?.[0]).toBe(200);
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
    } finally {
      runtime.dispose();
    }
  });
});
