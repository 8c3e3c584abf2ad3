import { type Kysely, type Migration, sql } from 'kysely'

/** The polls' migrations, 0925–0929. Plain SQL so PGlite and PostgreSQL run the same. */
export const pollsMigrations: Record<string, Migration> = {
  '0925_content_polls': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table content_polls (
          oid char(24) primary key,
          content_type text not null,
          content_oid char(24) not null,
          owner_oid char(24) not null,
          question text not null,
          options jsonb not null,
          closes_at timestamptz,
          created_at timestamptz not null,
          deleted_at timestamptz
        )`.execute(db)
      // One live poll per content; a deleted one stays for the record.
      await sql`create unique index content_polls_live on content_polls (content_type, content_oid) where deleted_at is null`.execute(
        db,
      )
      // The primary key is the one-vote rule: concurrent votes by one user meet on it.
      await sql`
        create table content_poll_votes (
          poll_oid char(24) not null references content_polls (oid),
          user_oid char(24) not null,
          option_id text not null,
          voted_at timestamptz not null,
          primary key (poll_oid, user_oid)
        )`.execute(db)
    },
  },
}
