import { type Kysely, type Migration, sql } from 'kysely'

/** Stories migrations, named 0300_… to 0349_…. Plain SQL so PGlite and PostgreSQL run the same. */
export const storiesMigrations: Record<string, Migration> = {
  '0300_stories_contents': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // array_to_string is only STABLE; a generated column needs an IMMUTABLE expression,
      // and joining text[] with a space is immutable in fact.
      await sql`
        create function stories_join_tags(tags text[]) returns text
        language sql immutable parallel safe
        as $$ select coalesce(array_to_string(tags, ' '), '') $$`.execute(db)
      await sql`
        create table story_contents (
          id char(24) primary key,
          creator_oid char(24) not null,
          story_chat_creator_oid char(24),
          status text not null default 'draft' check (status in ('draft','published','deleted')),
          visibility text not null default 'private' check (visibility in ('public','private')),
          adult boolean not null default false,
          title text not null default '' check (length(title) <= 200),
          brief_intro text not null default '' check (char_length(brief_intro) <= 40),
          description text not null default '',
          thumbnail text not null default '',
          hashtags text[] not null default '{}',
          language text not null default 'en' check (language in ('en','ko','jp','es')),
          model text not null default 'gemini',
          price integer not null default 0 check (price between 0 and 100000000),
          metadata jsonb not null,
          metadata_version integer not null default 0 check (metadata_version >= 0),
          published_version integer,
          first_published_at timestamptz,
          published_at timestamptz,
          chat_count bigint not null default 0 check (chat_count >= 0),
          credits_spent bigint not null default 0 check (credits_spent >= 0),
          search tsvector generated always as (
            to_tsvector('simple',
              title || ' ' || brief_intro || ' ' || description || ' ' || stories_join_tags(hashtags))
          ) stored,
          created_at timestamptz not null,
          updated_at timestamptz not null,
          deleted_at timestamptz,
          check (status <> 'published' or published_version is not null)
        )`.execute(db)
      await sql`create index story_contents_creator on story_contents (creator_oid, created_at desc)`.execute(
        db,
      )
      await sql`create index story_contents_catalogue on story_contents (published_at desc)
        where status = 'published' and visibility = 'public'`.execute(db)
      await sql`create index story_contents_search on story_contents using gin (search)`.execute(db)
      await sql`create index story_contents_hashtags on story_contents using gin (hashtags)`.execute(
        db,
      )
    },
  },
  '0301_stories_canvases': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table story_canvases (
          content_oid char(24) primary key references story_contents (id) on delete cascade,
          canvas jsonb not null,
          version integer not null default 0 check (version >= 0),
          updated_at timestamptz not null
        )`.execute(db)
    },
  },
  '0302_stories_compiled_versions': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table story_compiled_versions (
          id char(24) primary key,
          content_oid char(24) not null references story_contents (id) on delete cascade,
          version integer not null check (version >= 1),
          hash text not null check (hash ~ '^[0-9a-f]{64}$'),
          engine_version text not null,
          compiled jsonb not null,
          created_at timestamptz not null,
          created_by char(24) not null,
          unique (content_oid, version)
        )`.execute(db)
    },
  },
  '0303_stories_daily_stats': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table story_daily_stats (
          content_oid char(24) not null references story_contents (id) on delete cascade,
          day date not null,
          chats integer not null default 0 check (chats >= 0),
          credits bigint not null default 0 check (credits >= 0),
          primary key (content_oid, day)
        )`.execute(db)
      await sql`create index story_daily_stats_day on story_daily_stats (day)`.execute(db)
    },
  },
  '0304_story_purchases': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table story_purchases (
          user_oid char(24) not null,
          content_oid char(24) not null references story_contents (id) on delete cascade,
          price bigint not null check (price > 0),
          purchased_at timestamptz not null,
          primary key (user_oid, content_oid)
        )`.execute(db)
    },
  },
  '0305_story_draft_versions': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // A draft compiled for its writer's test chat: never published, never listed. One
      // row per distinct compiled story (hash); its room names it by its number, negated.
      await sql`
        create table story_draft_versions (
          content_oid char(24) not null references story_contents (id) on delete cascade,
          draft integer not null check (draft >= 1),
          hash text not null check (hash ~ '^[0-9a-f]{64}$'),
          engine_version text not null,
          compiled jsonb not null,
          created_at timestamptz not null,
          created_by char(24) not null,
          primary key (content_oid, draft),
          unique (content_oid, hash)
        )`.execute(db)
    },
  },
}
