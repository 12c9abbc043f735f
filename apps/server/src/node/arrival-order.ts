export type ArrivalOrderSettings = {
  /** Requests in the app at once; more wait, in the order they came. */
  limit: number;
  /**
   * How long one request holds its place at most, whatever it waits on: a slow upload then holds no one back.
   * A stall longer than this (a long collection) lets in more than `limit` for a while.
   */
  holdMs: number;
};

/**
 * Admission in arrival order for the Node server: at most `limit` requests are handled at once and the rest
 * wait their turn, first come first served. Without it every request the event loop has read starts at once:
 * under load each waits for all the others that arrived with it, and for those that arrived while they ran
 * (measured at 50 connections: p99 twice the median). With 24 at a time the bookings' median and p99 fell and
 * each took less CPU (fewer requests' data in the processor's caches, we think; docs/performance.md).
 */
export function inArrivalOrder<Args extends unknown[], Result>(
  handle: (...args: Args) => Result | Promise<Result>,
  { limit, holdMs }: ArrivalOrderSettings,
): (...args: Args) => Promise<Result> {
  const waiting: Array<() => void> = [];
  let running = 0;
  // A place given back passes straight to the first waiting request: none that arrives later takes it first.
  const admitNext = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  const run = async (args: Args): Promise<Result> => {
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      clearTimeout(timer);
      admitNext();
    };
    const timer = setTimeout(release, holdMs);
    timer.unref();
    try {
      return await handle(...args);
    } finally {
      release();
    }
  };
  return (...args) => {
    if (running < limit) {
      running++;
      return run(args);
    }
    return new Promise<void>((admit) => waiting.push(admit)).then(() => run(args));
  };
}

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The Node server's admission: writes 24 at a time, each holding its place 50 ms at most, so that a slow
 * upload cannot hold the others back (a booking takes a few ms); of 8, 12, 16, 24, 32 and 40, 24 gave the
 * fewest µs a booking and the lowest p99 at 50 connections (docs/performance.md). Reads go straight in:
 * admitted, the spot price cost 10-20 µs more a request, and they make no group commit.
 */
export function admitWritesInArrivalOrder<Rest extends unknown[], Result>(
  fetch: (request: Request, ...rest: Rest) => Result | Promise<Result>,
): (request: Request, ...rest: Rest) => Result | Promise<Result> {
  const admitWrite = inArrivalOrder(fetch, { limit: 24, holdMs: 50 });
  return (request, ...rest) =>
    writeMethods.has(request.method) ? admitWrite(request, ...rest) : fetch(request, ...rest);
}
