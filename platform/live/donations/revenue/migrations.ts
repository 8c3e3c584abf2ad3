import { type Kysely, type Migration, sql } from 'kysely'

/**
 * Live revenue, 0630_… to 0634_…: the creators each viewer sponsored, kept apart from the
 * donation rows, which are deleted after 30 days (spec §9).
 */
export const liveRevenueMigrations: Record<string, Migration> = {
  '0630_livedonation_sponsors': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table livedonation_sponsors (
          user_oid char(24) not null,
          creator_oid char(24) not null,
          coin bigint not null default 0,
          count integer not null default 0,
          last_time timestamptz not null,
          primary key (user_oid, creator_oid)
        )`.execute(db)
    },
  },
}
