import { type Kysely, type Migration, sql } from 'kysely'

/** The creator test allowance and draft test rooms (docs/STORY-CHAT.md, "Test turns"), 0370_… onwards. */
export const chatTestTurnMigrations: Record<string, Migration> = {
  '0370_creator_test_allowance': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // One row per tester and month: the count a conditional upsert raises while below the
      // limit, so concurrent test turns never pass it.
      await sql`
        create table chat_test_allowances (
          user_oid text not null,
          month text not null check (month ~ '^[0-9]{4}-[0-9]{2}$'),
          used integer not null default 0 check (used >= 0),
          updated_at timestamptz not null default now(),
          primary key (user_oid, month)
        )`.execute(db)
      // One row per turn the allowance paid: the request id makes count and refund exactly-once.
      await sql`
        create table chat_test_turns (
          request_id text primary key,
          user_oid text not null,
          month text not null check (month ~ '^[0-9]{4}-[0-9]{2}$'),
          status text not null check (status in ('used', 'refunded')),
          created_at timestamptz not null default now(),
          refunded_at timestamptz
        )`.execute(db)
    },
  },
  '0371_draft_test_rooms': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // A test room on a writer's draft plays it as a negative version (the stories area's
      // draft number, negated): never a published version, which starts at 1.
      await sql`alter table chat_rooms drop constraint chat_rooms_compiled_version_check`.execute(
        db,
      )
      await sql`
        alter table chat_rooms add constraint chat_rooms_compiled_version_check
          check (compiled_version <> 0)`.execute(db)
    },
  },
}
