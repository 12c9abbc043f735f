import { operation } from '../define.ts';

const clockView = (clock: { now(): Date; offsetMs: number }) => ({
  now: clock.now().toISOString(),
  offsetMs: clock.offsetMs,
});

export const getSandboxClockOperation = operation('getSandboxClock', (c) =>
  c.json(clockView(c.get('deps').clock), 200),
);

/** Moves the service clock forward, so that expiries and order steps come due without sleeping. */
export const advanceSandboxClockOperation = operation('advanceSandboxClock', async (c) => {
  const { clock } = c.get('deps');
  await clock.advance(c.req.valid('json').seconds * 1000);
  return c.json(clockView(clock), 200);
});
