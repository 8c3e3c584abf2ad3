import { type Kysely, type Migration, sql } from 'kysely'
import { chatAdminMigrations } from './admin-migrations'
import { chatCharacterDmMigrations } from './character-dm/migrations'
import { chatCommentThreadMigrations } from './comment-thread-migrations'
import { chatCouponMigrations } from './coupon-migrations'
import { chatGroupMigrations } from './groups/migrations'
import { chatRatingMigrations } from './rating-migrations'
import { chatTestTurnMigrations } from './test-turn-migrations'

/**
 * Chat migrations, named 0350_… to 0399_… (with its coupons and comments, 0360_…, and the
 * creator test allowance, 0370_…, and reply ratings, 0390_…; group chats, 1080_…).
 */
export const chatMigrations: Record<string, Migration> = {
  '0350_chat_rooms_and_messages': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table chat_rooms (
          oid text primary key check (oid ~ '^[0-9a-f]{24}$'),
          content_oid text not null,
          owner_user_oid text,
          owner_guest_device text,
          title text not null default '',
          compiled_version integer not null check (compiled_version >= 1),
          start_point_id text not null,
          head_message_oid text,
          user_settings jsonb not null default '{}',
          admin_settings jsonb not null default '{}',
          theme jsonb not null default '{}',
          options jsonb not null default '{}',
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now(),
          deleted_at timestamptz,
          check ((owner_user_oid is null) <> (owner_guest_device is null))
        )`.execute(db)
      await sql`create index chat_rooms_user on chat_rooms (owner_user_oid, updated_at desc) where deleted_at is null`.execute(
        db,
      )
      await sql`create index chat_rooms_guest on chat_rooms (owner_guest_device) where deleted_at is null`.execute(
        db,
      )
      await sql`create index chat_rooms_content on chat_rooms (content_oid)`.execute(db)
      await sql`
        create table chat_messages (
          oid text primary key check (oid ~ '^[0-9a-f]{24}$'),
          room_oid text not null references chat_rooms (oid) on delete cascade,
          parent_oid text references chat_messages (oid) on delete cascade,
          role text not null check (role in ('user', 'assistant')),
          text text not null default '',
          status text not null check (status in ('streaming', 'complete', 'failed')),
          turn_index integer not null check (turn_index >= 0),
          depth integer not null check (depth >= 0),
          state jsonb,
          request_id text unique,
          model text,
          credits_charged integer not null default 0 check (credits_charged >= 0),
          error text,
          hidden boolean not null default false,
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now()
        )`.execute(db)
      await sql`create index chat_messages_children on chat_messages (room_oid, parent_oid, created_at)`.execute(
        db,
      )
      await sql`create index chat_messages_streaming on chat_messages (updated_at) where status = 'streaming'`.execute(
        db,
      )
      await sql`
        create table chat_stream_events (
          message_oid text not null references chat_messages (oid) on delete cascade,
          seq integer not null check (seq >= 1),
          event text not null,
          data jsonb not null,
          created_at timestamptz not null default now(),
          primary key (message_oid, seq)
        )`.execute(db)
      await sql`
        create table prompt_logs (
          oid text primary key,
          room_oid text not null references chat_rooms (oid) on delete cascade,
          message_oid text not null references chat_messages (oid) on delete cascade,
          model text not null,
          request jsonb not null,
          debug jsonb not null,
          price jsonb not null,
          created_at timestamptz not null default now()
        )`.execute(db)
      await sql`create index prompt_logs_room on prompt_logs (room_oid, created_at desc)`.execute(
        db,
      )
      await sql`
        create table personas (
          oid text primary key check (oid ~ '^[0-9a-f]{24}$'),
          user_oid text not null,
          name text not null check (char_length(name) between 1 and 40),
          prompt text not null check (char_length(prompt) <= 4000),
          sex text not null check (sex in ('female', 'male', 'other')),
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now()
        )`.execute(db)
      await sql`create index personas_user on personas (user_oid, created_at)`.execute(db)
      await sql`
        create table chat_summaries (
          oid text primary key,
          room_oid text not null references chat_rooms (oid) on delete cascade,
          start_message_oid text not null references chat_messages (oid) on delete cascade,
          end_message_oid text not null references chat_messages (oid) on delete cascade,
          start_turn integer not null,
          end_turn integer not null check (end_turn >= start_turn),
          content text not null,
          created_at timestamptz not null default now()
        )`.execute(db)
      await sql`create index chat_summaries_room on chat_summaries (room_oid)`.execute(db)
      await sql`
        create table user_chat_options (
          user_oid text primary key,
          options jsonb not null default '{}',
          updated_at timestamptz not null default now()
        )`.execute(db)
    },
  },
  '0351_image_unlocks': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table image_unlocks (
          user_oid text not null,
          content_oid text not null,
          image_hash text not null,
          image_id text not null,
          price integer not null check (price >= 0),
          ledger_key text not null,
          created_at timestamptz not null default now(),
          primary key (user_oid, content_oid, image_hash)
        )`.execute(db)
    },
  },
  '0352_system_and_test_prompts': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table system_prompts (
          oid text primary key,
          prompt_type text not null,
          language text not null check (language in ('en', 'ko', 'jp', 'es')),
          version integer not null check (version >= 1),
          text text not null check (char_length(text) between 1 and 20000),
          active boolean not null default false,
          created_by text not null,
          created_at timestamptz not null default now(),
          unique (prompt_type, language, version)
        )`.execute(db)
      // At most one active version per prompt type and language, enforced by the database.
      await sql`create unique index system_prompts_active on system_prompts (prompt_type, language) where active`.execute(
        db,
      )
      await sql`
        create table test_prompts (
          oid text primary key,
          name text not null check (char_length(name) between 1 and 100),
          prompt_type text not null,
          text text not null check (char_length(text) between 1 and 20000),
          created_by text not null,
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now()
        )`.execute(db)
    },
  },
  '0353_turn_payment_and_story_owner': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // How a turn was paid, so the sweeper gives back exactly what a dead process took.
      await sql`alter table chat_messages add column paid_with text`.execute(db)
      // The story's owner, copied at room creation: the player shows the debug panel to them.
      await sql`alter table chat_rooms add column story_owner_oid text`.execute(db)
    },
  },
  '0354_stream_event_runs': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // A row per run of a stream's consecutive events (what one flush window wrote), not
      // a row per event: thousands of live streams wrote tens of thousands of rows a second
      // (chat-concurrency bench). `json`, not `jsonb`: stored as written, read back whole.
      await sql`
        create table chat_stream_runs (
          message_oid text not null references chat_messages (oid) on delete cascade,
          first_seq integer not null check (first_seq >= 1),
          last_seq integer not null,
          events json not null,
          created_at timestamptz not null default now(),
          primary key (message_oid, first_seq),
          check (last_seq >= first_seq)
        )`.execute(db)
      await sql`
        insert into chat_stream_runs (message_oid, first_seq, last_seq, events, created_at)
        select message_oid, seq, seq,
               json_build_array(json_build_object('seq', seq, 'event', event, 'data', data)),
               created_at
        from chat_stream_events`.execute(db)
      await sql`drop table chat_stream_events`.execute(db)
    },
  },
  '0355_room_messages_revision': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // Counts the changes to a room's stored messages (text, status, hidden, a delete), so
      // a process can tell whether the path it kept from an earlier turn is still what is
      // stored (platform/chat/turns/path-cache.ts). A trigger, not the application: no write
      // path can forget it, whichever process or tool makes it. New messages do not count:
      // they never change an existing path. Wraps before `integer` overflows.
      await sql`alter table chat_rooms add column messages_revision integer not null default 0`.execute(
        db,
      )
      await sql`
        create function chat_rooms_bump_messages_revision() returns trigger
        language plpgsql as $$
        begin
          update chat_rooms
            set messages_revision = case when messages_revision >= 2000000000 then 1
                                         else messages_revision + 1 end
            where oid = (case when tg_op = 'DELETE' then old.room_oid else new.room_oid end);
          return null;
        end $$`.execute(db)
      await sql`
        create trigger chat_messages_revision_on_update
          after update of text, status, hidden on chat_messages
          for each row
          when (old.text is distinct from new.text or old.status is distinct from new.status
                or old.hidden is distinct from new.hidden)
          execute function chat_rooms_bump_messages_revision()`.execute(db)
      await sql`
        create trigger chat_messages_revision_on_delete
          after delete on chat_messages
          for each row execute function chat_rooms_bump_messages_revision()`.execute(db)
    },
  },
  '0356_prompt_logs_as_json': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // A prompt log is written once per turn and read back whole, never queried inside:
      // \`json\` keeps the text as written, where \`jsonb\` rebuilds it into its binary form on
      // every insert and back on every read, which a large story's prompt log pays dearly
      // for (docs/PERFORMANCE.md).
      await sql`
        alter table prompt_logs
          alter column request type json using request::json,
          alter column debug type json using debug::json,
          alter column price type json using price::json`.execute(db)
    },
  },
  '0357_room_pins': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // When the player pinned the room (null: not pinned): My chats lists pinned rooms
      // first. Its own column, not a key of `options`, so pinning moves no other setting.
      await sql`alter table chat_rooms add column pinned_at timestamptz`.execute(db)
    },
  },
  ...chatCouponMigrations,
  ...chatTestTurnMigrations,
  ...chatRatingMigrations,
  ...chatCommentThreadMigrations,
  ...chatAdminMigrations,
  ...chatGroupMigrations,
  ...chatCharacterDmMigrations,
}
