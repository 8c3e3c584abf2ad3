import { type Kysely, type Migration, sql } from 'kysely'

/**
 * Limits (0650–0659): `limit_budgets`, one row per budget key (policy.ts's `Budget`), for
 * every rate limit and attempt counter of every instance. Times are ms since the epoch in
 * `double precision` (exact to 2^53), read back as numbers on both engines.
 */
export const limitsMigrations: Record<string, Migration> = {
  '0650_limit_budgets': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table limit_budgets (
          key text primary key,
          count integer not null,
          mark double precision not null,
          granted boolean not null,
          expires_at double precision not null
        )`.execute(db)
      await sql`create index limit_budgets_expires_at on limit_budgets (expires_at)`.execute(db)
    },
  },
}
