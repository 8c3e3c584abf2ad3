import type { Context } from 'hono'
import type { z } from 'zod'
import type { AppEnv } from './env'
import { badRequest } from './errors'

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
  const missing = result.error.issues.some(
    (issue) => issue.code === 'invalid_type' && (issue as { input?: unknown }).input === undefined,
  )
  if (missing) throw badRequest('MISSING_PARAMETERS', 'Missing required parameters', issues)
  throw badRequest('INVALID_PARAMETERS', issues[0]?.message ?? 'Invalid parameters', issues)
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
