import { type Kysely, type Migration, sql } from 'kysely'

/** The purchases capability's migrations, 0435–0449. Plain SQL so PGlite and PostgreSQL run the same. */
export const purchasesMigrations: Record<string, Migration> = {
  '0435_content_purchases': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // The unique owner and content pair is what makes a race or a retry charge once:
      // the loser's entitlement insert finds the winner's row and its ledger transaction rolls back.
      await sql`
        create table content_purchases (
          oid char(24) primary key,
          user_oid char(24) not null,
          content_oid char(24) not null,
          creator_oid char(24) not null,
          buyer_oid char(24) not null,
          price integer not null check (price >= 0),
          list_price integer not null check (list_price >= price),
          paid_coins integer not null check (paid_coins >= 0),
          bonus_coins integer not null check (bonus_coins >= 0),
          discount_code text,
          source text not null check (source in ('purchase','cart','gift')),
          wallet_key text,
          purchased_at timestamptz not null,
          unique (user_oid, content_oid),
          check (paid_coins + bonus_coins = price)
        )`.execute(db)
      await sql`create index content_purchases_owner on content_purchases (user_oid, purchased_at desc, oid desc)`.execute(
        db,
      )
      await sql`create index content_purchases_content on content_purchases (content_oid)`.execute(
        db,
      )
    },
  },
  '0436_shopping_cart_items': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table shopping_cart_items (
          user_oid char(24) not null,
          content_oid char(24) not null,
          added_at timestamptz not null,
          primary key (user_oid, content_oid)
        )`.execute(db)
    },
  },
}
