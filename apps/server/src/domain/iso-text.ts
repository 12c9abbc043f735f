const remembered: Array<{ time: number; text: string }> = [
  { time: Number.NaN, text: '' },
  { time: Number.NaN, text: '' },
];
let next = 0;

/**
 * `date.toISOString()`, remembered for the last two instants: a booking stamps its instant and its due date
 * on several rows and fields, and V8 formats each call anew (0.5 to 0.8 µs, measured; 7 calls a booking).
 */
export function isoText(date: Date): string {
  const time = date.getTime();
  for (const entry of remembered) if (entry.time === time) return entry.text;
  const entry = remembered[next] as { time: number; text: string };
  next = 1 - next;
  entry.time = time;
  entry.text = date.toISOString();
  return entry.text;
}
