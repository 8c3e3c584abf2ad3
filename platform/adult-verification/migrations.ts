import { type Kysely, type Migration, sql } from 'kysely'

/** Adult verification migrations, named 1030_… to 1039_… (links use 1020–1029). */
export const adultVerificationMigrations: Record<string, Migration> = {
  '1030_adult_verification_sessions': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table adult_verifications (
          session_id text primary key check (length(session_id) between 1 and 100),
          user_oid char(24) not null,
          state text not null check (state in ('sent','verified','not_adult','expired')),
          method text,
          created_at timestamptz not null,
          updated_at timestamptz not null,
          expires_at timestamptz
        )`.execute(db)
      await sql`create index adult_verifications_user on adult_verifications (user_oid, created_at desc)`.execute(
        db,
      )
      await sql`
        create table adult_verification_notices (
          session_id text not null,
          sequence_number integer not null,
          received_at timestamptz not null default now(),
          primary key (session_id, sequence_number)
        )`.execute(db)
    },
  },
}
