/**
 * 24-hex ObjectId-shaped ids: 4 bytes of seconds, 5 random bytes, 3 bytes of counter.
 * The spec validates ids as 24-character strings, and time-ordered ids keep
 * b-tree inserts local, so we keep MongoDB's layout without MongoDB.
 */
import { randomBytes } from 'node:crypto'

const processRandom = randomBytes(5).toString('hex')
let counter = randomBytes(3).readUIntBE(0, 3)

export function newObjectId(now: number = Date.now()): string {
  counter = (counter + 1) % 0xffffff
  const seconds = Math.floor(now / 1000)
    .toString(16)
    .padStart(8, '0')
  return seconds + processRandom + counter.toString(16).padStart(6, '0')
}

/** An id as the spec and every table check it: 24 lower-case hexadecimal characters. */
export const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/

export function isObjectId(value: unknown): value is string {
  return typeof value === 'string' && OBJECT_ID_PATTERN.test(value)
}
