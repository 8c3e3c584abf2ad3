import { type Kysely, type Migration, sql } from 'kysely'

/**
 * Live chat migrations, 0600_… to 0619_…, then 0720_… to 0739_…. Messages carry an increasing id so a viewer who
 * reconnects asks for what came after the last id it saw.
 */
export const livechatMigrations: Record<string, Migration> = {
  '0600_livechat': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table livechat_messages (
          id bigint generated always as identity primary key,
          creator_oid char(24) not null,
          stream_oid char(24),
          user_oid char(24) not null,
          content text not null,
          is_hidden_name boolean not null default false,
          sender jsonb not null,
          send_time timestamptz not null
        )`.execute(db)
      await sql`create index livechat_messages_creator on livechat_messages (creator_oid, id)`.execute(
        db,
      )
      await sql`
        create table livechat_settings (
          creator_oid char(24) primary key,
          banned_words jsonb not null default '[]'::jsonb,
          use_anonymous_chat boolean not null default false
        )`.execute(db)
      await sql`
        create table livechat_managers (
          creator_oid char(24) not null,
          user_oid char(24) not null,
          nickname text not null,
          created_at timestamptz not null,
          primary key (creator_oid, user_oid)
        )`.execute(db)
      await sql`
        create table livechat_bans (
          oid char(24) primary key,
          creator_oid char(24) not null,
          user_oid char(24) not null,
          nickname text not null,
          reason text not null check (reason in ('chatBan','kick','block')),
          description text not null default '',
          until timestamptz,
          created_by char(24) not null,
          created_at timestamptz not null
        )`.execute(db)
      await sql`create index livechat_bans_user on livechat_bans (creator_oid, user_oid)`.execute(
        db,
      )
      await sql`
        create table livechat_strikes (
          creator_oid char(24) not null,
          user_oid char(24) not null,
          mentions integer not null default 0,
          restricted_until timestamptz,
          primary key (creator_oid, user_oid)
        )`.execute(db)
    },
  },
  '0601_livechat_message_emoticons': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // The emoticons a message may draw, fixed when sent: a later level change or a
      // deleted emoticon does not change what an old message shows.
      await sql`alter table livechat_messages add column emoticons jsonb not null default '[]'::jsonb`.execute(
        db,
      )
    },
  },
  '0602_livechat_anonymous_bans': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // A ban made through an anonymous message's handle: its sender is listed unnamed.
      await sql`alter table livechat_bans add column anonymous boolean not null default false`.execute(
        db,
      )
    },
  },
  '0720_livechat_notices': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // System lines (moderation, donations, missions) live among the messages, in one id
      // order; a line with a key is written once (a mission's status, a donation), however
      // often its event is published. A deleted message keeps its row, emptied.
      await sql`alter table livechat_messages add column notice jsonb`.execute(db)
      await sql`alter table livechat_messages add column notice_key text`.execute(db)
      await sql`alter table livechat_messages add column deleted_at timestamptz`.execute(db)
      await sql`
        create unique index livechat_messages_notice_key
          on livechat_messages (creator_oid, notice_key) where notice_key is not null`.execute(db)
      await sql`
        create index livechat_messages_stream on livechat_messages (creator_oid, stream_oid, id)`.execute(
        db,
      )
    },
  },
}
