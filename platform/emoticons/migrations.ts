import { type Kysely, type Migration, sql } from 'kysely'

/**
 * Emoticons migrations, named 0550_… to 0559_…. An emoticon's image lives in the uploads
 * area's object store; these rows hold what the chat and studio read. A group keeps its
 * emoticons as an ordered jsonb list of ids, saved whole by the studio.
 */
export const emoticonsMigrations: Record<string, Migration> = {
  '0550_emoticons': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table emoticons (
          oid char(24) primary key,
          creator_oid char(24) not null,
          name text not null check (length(name) between 1 and 30 and position(':' in name) = 0),
          key text not null unique,
          s3_key text not null,
          type text not null check (type in ('png','jpg','gif')),
          size integer not null default 28 check (size > 0),
          width integer not null check (width > 0),
          height integer not null check (height > 0),
          byte_size integer not null check (byte_size > 0),
          sha256 char(64) not null,
          uploaded boolean not null default true,
          created_at timestamptz not null default now(),
          deleted_at timestamptz
        )`.execute(db)
      await sql`create index emoticons_creator on emoticons (creator_oid, oid) where deleted_at is null`.execute(
        db,
      )
      await sql`
        create table emoticon_groups (
          oid char(24) primary key,
          creator_oid char(24) not null,
          position integer not null check (position >= 0),
          name text not null default '',
          type text not null check (type in ('free','tier')),
          tier_hash text,
          use_level integer not null default 0 check (use_level >= 0),
          emoticons jsonb not null default '[]'::jsonb,
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now()
        )`.execute(db)
      await sql`create index emoticon_groups_creator on emoticon_groups (creator_oid, position)`.execute(
        db,
      )
      await sql`create index emoticon_groups_free on emoticon_groups (creator_oid) where type = 'free'`.execute(
        db,
      )
    },
  },
}
