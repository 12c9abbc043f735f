import { advanceSandboxClock } from '../../domain/jobs/advance-clock.ts';
import { jobHandlers } from '../../domain/jobs/handlers.ts';
import { operation } from '../define.ts';

const clockView = (clock: { now(): Date; offsetMs: number }) => ({
  now: clock.now().toISOString(),
  offsetMs: clock.offsetMs,
});

export const getSandboxClockOperation = operation('getSandboxClock', (c) =>
  c.json(clockView(c.get('deps').clock), 200),
);

/** Moves the service clock forward, running each job due within the span at its own due time. */
export const advanceSandboxClockOperation = operation('advanceSandboxClock', async (c) => {
  const deps = c.get('deps');
  const moved = await advanceSandboxClock(deps, jobHandlers, c.req.valid('json'));
  return c.json({ ...clockView(deps.clock), ...moved }, 200);
});
