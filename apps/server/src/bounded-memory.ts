/**
 * Sets `key` in a memory held to `max` entries; a full memory starts over. Each such memory holds what is
 * cheap to read or compute again, and its working set refills it at once: starting over costs no bookkeeping
 * on every hit, as keeping the least recently used would.
 */
export function remember<K, V>(memory: Map<K, V>, key: K, value: V, max: number): V {
  if (memory.size >= max && !memory.has(key)) memory.clear();
  memory.set(key, value);
  return value;
}
