// A small seeded random source, so a fuzz run can be replayed from its seed.

/** mulberry32: a fast 32-bit generator; returns floats in [0, 1). */
export function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Helpers over one random source. */
export function chooser(rand) {
  const int = (n) => Math.floor(rand() * n);
  return {
    rand,
    int,
    chance: (p) => rand() < p,
    pick: (list) => list[int(list.length)],
    /** Calls one of the weighted makers: `[[weight, () => value], …]`. */
    weighted(entries) {
      const total = entries.reduce((n, [w]) => n + w, 0);
      let at = rand() * total;
      for (const [w, make] of entries) {
        if ((at -= w) < 0) return make();
      }
      return entries[entries.length - 1][1]();
    },
  };
}
