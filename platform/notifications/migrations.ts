import { type Kysely, type Migration, sql } from 'kysely'
import { noticesMigrations } from './notices/migrations'

/** The notifications area's migrations, 0470–0479. Plain SQL so PGlite and PostgreSQL run the same. */
export const notificationsMigrations: Record<string, Migration> = {
  ...noticesMigrations,
  '0470_notifications': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table notifications (
          oid char(24) primary key,
          user_oid char(24) not null,
          kind text not null check (char_length(kind) between 1 and 40),
          data jsonb not null default '{}',
          read_at timestamptz,
          created_at timestamptz not null
        )`.execute(db)
      // The list (newest first), the trim (past the 100th) and the unread count read this.
      await sql`create index notifications_user on notifications (user_oid, created_at desc, oid desc)`.execute(
        db,
      )
      await sql`
        create table notification_settings (
          user_oid char(24) primary key,
          muted_kinds text[] not null default '{}',
          updated_at timestamptz not null
        )`.execute(db)
    },
  },
  '0471_notification_groups_and_mail': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`alter table notifications add column group_key text
        check (group_key is null or char_length(group_key) between 1 and 120)`.execute(db)
      await sql`alter table notifications add column count int not null default 1 check (count >= 1)`.execute(
        db,
      )
      // One open (unread) notification per group: notify gathers into it.
      await sql`create unique index notifications_open_group on notifications (user_oid, group_key)
        where read_at is null and group_key is not null`.execute(db)
      await sql`alter table notification_settings add column emailed_kinds text[]`.execute(db)
    },
  },
  '0812_notifications_admin_pushes': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // An admin's push to one user or a segment, keyed by the page's request id: each batch
      // of accounts (walked by id after `cursor`) is claimed and notified in one transaction.
      await sql`
        create table admin_pushes (
          oid char(24) primary key,
          request_id text not null unique,
          admin_oid char(24) not null,
          segment text not null check (segment in ('user','creators','livestreamers','everyone')),
          user_oid char(24),
          title text not null check (char_length(title) between 1 and 100),
          body text not null check (char_length(body) between 1 and 500),
          link text,
          recipients int not null check (recipients >= 0),
          sent int not null default 0 check (sent >= 0),
          delivered int not null default 0 check (delivered >= 0),
          cursor char(24),
          done_at timestamptz,
          created_at timestamptz not null
        )`.execute(db)
      // The list of sent pushes, newest first.
      await sql`create index admin_pushes_created on admin_pushes (created_at desc, oid desc)`.execute(
        db,
      )
    },
  },
  '0813_notifications_resends': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // An admin's resend of one notification: keyed by the page's request id, and each
      // notification resent at most once (its copy is a notification of its own).
      await sql`
        create table notification_resends (
          request_id text primary key,
          source_oid char(24) not null unique,
          user_oid char(24) not null,
          resent_oid char(24) not null,
          admin_oid char(24) not null,
          created_at timestamptz not null
        )`.execute(db)
    },
  },
}
