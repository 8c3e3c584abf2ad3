import { type Kysely, type Migration, sql } from 'kysely'

/** The community posts' migrations, 0920–0924. Plain SQL so PGlite and PostgreSQL run the same. */
export const communityMigrations: Record<string, Migration> = {
  '0920_content_community_posts': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table community_posts (
          oid char(24) primary key,
          creator_oid char(24) not null,
          text text not null,
          images jsonb not null default '[]',
          visibility text not null check (visibility in ('everyone', 'tiers')),
          tier_hashes jsonb not null default '[]',
          pinned_at timestamptz,
          request_key text,
          created_at timestamptz not null,
          edited_at timestamptz,
          deleted_at timestamptz,
          unique (creator_oid, request_key)
        )`.execute(db)
      await sql`create index community_posts_channel on community_posts (creator_oid, oid desc) where deleted_at is null`.execute(
        db,
      )
    },
  },
}
