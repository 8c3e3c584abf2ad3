import { type Kysely, type Migration, sql } from 'kysely'

/** The curation capability's migrations, 0830–0839. Plain SQL so PGlite and PostgreSQL run the same. */
export const curationMigrations: Record<string, Migration> = {
  '0830_content_curated_pages': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // One page per address and country (`ALL`: every country without its own). The draft is
      // what admins edit; `published` is the copy players read, replaced whole on publishing.
      await sql`
        create table content_curated_pages (
          oid char(24) primary key,
          url text not null,
          country text not null,
          title text not null,
          draft jsonb not null,
          published jsonb,
          published_at timestamptz,
          updated_at timestamptz not null,
          updated_by char(24) not null,
          created_at timestamptz not null,
          unique (url, country)
        )`.execute(db)
    },
  },
  '0831_content_search_components': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // The search page's categories in order; `published` is the copy (with its place) the
      // player's search screen reads, replaced on publishing.
      await sql`
        create table content_search_components (
          oid char(24) primary key,
          position integer not null,
          draft jsonb not null,
          published jsonb,
          published_at timestamptz,
          updated_at timestamptz not null,
          updated_by char(24) not null,
          created_at timestamptz not null
        )`.execute(db)
      await sql`create index content_search_components_position on content_search_components (position, oid)`.execute(
        db,
      )
    },
  },
}
