import { type Kysely, type Migration, sql } from 'kysely'

/** The playlists capability's migrations, 0935–0939. Plain SQL so PGlite and PostgreSQL run the same. */
export const playlistsMigrations: Record<string, Migration> = {
  '0935_content_playlists': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // One row per owner: the count a new playlist must stay under (raised in one statement,
      // so parallel creations cannot pass the limit) and the revision every change bumps.
      await sql`
        create table content_playlist_owners (
          owner_oid char(24) primary key,
          playlist_count integer not null check (playlist_count >= 0),
          revision integer not null
        )`.execute(db)
      await sql`
        create table content_playlists (
          oid char(24) primary key,
          owner_oid char(24) not null,
          name text not null,
          is_public boolean not null,
          item_count integer not null check (item_count >= 0),
          version integer not null,
          created_at timestamptz not null,
          updated_at timestamptz not null
        )`.execute(db)
      await sql`create index content_playlists_owner on content_playlists (owner_oid, created_at desc)`.execute(
        db,
      )
    },
  },
  '0936_content_playlist_items': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // A content is in a playlist at most once (the key); `position` orders the items.
      await sql`
        create table content_playlist_items (
          playlist_oid char(24) not null references content_playlists (oid) on delete cascade,
          content_oid char(24) not null,
          position integer not null,
          added_at timestamptz not null,
          primary key (playlist_oid, content_oid)
        )`.execute(db)
      await sql`
        create index content_playlist_items_order on content_playlist_items (playlist_oid, position)`.execute(
        db,
      )
    },
  },
}
