/** Analytics' pure rules: the request's bounds, the client-id sampling rule and month partitions. */
import { z } from 'zod'
import { OBJECT_ID_PATTERN } from '../db'

export const MAX_EVENT_NAME = 64
/** The properties as JSON, in bytes: a page load's few fields fit many times over. */
export const MAX_PROPERTIES_BYTES = 4096
export const MAX_PROPERTY_KEYS = 50
/** The spec: about 95% of logged-in page loads record the client id (basis points kept). */
export const CLIENT_ID_SAMPLE_BASIS_POINTS = 9500
/** Per client (user, else address) per minute: a page load sends one or two. */
export const TRACK_LIMIT_PER_MINUTE = 120

export const trackBody = z.object({
  event: z
    .string('Expected an event name')
    .min(1, 'Expected an event name')
    .max(MAX_EVENT_NAME, `An event name is at most ${MAX_EVENT_NAME} characters`)
    .regex(/^[A-Za-z0-9_.:\- ]+$/, 'An event name is letters, digits, spaces and _ . : -'),
  properties: z
    .record(z.string(), z.unknown(), 'Expected properties to be an object')
    .optional()
    .default({}),
})

/** UTF-8 bytes of the properties as stored; null when they are over the bound. */
export function propertiesSize(properties: Record<string, unknown>): number {
  return new TextEncoder().encode(JSON.stringify(properties)).length
}

export function tooLarge(properties: Record<string, unknown>): 'keys' | 'bytes' | null {
  if (Object.keys(properties).length > MAX_PROPERTY_KEYS) return 'keys'
  return propertiesSize(properties) > MAX_PROPERTIES_BYTES ? 'bytes' : null
}

/** 32-bit FNV-1a: small, stable across engines and releases, enough to spread keys evenly. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash >>> 0
}

/**
 * Whether a logged-in page load records the client id: the same seed, user and load always
 * answer the same, and over many loads about 95% do. Guests' client ids are never kept.
 */
export function recordsClientId(input: {
  seed: string
  userOid: string | null
  clientId: string | null
  loadKey: string
}): boolean {
  if (!input.userOid || !input.clientId) return false
  const bucket = fnv1a(`${input.seed}|${input.userOid}|${input.loadKey}`) % 10_000
  return bucket < CLIENT_ID_SAMPLE_BASIS_POINTS
}

/** The fields kept in their own columns, read from the properties when well-formed. */
export function indexedFields(properties: Record<string, unknown>) {
  const path = typeof properties.path === 'string' ? properties.path.slice(0, 300) : null
  const contentOid =
    typeof properties.contentOid === 'string' && OBJECT_ID_PATTERN.test(properties.contentOid)
      ? properties.contentOid
      : null
  const loadId =
    typeof properties.loadId === 'string' && properties.loadId.length <= 64
      ? properties.loadId
      : null
  return { path, contentOid, loadId }
}

/** The month partition holding an instant: its table name and its bounds (UTC). */
export function monthPartition(at: Date): { name: string; from: string; to: string } {
  const year = at.getUTCFullYear()
  const month = at.getUTCMonth()
  const start = new Date(Date.UTC(year, month, 1))
  const end = new Date(Date.UTC(year, month + 1, 1))
  const label = `${year}_${String(month + 1).padStart(2, '0')}`
  return {
    name: `analytics_events_${label}`,
    from: start.toISOString().slice(0, 10),
    to: end.toISOString().slice(0, 10),
  }
}

/** The months from `at`'s month on, `count` of them (the partitions kept ahead). */
export function monthsAhead(at: Date, count: number) {
  return Array.from({ length: count }, (_, index) =>
    monthPartition(new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + index, 1))),
  )
}

/** The longest day range the creator figure reads. */
export const MAX_FIGURE_DAYS = 92

const day = (name: string) =>
  z
    .string(`Expected ${name}`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} is a day as YYYY-MM-DD`)
    .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), `${name} is not a day`)

export const pageViewsQuery = z
  .object({ startDate: day('a first day'), endDate: day('a last day') })
  .refine((query) => query.startDate <= query.endDate, 'The first day is after the last day')
  .refine(
    (query) =>
      Date.parse(query.endDate) - Date.parse(query.startDate) < MAX_FIGURE_DAYS * 86_400_000,
    `A range is at most ${MAX_FIGURE_DAYS} days`,
  )

/** [start of the first day, start of the day after the last), UTC. */
export function dayRange(startDate: string, endDate: string): { from: Date; to: Date } {
  const from = new Date(`${startDate}T00:00:00Z`)
  const to = new Date(Date.parse(`${endDate}T00:00:00Z`) + 86_400_000)
  return { from, to }
}
