import type { Context } from 'hono'
import { z } from 'zod'
import { OBJECT_ID_PATTERN } from '../db/ids'
import type { AppEnv } from './env'
import { badRequest } from './errors'

/**
 * The one id field of every route: a 24-hex id, else a 400 with `message` (the route's
 * spec text). `typeMessage` is the text when the value is not a string at all.
 */
export function objectIdField(message = 'Expected a 24-character id', typeMessage?: string) {
  return z.string(typeMessage).regex(OBJECT_ID_PATTERN, message)
}

/**
 * Parses input with a schema or throws a 400 with the spec's 'Missing required parameters'
 * (when a field is absent) or the first precise issue message. Nothing runs before this,
 * so a rejected request changes nothing.
 */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }))
  // Absent from the input, not merely unreadable: a coerced value zod could not read (an
  // invalid date) comes without its input too.
  const missing = result.error.issues.some(
    (issue) =>
      issue.code === 'invalid_type' &&
      (issue as { input?: unknown }).input === undefined &&
      valueAt(input, issue.path) === undefined,
  )
  if (missing) throw badRequest('MISSING_PARAMETERS', 'Missing required parameters', issues)
  throw badRequest('INVALID_PARAMETERS', issues[0]?.message ?? 'Invalid parameters', issues)
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  return value
}

/** The JSON body (non-GET) validated by a schema. */
export function readBody<Schema extends z.ZodType>(
  c: Context<AppEnv>,
  schema: Schema,
): z.output<Schema> {
  return parseInput(schema, c.get('body'))
}

/** The query string validated by a schema (repeated keys keep their last value). */
export function readQuery<Schema extends z.ZodType>(
  c: Context<AppEnv>,
  schema: Schema,
): z.output<Schema> {
  return parseInput(schema, c.req.query())
}

const DECIMAL_INTEGER = /^-?\d{1,15}$/

/**
 * A whole number from the query string, written in decimal digits and nothing else, then
 * checked by `schema`. `z.coerce.number()` read '0x3', ' 3 ', '2e0' and '' (as 0).
 *
 * @example queryInteger(z.number().int().min(1).max(100)).default(20)
 */
export function queryInteger<Schema extends z.ZodType<unknown, number>>(
  schema: Schema,
  message = 'Expected a whole number',
) {
  return z.string(message).regex(DECIMAL_INTEGER, message).transform(Number).pipe(schema)
}

const FIRST_DAY = new Date('1970-01-01T00:00:00.000Z')
const LAST_DAY = new Date('9999-12-31T23:59:59.999Z')

/** Whether a date is within the years input dates may name (see `inputDate`). */
export const isInputDateInRange = (date: Date) =>
  date.getTime() >= FIRST_DAY.getTime() && date.getTime() <= LAST_DAY.getTime()

/**
 * A date from input (an ISO string or a time value) within 1970–9999. JavaScript reads
 * '0000' or '-010000' as real dates that PostgreSQL cannot store or compare (the route
 * answered 500; HTTP fuzz), and no date here is meant outside those years.
 */
export const inputDate = () =>
  z.coerce
    .date({ error: 'Expected a date' })
    .min(FIRST_DAY, 'Dates start in 1970.')
    .max(LAST_DAY, 'Dates end in 9999.')
