import { type Kysely, type Migration, sql } from 'kysely'

/**
 * Live viewers (0599): one row per viewer of a stream while they watch, refreshed by every
 * server instance that serves them, so the count is every instance's viewers and HLS's.
 */
export const liveViewerMigrations: Record<string, Migration> = {
  '0599_live_viewers': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table live_viewers (
          stream_oid char(24) not null,
          viewer_key text not null,
          seen_at timestamptz not null,
          primary key (stream_oid, viewer_key)
        )`.execute(db)
      await sql`create index live_viewers_seen on live_viewers (seen_at)`.execute(db)
    },
  },
}
