/** A tiny seeded pseudo-random generator (mulberry32) so property tests are repeatable. */
export interface Random {
  /** In [0, 1). */
  next(): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  bool(probability?: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A random subset, in random order. */
  subset<T>(items: readonly T[], maxSize?: number): T[];
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const random: Random = {
    next,
    int,
    bool: (probability = 0.5) => next() < probability,
    pick: (items) => items[int(0, items.length - 1)]!,
    subset: (items, maxSize = items.length) => {
      const pool = [...items];
      const size = int(0, Math.min(maxSize, pool.length));
      const chosen = [];
      for (let index = 0; index < size; index += 1) chosen.push(pool.splice(int(0, pool.length - 1), 1)[0]!);
      return chosen;
    },
  };
  return random;
}
