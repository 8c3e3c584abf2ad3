import { type Kysely, type Migration, sql } from 'kysely'

/** Chat coupons and story comments (with their one-time chat refund and rewards), 0360_… onwards. */
export const chatCouponMigrations: Record<string, Migration> = {
  '0360_chat_coupons': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table chat_coupons (
          oid text primary key check (oid ~ '^[0-9a-f]{24}$'),
          code text not null unique check (code ~ '^[A-Z0-9-]{4,32}$'),
          chats integer not null check (chats between 1 and 10000),
          max_redemptions integer check (max_redemptions >= 1),
          redemptions integer not null default 0 check (redemptions >= 0),
          expires_at timestamptz,
          note text not null default '',
          created_by text not null,
          created_at timestamptz not null default now(),
          deleted_at timestamptz,
          check (max_redemptions is null or redemptions <= max_redemptions)
        )`.execute(db)
      await sql`
        create table chat_coupon_redemptions (
          oid text primary key check (oid ~ '^[0-9a-f]{24}$'),
          coupon_oid text not null references chat_coupons (oid),
          owner_user_oid text,
          owner_guest_device text,
          chats_granted integer not null check (chats_granted >= 1),
          chats_used integer not null default 0 check (chats_used >= 0 and chats_used <= chats_granted),
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now(),
          check ((owner_user_oid is null) <> (owner_guest_device is null))
        )`.execute(db)
      // One redemption per coupon and holder: entering a code twice grants it once.
      await sql`create unique index chat_coupon_redemptions_user on chat_coupon_redemptions (coupon_oid, owner_user_oid) where owner_user_oid is not null`.execute(
        db,
      )
      await sql`create unique index chat_coupon_redemptions_guest on chat_coupon_redemptions (coupon_oid, owner_guest_device) where owner_guest_device is not null`.execute(
        db,
      )
      await sql`create index chat_coupon_redemptions_owner_user on chat_coupon_redemptions (owner_user_oid) where owner_user_oid is not null`.execute(
        db,
      )
      await sql`create index chat_coupon_redemptions_owner_guest on chat_coupon_redemptions (owner_guest_device) where owner_guest_device is not null`.execute(
        db,
      )
      // One row per turn paid with a coupon chat: the request id makes spend and refund exactly-once.
      await sql`
        create table chat_coupon_uses (
          request_id text primary key,
          redemption_oid text not null references chat_coupon_redemptions (oid),
          coupon_oid text not null references chat_coupons (oid),
          status text not null check (status in ('used', 'refunded')),
          created_at timestamptz not null default now(),
          refunded_at timestamptz
        )`.execute(db)
      await sql`create index chat_coupon_uses_coupon on chat_coupon_uses (coupon_oid, created_at)`.execute(
        db,
      )
    },
  },
  '0361_story_comments': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table story_comments (
          oid text primary key check (oid ~ '^[0-9a-f]{24}$'),
          content_oid text not null,
          user_oid text not null,
          text text not null check (char_length(text) between 1 and 2000),
          request_key text unique,
          created_at timestamptz not null default now(),
          deleted_at timestamptz
        )`.execute(db)
      await sql`create index story_comments_content on story_comments (content_oid, created_at) where deleted_at is null`.execute(
        db,
      )
      // The spec's chat refund for commenting is once per player and story.
      await sql`
        create table story_comment_refunds (
          oid text primary key check (oid ~ '^[0-9a-f]{24}$'),
          user_oid text not null,
          content_oid text not null,
          comment_oid text not null references story_comments (oid),
          message_oids jsonb not null,
          credits integer not null check (credits >= 0),
          paid_credits integer not null check (paid_credits >= 0),
          bonus_credits integer not null check (bonus_credits >= 0),
          ledger_key text not null unique,
          created_at timestamptz not null default now(),
          unique (user_oid, content_oid)
        )`.execute(db)
    },
  },
  '0362_story_comment_rewards': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // The comment reward: one row per rewarded comment, decided before the coins are
      // posted (keyed by ledger_key). At most one reward per (user, content, UTC day), and
      // one "first review" reward per (user, content).
      await sql`
        create table story_comment_rewards (
          comment_oid text primary key references story_comments (oid),
          user_oid text not null,
          content_oid text not null,
          coins integer not null check (coins in (1, 2)),
          first_review boolean not null,
          reward_day text not null check (reward_day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
          ledger_key text not null unique,
          created_at timestamptz not null,
          unique (user_oid, content_oid, reward_day)
        )`.execute(db)
      await sql`create unique index story_comment_rewards_first on story_comment_rewards (user_oid, content_oid) where first_review`.execute(
        db,
      )
      await sql`create index story_comment_rewards_day on story_comment_rewards (user_oid, reward_day)`.execute(
        db,
      )
    },
  },
  '0363_story_comment_rewards_paid': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // When the reward's coins were posted: a reward decided and never paid (the process
      // died between the two steps) is found and paid by the repair. Rows from before this
      // column are repaired once too: the grant is keyed, so a paid one only replays.
      await sql`alter table story_comment_rewards add column paid_at timestamptz`.execute(db)
      await sql`create index story_comment_rewards_unpaid on story_comment_rewards (created_at)
        where paid_at is null`.execute(db)
    },
  },
  '0364_story_review_ratings': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // A review's stars: one rating per reader and content, replaced by their next review.
      // It names the comment that carries it, so the list shows stars on that review alone.
      await sql`
        create table story_review_ratings (
          user_oid text not null,
          content_oid text not null,
          stars smallint not null check (stars between 1 and 5),
          comment_oid text not null references story_comments (oid),
          updated_at timestamptz not null,
          primary key (user_oid, content_oid)
        )`.execute(db)
      await sql`create index story_review_ratings_content on story_review_ratings (content_oid)`.execute(
        db,
      )
    },
  },
}
