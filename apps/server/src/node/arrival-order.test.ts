import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { admitWritesInArrivalOrder, inArrivalOrder } from './arrival-order.ts';

/** A handler whose calls stay open until the test settles them, recording when each one started. */
function heldHandler() {
  const started: number[] = [];
  const open = new Map<number, { resolve(value: string): void; reject(error: Error): void }>();
  const handle = (id: number) =>
    new Promise<string>((resolve, reject) => {
      started.push(id);
      open.set(id, { resolve, reject });
    });
  const settle = async (id: number, outcome: 'resolve' | 'reject' = 'resolve') => {
    const call = open.get(id);
    if (!call) throw new Error(`request ${id} has not started`);
    if (outcome === 'resolve') call.resolve(`answer ${id}`);
    else call.reject(new Error(`failed ${id}`));
    // Lets the freed place pass to the next request and that one start.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { handle, started, settle };
}

describe('inArrivalOrder', () => {
  it('handles at most `limit` requests at once and starts the others in the order they came', async () => {
    const { handle, started, settle } = heldHandler();
    const admitted = inArrivalOrder(handle, { limit: 2, holdMs: 60_000 });
    const answers = [1, 2, 3, 4, 5].map((id) => admitted(id));
    await settle(1);
    expect(started).toEqual([1, 2, 3]);
    // One arriving now waits behind 4 and 5.
    const late = admitted(6);
    await settle(3);
    await settle(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    for (const id of [4, 5]) await settle(id);
    await settle(6);
    expect(await Promise.all([...answers, late])).toEqual([1, 2, 3, 4, 5, 6].map((id) => `answer ${id}`));
  });

  it('gives the place of a failed request to the next one and passes the failure on', async () => {
    const { handle, started, settle } = heldHandler();
    const admitted = inArrivalOrder(handle, { limit: 1, holdMs: 60_000 });
    const first = admitted(1);
    const second = admitted(2);
    const failure = expect(first).rejects.toThrow('failed 1');
    await settle(1, 'reject');
    await failure;
    expect(started).toEqual([1, 2]);
    await settle(2);
    expect(await second).toBe('answer 2');
  });

  it('frees the place of a handler that throws before returning a promise', async () => {
    const calls: number[] = [];
    const admitted = inArrivalOrder(
      (id: number) => {
        calls.push(id);
        if (id === 1) throw new Error('bad request');
        return `answer ${id}`;
      },
      { limit: 1, holdMs: 60_000 },
    );
    await expect(admitted(1)).rejects.toThrow('bad request');
    expect(await admitted(2)).toBe('answer 2');
    expect(calls).toEqual([1, 2]);
  });

  it('lets the next request start once one has held its place for holdMs, and still answers the slow one', async () => {
    const { handle, started, settle } = heldHandler();
    const admitted = inArrivalOrder(handle, { limit: 1, holdMs: 30 });
    const slow = admitted(1);
    const next = admitted(2);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(started).toEqual([1]);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(started).toEqual([1, 2]);
    await settle(2);
    expect(await next).toBe('answer 2');
    // The slow one ending later does not free a second place: the limit holds for the requests after it.
    await settle(1);
    expect(await slow).toBe('answer 1');
    const [third, fourth] = [admitted(3), admitted(4)];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([1, 2, 3]);
    await settle(3);
    await settle(4);
    expect(await Promise.all([third, fourth])).toEqual(['answer 3', 'answer 4']);
  });
});

describe('admitWritesInArrivalOrder', () => {
  it('admits 24 writes at once, the rest in turn, and lets reads straight in', async () => {
    // No place is given back by its 50 ms hold running out, however slow the machine.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const open: Array<() => void> = [];
    const started: string[] = [];
    const fetch = admitWritesInArrivalOrder((request: Request) => {
      started.push(`${request.method} ${new URL(request.url).pathname}`);
      return new Promise<Response>((resolve) => open.push(() => resolve(new Response('ok'))));
    });
    const request = (method: string, path: string) =>
      fetch(new Request(`http://localhost${path}`, { method }));
    const writes = Array.from({ length: 25 }, (_, index) => request('POST', `/w${index}`));
    const read = request('GET', '/r');
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toHaveLength(25);
    expect(started).not.toContain('POST /w24');
    expect(started.at(-1)).toBe('GET /r');
    open[0]?.();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started.at(-1)).toBe('POST /w24');
    for (const settle of open.slice(1)) settle();
    expect((await Promise.all([...writes, read])).map((response) => response.status)).toEqual(
      Array(26).fill(200),
    );
  });
});
