import { type Kysely, type Migration, sql } from 'kysely'

/**
 * Assets migrations, named 0480_… to 0489_…. The bytes sit in the database (bytea) so every
 * instance serves them and PGlite and PostgreSQL behave the same; the key is their SHA-256.
 */
export const assetsMigrations: Record<string, Migration> = {
  '0480_assets_story_assets': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table story_assets (
          sha256 char(64) primary key check (sha256 ~ '^[0-9a-f]{64}$'),
          content_type text not null check (content_type in ('image/png','image/jpeg')),
          byte_size integer not null check (byte_size > 0),
          width integer not null check (width > 0),
          height integer not null check (height > 0),
          bytes bytea not null,
          uploaded_by char(24) not null,
          created_at timestamptz not null default now()
        )`.execute(db)
    },
  },
}
