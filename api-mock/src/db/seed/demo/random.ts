/**
 * A tiny seeded PRNG and the draws the generator needs. Every demo member gets its own generator, seeded from
 * (seed, site, index), so a member's data does not depend on how many others are made before it: topping up
 * from 2,000 to 100,000 yields the same first 2,000 as seeding 100,000 at once.
 */

/** A function returning floats in [0, 1), like Math.random. */
export type Rng = () => number;

/** mulberry32: 32-bit state, fast, good enough for test data (not for anything secret). */
export function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A 32-bit seed mixed from any parts (cyrb53-style string hash, folded to 32 bits). */
export function hashSeed(...parts: (string | number)[]): number {
  const text = parts.join('\u0000');
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2_654_435_761);
    h2 = Math.imul(h2 ^ code, 1_597_334_677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2_246_822_507) ^ Math.imul(h2 ^ (h2 >>> 13), 3_266_489_909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2_246_822_507) ^ Math.imul(h1 ^ (h1 >>> 13), 3_266_489_909);
  return (h1 ^ h2) >>> 0;
}

/** Integer in [min, max], both included. */
export const int = (rng: Rng, min: number, max: number): number => min + Math.floor(rng() * (max - min + 1));

export const chance = (rng: Rng, probability: number): boolean => rng() < probability;

export function pick<T>(rng: Rng, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick from an empty list');
  return items[Math.floor(rng() * items.length)] as T;
}

/** One key of a weight table, with probability proportional to its weight. */
export function weighted<K extends string>(rng: Rng, weights: Readonly<Partial<Record<K, number>>>): K {
  const entries = Object.entries(weights) as [K, number][];
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = rng() * total;
  for (const [key, weight] of entries) {
    roll -= weight;
    if (roll < 0) return key;
  }
  const last = entries[entries.length - 1];
  if (!last) throw new Error('weighted pick from an empty table');
  return last[0];
}

/** `count` distinct items in random order (partial Fisher-Yates on a copy). */
export function sample<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const copy = [...items];
  const n = Math.min(count, copy.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(rng() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, n);
}
