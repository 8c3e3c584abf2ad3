/**
 * Injected random source for the engine: the engine never calls Math.random, so every
 * activation (probability rolls, group picks) is reproducible from a seed.
 */
export interface RandomSource {
  /** A float in [0, 1). */
  next(): number
}

/**
 * Mulberry32: tiny, fast, good-enough 32-bit PRNG for game-like rolls (not cryptographic).
 * @example createSeededRandom(42).next() // same value on every platform
 */
export function createSeededRandom(seed: number): RandomSource {
  let stateValue = seed >>> 0
  return {
    next() {
      stateValue = (stateValue + 0x6d2b79f5) >>> 0
      let mixed = stateValue
      mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1)
      mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61)
      return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296
    },
  }
}
