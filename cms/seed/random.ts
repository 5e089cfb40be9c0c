/** A small deterministic generator, so every run of the seed builds the same demo data. */
export type Rng = () => number

function hash(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return h >>> 0
}

/** mulberry32: fast, good enough for picking demo values. */
export function rng(seed: number | string): Rng {
  let a = typeof seed === 'string' ? hash(seed) : seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const between = (r: Rng, min: number, max: number): number => min + r() * (max - min)
export const intBetween = (r: Rng, min: number, max: number): number =>
  Math.floor(between(r, min, max + 1))
export const pick = <T>(r: Rng, list: readonly T[]): T => list[Math.floor(r() * list.length)]
export const chance = (r: Rng, p: number): boolean => r() < p

export function shuffle<T>(r: Rng, list: readonly T[]): T[] {
  const out = [...list]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1))
    ;[out[i], out[j]] = [out[j], out[i]]
  }
  return out
}
