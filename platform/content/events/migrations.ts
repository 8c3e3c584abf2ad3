import { type Kysely, type Migration, sql } from 'kysely'

/** The reward events' migrations, 0840–0844. Plain SQL so PGlite and PostgreSQL run the same. */
export const eventsMigrations: Record<string, Migration> = {
  '0840_content_events': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table content_events (
          oid char(24) primary key,
          title text not null,
          reward_kind text not null,
          reward_coins integer,
          capacity integer not null check (capacity > 0),
          entries integer not null default 0 check (entries >= 0 and entries <= capacity),
          starts_at timestamptz not null,
          ends_at timestamptz not null check (ends_at > starts_at),
          ended_at timestamptz,
          created_by char(24) not null,
          created_at timestamptz not null
        )`.execute(db)
      await sql`create index content_events_title on content_events (lower(title) text_pattern_ops, oid desc)`.execute(
        db,
      )
      await sql`
        create table content_event_codes (
          oid char(24) primary key,
          code text not null unique,
          event_oid char(24) not null references content_events (oid),
          label text not null,
          redemptions integer not null default 0,
          created_by char(24) not null,
          created_at timestamptz not null,
          withdrawn_at timestamptz
        )`.execute(db)
      await sql`create index content_event_codes_event on content_event_codes (event_oid, oid desc)`.execute(
        db,
      )
      await sql`
        create table content_event_entries (
          oid char(24) primary key,
          event_oid char(24) not null references content_events (oid),
          code text not null references content_event_codes (code),
          user_oid char(24) not null,
          item_oid text,
          created_at timestamptz not null,
          unique (event_oid, user_oid)
        )`.execute(db)
      await sql`create index content_event_entries_newest on content_event_entries (event_oid, oid desc)`.execute(
        db,
      )
    },
  },
}
