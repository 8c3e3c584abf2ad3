import { type Kysely, type Migration, sql } from 'kysely'
import { imageMessageMigrations } from './image-messages/migrations'
import { messageContentMigrations } from './message-content/migrations'
import { moderationMigrations } from './moderation/migrations'

/**
 * Direct chat migrations, 0900_… to 0919_…. Messages carry an increasing id: history pages
 * and each member's read check-point are keyed on it.
 */
export const directChatMigrations: Record<string, Migration> = {
  '0900_direct_chat_rooms': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table direct_chat_rooms (
          oid char(24) primary key,
          kind text not null check (kind in ('direct','group','global')),
          room_type text not null default 'Normal' check (room_type in ('Normal','Global')),
          title text not null default '',
          language text,
          context text not null default '',
          owner_oid char(24),
          pair_key text unique,
          member_limit integer not null,
          member_count integer not null default 0 check (member_count >= 0),
          closed boolean not null default false,
          last_message_id bigint,
          created_at timestamptz not null
        )`.execute(db)
      await sql`create index direct_chat_rooms_type on direct_chat_rooms (room_type, oid)`.execute(
        db,
      )
      await sql`
        create index direct_chat_rooms_language on direct_chat_rooms (language, oid)
          where kind = 'global'`.execute(db)
      await sql`
        create table direct_chat_members (
          room_oid char(24) not null,
          user_oid char(24) not null,
          joined_at timestamptz not null,
          left_at timestamptz,
          last_read_id bigint not null default 0,
          primary key (room_oid, user_oid)
        )`.execute(db)
      await sql`
        create index direct_chat_members_user on direct_chat_members (user_oid, room_oid)
          where left_at is null`.execute(db)
    },
  },
  '0901_direct_chat_messages': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table direct_chat_messages (
          id bigint generated always as identity primary key,
          room_oid char(24) not null,
          sender_oid char(24) not null,
          kind text not null check (kind in ('text','donation','auto')),
          text text not null,
          coins integer not null default 0 check (coins >= 0),
          target_oid char(24),
          client_message_id text,
          transaction_oid text,
          created_at timestamptz not null
        )`.execute(db)
      await sql`create index direct_chat_messages_room on direct_chat_messages (room_oid, id)`.execute(
        db,
      )
      // An acknowledged message is stored once, however often its sender retries it.
      await sql`
        create unique index direct_chat_messages_client on direct_chat_messages
          (sender_oid, client_message_id) where client_message_id is not null`.execute(db)
    },
  },
  '0902_direct_chat_settings': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table direct_chat_settings (
          user_oid char(24) primary key,
          who_may_message text not null
            check (who_may_message in ('anyone','coinPayers','subscribers','either')),
          coins_per_message integer not null check (coins_per_message >= 0),
          tier_hashes jsonb not null default '[]'::jsonb,
          image_reception text not null check (image_reception in ('anyone','subscribers','nobody')),
          auto_message text not null default '',
          updated_at timestamptz not null
        )`.execute(db)
      await sql`create index direct_chat_settings_updated on direct_chat_settings (updated_at, user_oid)`.execute(
        db,
      )
    },
  },
  '0903_direct_chat_blocks_reports': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table direct_chat_blocks (
          blocker_oid char(24) not null,
          blocked_oid char(24) not null,
          created_at timestamptz not null,
          primary key (blocker_oid, blocked_oid)
        )`.execute(db)
      await sql`create index direct_chat_blocks_blocked on direct_chat_blocks (blocked_oid)`.execute(
        db,
      )
      await sql`
        create table direct_chat_reports (
          oid char(24) primary key,
          reporter_oid char(24) not null,
          room_oid char(24) not null,
          message_id bigint,
          target_user_oid char(24),
          reason text not null,
          created_at timestamptz not null
        )`.execute(db)
      await sql`create index direct_chat_reports_room on direct_chat_reports (room_oid, oid)`.execute(
        db,
      )
    },
  },
  /**
   * Real time: which instance holds how many of a user's sockets, until when (a crashed
   * instance's rows lapse), and a member's "told while away" mark, cleared when they read.
   */
  '0908_direct_chat_presence': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table direct_chat_presence (
          user_oid char(24) not null,
          instance_oid char(24) not null,
          sockets integer not null,
          expires_at timestamptz not null,
          primary key (user_oid, instance_oid)
        )`.execute(db)
      await sql`create index direct_chat_presence_instance on direct_chat_presence (instance_oid)`.execute(
        db,
      )
      await sql`alter table direct_chat_members add column notified boolean not null default false`.execute(
        db,
      )
    },
  },
  ...messageContentMigrations,
  ...imageMessageMigrations,
  ...moderationMigrations,
}
