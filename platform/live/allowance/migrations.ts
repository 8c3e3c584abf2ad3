import { type Kysely, type Migration, sql } from 'kysely'

/**
 * Uploaded live thumbnails (0597): the bytes in the database (bytea) under their SHA-256,
 * so the same image is kept once and its address never changes meaning.
 */
export const liveAllowanceMigrations: Record<string, Migration> = {
  '0597_live_thumbnails': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table live_thumbnails (
          sha256 char(64) primary key,
          content_type text not null,
          byte_size integer not null,
          width integer not null,
          height integer not null,
          bytes bytea not null,
          uploaded_by char(24) not null,
          created_at timestamptz not null
        )`.execute(db)
    },
  },
}
