/** mulberry32: a small, fast, seeded PRNG, so that every fresh start seeds the same data. */
export function createRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    /** Integer in [min, max]. */
    int,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    /** True with probability p. */
    chance: (p: number) => next() < p,
    /** n digits as a string (first digit 1–9 when `noLeadingZero`). */
    digits(n: number, noLeadingZero = true): string {
      let s = noLeadingZero ? String(int(1, 9)) : String(int(0, 9));
      while (s.length < n) s += String(int(0, 9));
      return s;
    },
    /** Money with two decimals in [min, max]. */
    money: (min: number, max: number) => Math.round((min + next() * (max - min)) * 100) / 100,
    weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T {
      // Indexed loops, not destructuring: the seed draws thousands of times at each page load of the
      // demo, mostly before the engine has optimised this code, where iterating a pair is costly.
      let total = 0;
      for (let i = 0; i < entries.length; i++) total += entries[i]![1];
      let r = next() * total;
      for (let i = 0; i < entries.length; i++) {
        const entry = entries[i]!;
        r -= entry[1];
        if (r <= 0) return entry[0];
      }
      return entries[entries.length - 1]![0];
    },
  };
}

export type Random = ReturnType<typeof createRandom>;
