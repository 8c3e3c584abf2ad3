import { type Kysely, type Migration, sql } from 'kysely'

/** The catalog capability's migrations, 0400–0409. Plain SQL so PGlite and PostgreSQL run the same. */
export const catalogMigrations: Record<string, Migration> = {
  '0400_content_contents': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table contents (
          oid char(24) primary key,
          creator_oid char(24) not null,
          content_type text not null default 'story'
            check (content_type in ('story','clip','playlist','preview','scenario')),
          category text not null default 'other'
            check (category in ('audio-drama','asmr','realplay','story-chat','anime','bl','draw','japan','other')),
          media text not null default 'none' check (media in ('audio','video','none')),
          status text not null default 'unpublished'
            check (status in ('unpublished','inprogress','scheduled','encoding','published','deleted')),
          visibility text not null default 'public' check (visibility in ('public','private')),
          title text not null default '' check (char_length(title) <= 200),
          multi_lang_title jsonb not null default '{}',
          description text not null default '',
          hashtags text[] not null default '{}',
          language text not null default 'en' check (language in ('en','ko','jp','es')),
          thumbnail text not null default '',
          adult boolean not null default false,
          price integer not null default 0 check (price between 0 and 100000000),
          allow_bonus boolean not null default true,
          only_purchasable_with_coins boolean not null default false,
          viewable_tiers text[] not null default '{}',
          viewable_without_sub boolean not null default true,
          free_tier boolean not null default false,
          sale_count_limit integer check (sale_count_limit is null or sale_count_limit >= 0),
          sold_count integer not null default 0 check (sold_count >= 0),
          discount_settings jsonb not null default '[]',
          collaborators jsonb not null default '[]',
          length_seconds integer not null default 0 check (length_seconds >= 0),
          media_assets jsonb not null default '{}',
          rating_required boolean not null default false,
          rating_status text,
          views bigint not null default 0 check (views >= 0),
          likes bigint not null default 0 check (likes >= 0),
          play_count bigint not null default 0 check (play_count >= 0),
          play_seconds bigint not null default 0 check (play_seconds >= 0),
          chat_count bigint not null default 0 check (chat_count >= 0),
          video_layout text,
          hide_content boolean not null default false,
          status_after_encoding text
            check (status_after_encoding is null or status_after_encoding in ('inprogress','scheduled','published')),
          encoding_error text,
          scheduled_at timestamptz,
          published_at timestamptz,
          created_at timestamptz not null,
          updated_at timestamptz not null,
          deleted_at timestamptz,
          check (status <> 'scheduled' or scheduled_at is not null),
          check (free_tier = false or price = 0)
        )`.execute(db)
      await sql`create index contents_creator on contents (creator_oid, created_at desc)`.execute(
        db,
      )
      await sql`create index contents_published on contents (published_at desc)
        where status = 'published' and visibility = 'public'`.execute(db)
      // The due-check finds scheduled contents by their time.
      await sql`create index contents_scheduled on contents (scheduled_at)
        where status = 'scheduled'`.execute(db)
    },
  },
  '0401_content_issued_ids': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // An oid reserved for a creator before the content's first save, so files can be
      // uploaded under it; the first save or publish with it creates the content.
      await sql`
        create table content_issued_ids (
          oid char(24) primary key,
          creator_oid char(24) not null,
          issued_at timestamptz not null
        )`.execute(db)
      await sql`create index content_issued_ids_creator on content_issued_ids (creator_oid, issued_at desc)`.execute(
        db,
      )
    },
  },
  '0402_content_watch_history': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // viewer_key: 'u:' + user oid, or 'g:' + guest device id.
      await sql`
        create table content_watch_history (
          viewer_key text not null check (char_length(viewer_key) between 3 and 140),
          content_oid char(24) not null,
          views integer not null default 0 check (views >= 0),
          play_count integer not null default 0 check (play_count >= 0),
          play_seconds bigint not null default 0 check (play_seconds >= 0),
          last_position integer check (last_position is null or last_position >= 0),
          last_viewed_at timestamptz,
          view_counted_at timestamptz,
          updated_at timestamptz not null,
          primary key (viewer_key, content_oid)
        )`.execute(db)
      await sql`create index content_watch_history_recent on content_watch_history (viewer_key, updated_at desc)`.execute(
        db,
      )
    },
  },
}
