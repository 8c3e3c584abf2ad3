/**
 * The draw: a seeded cryptographic source anyone holding the server secret can recompute.
 * Each draw's number is HMAC-SHA256(secret, "<pullOid>:<index>:<attempt>"), its first four
 * bytes read as an unsigned integer and kept only below the last whole multiple of 10,000
 * (rejection sampling, so every number 0–9,999 is equally likely), then reduced mod 10,000.
 * The item is the first whose running total of chances (basis points) exceeds the number.
 */
import { createHash, createHmac } from 'node:crypto'

export const CHANCE_TOTAL = 10_000
const RANGE = 2 ** 32
const LIMIT = RANGE - (RANGE % CHANCE_TOTAL)

export interface DrawnNumber {
  number: number
  attempt: number
}

/** The uniform number 0–9,999 of one draw of a pull. */
export function drawNumber(secret: string, pullOid: string, index: number): DrawnNumber {
  for (let attempt = 0; ; attempt++) {
    const value = createHmac('sha256', secret)
      .update(`${pullOid}:${index}:${attempt}`)
      .digest()
      .readUInt32BE(0)
    if (value < LIMIT) return { number: value % CHANCE_TOTAL, attempt }
  }
}

/** The position of the item a number picks; chances are basis points summing to 10,000. */
export function pickPosition(chances: readonly number[], number: number): number {
  let running = 0
  for (const [position, chance] of chances.entries()) {
    running += chance
    if (number < running) return position
  }
  throw new Error('pickPosition: chances must sum to 10,000')
}

/** Names the secret in records without revealing it: its hash's first 16 hex digits. */
export function secretRef(secret: string): string {
  return createHash('sha256').update(`gacha-secret:${secret}`).digest('hex').slice(0, 16)
}

/** The pull's id, from its idempotency key: a retry draws (and is fingerprinted) the same. */
export function pullOidOf(key: string): string {
  return createHash('sha256').update(`gacha-pull:${key}`).digest('hex').slice(0, 24)
}

/** Every draw of a pull: number, attempt, and the position it picks. */
export function drawPull(
  secret: string,
  pullOid: string,
  count: number,
  chances: readonly number[],
): Array<DrawnNumber & { index: number; position: number }> {
  return Array.from({ length: count }, (_, index) => {
    const drawn = drawNumber(secret, pullOid, index)
    return { index, ...drawn, position: pickPosition(chances, drawn.number) }
  })
}
