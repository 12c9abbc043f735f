import { TrieRouter } from 'hono/router/trie-router';
import { describe, expect, it } from 'vitest';
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

  it('remembers a path without parameters, not one with them', () => {
    const { remembering } = routers();
    expect(remembering.match('POST', '/api/orders')).toBe(remembering.match('POST', '/api/orders'));
    const first = remembering.match('GET', '/api/orders/ord_1');
    expect(remembering.match('GET', '/api/orders/ord_1')).not.toBe(first);
    expect(remembering.match('GET', '/api/orders/ord_2')[0].at(-1)).toEqual(['read', { id: 'ord_2' }]);
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

  it('stays right past the number of paths it remembers', () => {
    const { remembering } = routers();
    for (let i = 0; i < 1000; i++) {
      expect(remembering.match('GET', `/api/unknown-${i}`)[0].map(([handler]) => handler)).toEqual([
        'deps',
        'auth',
      ]);
    }
    expect(remembering.match('POST', '/api/orders/export')[0].at(-1)?.[0]).toBe('export');
  });
});
