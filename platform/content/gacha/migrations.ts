import { type Kysely, type Migration, sql } from 'kysely'

/** The gacha capability's migrations, 0945–0949. Plain SQL so PGlite and PostgreSQL run the same. */
export const gachaMigrations: Record<string, Migration> = {
  '0945_content_gacha': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table content_gachas (
          oid char(24) primary key,
          creator_oid char(24) not null,
          title text not null,
          description text not null,
          image_url text not null,
          coins integer not null check (coins between 1 and 9999),
          profit_rate integer not null check (profit_rate between 0 and 100),
          hidden boolean not null,
          complete boolean not null,
          version integer not null check (version >= 1),
          created_at timestamptz not null,
          updated_at timestamptz not null
        )`.execute(db)
      await sql`create index content_gachas_creator on content_gachas (creator_oid, created_at)`.execute(
        db,
      )
      await sql`
        create table content_gacha_items (
          gacha_oid char(24) not null,
          version integer not null,
          position integer not null,
          name text not null,
          image_url text not null,
          rank text not null check (rank <> ''),
          chance integer not null check (chance between 1 and 10000),
          refund_rate integer not null check (refund_rate between 0 and 100),
          primary key (gacha_oid, version, position)
        )`.execute(db)
      await sql`
        create table content_gacha_pulls (
          oid char(24) primary key,
          seq bigint generated always as identity,
          gacha_oid char(24) not null,
          user_oid char(24) not null,
          creator_oid char(24) not null,
          count integer not null check (count between 1 and 10),
          coins integer not null check (coins > 0),
          refund_coins integer not null check (refund_coins between 0 and coins),
          table_version integer not null,
          secret_ref text not null,
          draws jsonb not null,
          transaction_id text not null unique,
          created_at timestamptz not null
        )`.execute(db)
      await sql`create index content_gacha_pulls_user on content_gacha_pulls (user_oid, seq)`.execute(
        db,
      )
      // The creator's "gacha usage": pulls of their gachas by day.
      await sql`
        create index content_gacha_pulls_creator on content_gacha_pulls (creator_oid, created_at)`.execute(
        db,
      )
    },
  },
}
