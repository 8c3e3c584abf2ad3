import { type Kysely, type Migration, sql } from 'kysely'

/** The recommend capability's migrations, 0430–0434. Plain SQL so PGlite and PostgreSQL run the same. */
export const recommendMigrations: Record<string, Migration> = {
  '0430_content_recommend': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // A user's "I recommend this" (POST /content/recommend): one per user and content,
      // counted with likes, purchases and plays when contents are compared.
      await sql`
        create table content_recommend_signals (
          user_oid char(24) not null,
          content_oid char(24) not null references contents (oid) on delete cascade,
          created_at timestamptz not null,
          primary key (user_oid, content_oid)
        )`.execute(db)
      await sql`create index content_recommend_signals_content on content_recommend_signals (content_oid)`.execute(
        db,
      )
      // An admin's pick for a category's recommend list, in `position` order.
      await sql`
        create table content_recommend_picks (
          category text not null,
          content_oid char(24) not null references contents (oid) on delete cascade,
          position integer not null default 0,
          picked_by char(24) not null,
          created_at timestamptz not null,
          primary key (category, content_oid)
        )`.execute(db)
    },
  },
}
