import { type Kysely, type Migration, sql } from 'kysely'

/** Tool keys (0583): one per livestreamer, kept as a hash; looked up by that hash. */
export const liveToolKeyMigrations: Record<string, Migration> = {
  '0583_live_tool_keys': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table live_tool_keys (
          creator_oid char(24) primary key,
          key_hash char(64) not null unique,
          key_hint text not null,
          created_at timestamptz not null
        )`.execute(db)
    },
  },
}
