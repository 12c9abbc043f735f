import { TrieRouter } from 'hono/router/trie-router';
import { describe, expect, it } from 'vitest';
import { openTestRuntime } from '../node/test-runtime.ts';
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

  it('remembers for a bounded number of methods, and stays right past it', () => {
    const { remembering } = routers();
    for (let i = 0; i < 100; i++) {
      const method = `M${i}`;
      const first = remembering.match(method, '/api/orders');
      expect(first[0].map(([handler]) => handler)).toEqual(['deps', 'auth']);
      // Within the bound the match is the remembered one; past it, a new walk each time.
      expect(remembering.match(method, '/api/orders') === first).toBe(i < 16);
    }
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
