type Item = { severity: number };

type Options = { limit?: number; windowMs?: number };

/**
 * Keeps a busy board from flooding a member: at most `limit` notifications per key (member and tournament) in any
 * `windowMs`. What comes meanwhile is coalesced: one item per key waits, the most severe (the newest among equals),
 * with how many it stands for, and goes out when the window has room again.
 */
export function createThrottle<T extends Item>({ limit = 3, windowMs = 60_000 }: Options = {}) {
  const sentAt = new Map<string, number[]>();
  const waiting = new Map<string, { item: T; count: number }>();

  const recent = (key: string, now: number) => {
    const times = (sentAt.get(key) ?? []).filter((at) => now - at < windowMs);
    sentAt.set(key, times);
    return times;
  };

  return {
    /** The item to send now, or null when it waits (coalesced with what already waits for this key). */
    offer(key: string, item: T, now: number): T | null {
      const times = recent(key, now);
      if (times.length < limit && !waiting.has(key)) {
        times.push(now);
        return item;
      }
      const held = waiting.get(key);
      const keep = held && held.item.severity > item.severity ? held.item : item;
      waiting.set(key, { item: keep, count: (held?.count ?? 0) + 1 });
      return null;
    },
    /** Waiting items whose key has room again, each with the number of events it stands for. */
    due(now: number): Array<{ key: string; item: T; count: number }> {
      const ready: Array<{ key: string; item: T; count: number }> = [];
      for (const [key, held] of waiting) {
        const times = recent(key, now);
        if (times.length >= limit) continue;
        times.push(now);
        waiting.delete(key);
        ready.push({ key, ...held });
      }
      return ready;
    },
  };
}
