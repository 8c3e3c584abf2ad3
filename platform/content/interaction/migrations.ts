import { type Kysely, type Migration, sql } from 'kysely'

/** The interaction capability's migrations, 0410–0419. Plain SQL so PGlite and PostgreSQL run the same. */
export const interactionMigrations: Record<string, Migration> = {
  '0410_content_interaction': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // One row per (user, content) ever liked: `liked` is the state, `changed_at` when it
      // last flipped, so a toggle repeated while the first is in flight can be recognised.
      await sql`
        create table content_likes (
          user_oid char(24) not null,
          content_oid char(24) not null,
          liked boolean not null,
          changed_at timestamptz not null,
          created_at timestamptz not null,
          primary key (user_oid, content_oid)
        )`.execute(db)
      await sql`create index content_likes_newest on content_likes (user_oid, created_at desc, content_oid desc)
        where liked`.execute(db)
      await sql`
        create table content_comment_likes (
          user_oid char(24) not null,
          content_oid char(24) not null,
          comment_oid text not null,
          liked boolean not null,
          changed_at timestamptz not null,
          created_at timestamptz not null,
          primary key (comment_oid, user_oid)
        )`.execute(db)
      await sql`create index content_comment_likes_user on content_comment_likes (user_oid, content_oid)
        where liked`.execute(db)
      await sql`
        create table content_comment_like_counts (
          comment_oid text primary key,
          content_oid char(24) not null,
          likes bigint not null default 0 check (likes >= 0)
        )`.execute(db)
      await sql`create index content_comment_like_counts_content on content_comment_like_counts (content_oid)`.execute(
        db,
      )
      await sql`
        create table content_blocks (
          user_oid char(24) not null,
          kind text not null check (kind in ('user','content','comment','tag')),
          target text not null check (char_length(target) between 1 and 100),
          content_oid char(24),
          created_at timestamptz not null,
          primary key (user_oid, kind, target)
        )`.execute(db)
      await sql`
        create table content_reports (
          oid char(24) primary key,
          reporter_oid char(24) not null,
          content_oid char(24) not null,
          comment_oid text not null default '',
          creator_oid char(24) not null,
          content_metadata jsonb not null,
          complaint text not null check (char_length(complaint) between 1 and 2000),
          status text not null default 'open' check (status in ('open','dismissed','actioned')),
          created_at timestamptz not null,
          resolved_at timestamptz,
          resolved_by char(24)
        )`.execute(db)
      // One open report per reporter and target: a repeated report answers the first.
      await sql`create unique index content_reports_open on content_reports (reporter_oid, content_oid, comment_oid)
        where status = 'open'`.execute(db)
      await sql`create index content_reports_queue on content_reports (status, created_at desc)`.execute(
        db,
      )
      await sql`
        create table illegal_download_detections (
          oid char(24) primary key,
          user_oid char(24) not null,
          recorded_by char(24) not null,
          content_oid char(24),
          note text not null default '' check (char_length(note) <= 1000),
          created_at timestamptz not null
        )`.execute(db)
      await sql`create index illegal_download_detections_user on illegal_download_detections (user_oid, created_at)`.execute(
        db,
      )
      await sql`
        create table illegal_downloaders (
          user_oid char(24) primary key,
          detections integer not null check (detections >= 1),
          status text not null check (status in ('warned','suspended')),
          warned_at timestamptz not null,
          acknowledged_at timestamptz,
          suspended_at timestamptz,
          updated_at timestamptz not null,
          check (status <> 'suspended' or suspended_at is not null)
        )`.execute(db)
      await sql`
        create table rating_fee_requests (
          oid char(24) primary key,
          content_oid char(24) not null,
          creator_oid char(24) not null,
          requested_by char(24) not null,
          length_seconds integer not null check (length_seconds > 0),
          blocks integer not null check (blocks >= 1),
          amount_krw integer not null check (amount_krw = blocks * 10000),
          rating_doc jsonb not null,
          status text not null default 'due' check (status in ('due','paid','cancelled')),
          created_at timestamptz not null,
          updated_at timestamptz not null
        )`.execute(db)
      // One fee due per content at a time: a repeated request answers the one recorded.
      await sql`create unique index rating_fee_requests_due on rating_fee_requests (content_oid)
        where status = 'due'`.execute(db)
    },
  },
  '0411_content_rating_fee_payments': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // A paid fee keeps its coins, its ledger transaction and when it was paid.
      await sql`alter table rating_fee_requests add column paid_coins integer`.execute(db)
      await sql`alter table rating_fee_requests add column paid_by char(24)`.execute(db)
      await sql`alter table rating_fee_requests add column paid_at timestamptz`.execute(db)
      await sql`alter table rating_fee_requests add column transaction_id text`.execute(db)
      await sql`alter table rating_fee_requests add constraint rating_fee_requests_paid
        check (status <> 'paid' or (paid_at is not null and paid_coins = amount_krw / 100))`.execute(
        db,
      )
      // A fee paid for a content at one length is the review under way: asking again while
      // it is (a double click racing the payment) finds it instead of opening another.
      await sql`create unique index rating_fee_requests_open
        on rating_fee_requests (content_oid, length_seconds) where status in ('due', 'paid')`.execute(
        db,
      )
    },
  },
  '0412_content_like_milestones': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // The highest like milestone a content's creator was told of (like-milestones.ts).
      await sql`
        create table content_like_milestones (
          content_oid char(24) primary key,
          likes integer not null check (likes >= 1)
        )`.execute(db)
    },
  },
}
