/** The unique index a PostgreSQL error (pg or PGlite) violated, or null for any other error. */
export function violatedUniqueIndex(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null
  const { code, constraint, message } = error as {
    code?: unknown
    constraint?: unknown
    message?: unknown
  }
  if (code !== '23505') return null
  if (typeof constraint === 'string') return constraint
  const match = typeof message === 'string' ? /"([^"]+)"/.exec(message) : null
  return match?.[1] ?? 'unknown'
}
