import { type Kysely, type Migration, sql } from 'kysely'

/** Paid message contents: 0910_… to 0914_… of direct chat's range. */
export const messageContentMigrations: Record<string, Migration> = {
  '0910_direct_chat_contents': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table direct_chat_contents (
          oid char(24) primary key,
          creator_oid char(24) not null,
          text text not null,
          price integer not null check (price between 1 and 9999),
          media jsonb not null default '[]'::jsonb,
          media_kind text not null check (media_kind in ('none','images','video')),
          request_id text,
          deleted_at timestamptz,
          created_at timestamptz not null
        )`.execute(db)
      // A post written twice with one request id is stored once.
      await sql`
        create unique index direct_chat_contents_request on direct_chat_contents
          (creator_oid, request_id) where request_id is not null`.execute(db)
      await sql`
        create table direct_chat_content_recipients (
          content_oid char(24) not null,
          user_oid char(24) not null,
          room_oid char(24) not null,
          created_at timestamptz not null,
          primary key (content_oid, user_oid)
        )`.execute(db)
      await sql`
        create index direct_chat_content_recipients_user on direct_chat_content_recipients
          (user_oid, content_oid)`.execute(db)
      // One purchase per post and buyer: a second can never be stored, whatever races.
      await sql`
        create table direct_chat_content_purchases (
          content_oid char(24) not null,
          buyer_oid char(24) not null,
          coins integer not null check (coins > 0),
          transaction_oid text not null,
          created_at timestamptz not null,
          primary key (content_oid, buyer_oid)
        )`.execute(db)
    },
  },
}
