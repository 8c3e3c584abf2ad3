import { type Kysely, type Migration, sql } from 'kysely'

/** The banners capability's migrations, 0832–0839. Plain SQL so PGlite and PostgreSQL run the same. */
export const bannersMigrations: Record<string, Migration> = {
  '0832_content_banners': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table content_banners (
          oid char(24) primary key,
          kind text not null check (kind in ('platform', 'creator')),
          creator_oid char(24),
          title text not null,
          image_url text not null,
          link_url text not null,
          placement text not null check (placement in ('home-top', 'search', 'live')),
          languages jsonb not null,
          countries jsonb not null,
          starts_at timestamptz not null,
          ends_at timestamptz not null,
          sort_order integer not null,
          status text not null check (status in ('draft', 'published')),
          published_at timestamptz,
          deleted_at timestamptz,
          updated_at timestamptz not null,
          updated_by char(24) not null,
          created_at timestamptz not null,
          check (ends_at > starts_at),
          check ((kind = 'creator') = (creator_oid is not null))
        )`.execute(db)
      // The player's read: the published banners of a placement, in order.
      await sql`
        create index content_banners_live on content_banners (placement, sort_order)
        where status = 'published' and deleted_at is null`.execute(db)
      await sql`create index content_banners_kind on content_banners (kind, oid desc)`.execute(db)
    },
  },
  '0833_content_banner_events': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // One row per banner, kind, day and viewer: a second impression or click of that viewer
      // that day meets the key and is not counted. Rows are only ever inserted.
      await sql`
        create table content_banner_events (
          banner_oid char(24) not null,
          kind text not null check (kind in ('impression', 'click')),
          day date not null,
          viewer_key text not null,
          at timestamptz not null,
          primary key (banner_oid, kind, day, viewer_key)
        )`.execute(db)
      await sql`create index content_banner_events_day on content_banner_events (day, banner_oid)`.execute(
        db,
      )
    },
  },
}
