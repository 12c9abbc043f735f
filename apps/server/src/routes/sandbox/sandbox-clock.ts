import { advanceSandboxClock } from '../../domain/jobs/advance-clock.ts';
import { jobHandlers } from '../../domain/jobs/handlers.ts';
import { operation } from '../define.ts';

const clockView = (clock: { now(): Date; offsetMs: number }) => ({
  now: clock.now().toISOString(),
  offsetMs: clock.offsetMs,
});

/** The caller's broker's clock. */
export const getSandboxClockOperation = operation('getSandboxClock', (c) =>
  c.json(clockView(c.get('deps').clock), 200),
);

/** Moves the caller's broker's clock forward, running each of its jobs due within the span at its due time. */
export const advanceSandboxClockOperation = operation('advanceSandboxClock', async (c) => {
  const deps = c.get('deps');
  const request = c.req.valid('json');
  const moved = await advanceSandboxClock(deps, jobHandlers, c.get('caller').brokerId, request);
  const after = deps.clock.at(deps.clock.offsetMs + request.seconds * 1000);
  return c.json({ ...clockView(after), ...moved }, 200);
});
