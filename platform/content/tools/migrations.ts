import { type Kysely, type Migration, sql } from 'kysely'

/** The content admin tools' migrations, 0845–0847. Plain SQL: PGlite and PostgreSQL run the same. */
export const toolsMigrations: Record<string, Migration> = {
  '0845_content_admin_tools': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table content_hashtag_counts (
          tag text primary key,
          contents integer not null check (contents > 0),
          refreshed_at timestamptz not null
        )`.execute(db)
      // The admin list walks the most used tags first, then by tag.
      await sql`
        create index content_hashtag_counts_rank
        on content_hashtag_counts (contents desc, tag)`.execute(db)
      await sql`
        create table content_notification_resends (
          request_id text primary key,
          content_oid text not null,
          admin_oid text not null,
          notified integer,
          created_at timestamptz not null
        )`.execute(db)
      await sql`
        create index content_notification_resends_content
        on content_notification_resends (content_oid, created_at desc)`.execute(db)
      await sql`
        create table content_notification_deliveries (
          request_id text not null references content_notification_resends (request_id),
          user_oid text not null,
          primary key (request_id, user_oid)
        )`.execute(db)
    },
  },
}
