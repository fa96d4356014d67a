/** A small seeded PRNG (mulberry32), so every run draws the same artwork. */
export function createRandom(seedText) {
  let seed = 0;
  for (const ch of String(seedText)) seed = (Math.imul(31, seed) + ch.charCodeAt(0)) | 0;
  return function random() {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (random, min, max) => min + random() * (max - min);
export const pick = (random, list) => list[Math.floor(random() * list.length)];
