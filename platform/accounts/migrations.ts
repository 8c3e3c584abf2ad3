import { type Kysely, type Migration, sql } from 'kysely'
import { accountExtrasMigrations } from './account-extras-migrations'

/** Accounts migrations, named 0100_… to 0199_…. Plain SQL so PGlite and PostgreSQL run the same. */
export const accountsMigrations: Record<string, Migration> = {
  '0100_accounts_users': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table users (
          id char(24) primary key,
          email text not null check (length(email) between 3 and 254),
          nickname text not null check (length(nickname) between 2 and 40),
          password_hash text,
          birth_date date,
          roles text[] not null default '{user}'
            check (roles <@ array['user','creator','livestreamer','channelManager','admin']::text[]),
          language text check (language in ('en','ko','jp','es')),
          country char(2),
          custom_url text check (custom_url ~ '^[a-z0-9_-]{3,30}$'),
          is_adult boolean not null default false,
          adult_verified_at timestamptz,
          unregister_state text check (unregister_state in ('wait','stop','cancel')),
          unregister_survey text,
          confirm_unregister_at timestamptz,
          created_at timestamptz not null,
          updated_at timestamptz not null,
          check (unregister_state is distinct from 'wait' or confirm_unregister_at is not null)
        )`.execute(db)
      // Case-insensitive uniqueness lives in the database, so two racing sign-ups cannot both win.
      await sql`create unique index users_email_key on users (lower(email))`.execute(db)
      await sql`create unique index users_nickname_key on users (lower(nickname))`.execute(db)
      await sql`create unique index users_custom_url_key on users (custom_url)`.execute(db)
      await sql`create index users_unregister_due on users (confirm_unregister_at)
        where unregister_state = 'wait'`.execute(db)
    },
  },
  '0101_accounts_sessions': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table sessions (
          id char(24) primary key,
          user_id char(24) not null references users (id) on delete cascade,
          token_hash char(64) not null unique,
          created_at timestamptz not null,
          expires_at timestamptz not null,
          revoked_at timestamptz
        )`.execute(db)
      await sql`create index sessions_user on sessions (user_id)`.execute(db)
      await sql`
        create table login_tickets (
          id char(24) primary key,
          user_id char(24) not null references users (id) on delete cascade,
          ticket_hash char(64) not null unique,
          attempts int not null default 0 check (attempts >= 0),
          expires_at timestamptz not null,
          used_at timestamptz,
          created_at timestamptz not null
        )`.execute(db)
      await sql`
        create table login_throttles (
          email text primary key,
          failures int not null check (failures >= 0),
          locked_until timestamptz,
          updated_at timestamptz not null
        )`.execute(db)
    },
  },
  '0102_accounts_verification': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table pending_registrations (
          email text primary key check (email = lower(email)),
          nickname text not null,
          password_hash text not null,
          birth_date date not null,
          language text not null check (language in ('en','ko','jp','es')),
          code_hash char(64) not null,
          attempts int not null default 0 check (attempts >= 0),
          expires_at timestamptz not null,
          created_at timestamptz not null,
          updated_at timestamptz not null
        )`.execute(db)
      await sql`
        create table password_resets (
          id char(24) primary key,
          user_id char(24) not null references users (id) on delete cascade,
          token_hash char(64) not null unique,
          expires_at timestamptz not null,
          used_at timestamptz,
          created_at timestamptz not null
        )`.execute(db)
      await sql`create index password_resets_user on password_resets (user_id)`.execute(db)
      await sql`
        create table totp_secrets (
          user_id char(24) primary key references users (id) on delete cascade,
          secret text not null,
          enabled_at timestamptz,
          last_used_step bigint,
          created_at timestamptz not null,
          updated_at timestamptz not null
        )`.execute(db)
    },
  },
  '0103_accounts_guests': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table guests (
          device_id text primary key check (device_id ~ '^[A-Za-z0-9_-]{16,64}$'),
          free_chats_used int not null default 0 check (free_chats_used >= 0),
          created_at timestamptz not null,
          updated_at timestamptz not null
        )`.execute(db)
    },
  },
  '0104_accounts_guest_registrations': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // Who registered a device id (a hash of the client IP), so new ids per address can be
      // counted across every instance sharing the database.
      await sql`alter table guests add column created_ip_hash text`.execute(db)
      await sql`
        create index guests_created_ip_hash on guests (created_ip_hash, created_at)
        where created_ip_hash is not null`.execute(db)
    },
  },
  '0105_accounts_login_throttle_by_client': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // Failures locked the address for everyone, so anyone could lock anyone out: they
      // now lock one client of one address. The old counters are only recent failures.
      await sql`drop table login_throttles`.execute(db)
      await sql`
        create table login_throttles (
          email text not null,
          client text not null,
          failures int not null check (failures >= 0),
          locked_until timestamptz,
          updated_at timestamptz not null,
          primary key (email, client)
        )`.execute(db)
      await sql`
        create table login_account_failures (
          email text primary key,
          failures int not null check (failures >= 0),
          window_start timestamptz not null,
          updated_at timestamptz not null
        )`.execute(db)
      await sql`
        create table login_known_clients (
          email text not null,
          client text not null,
          last_seen_at timestamptz not null,
          primary key (email, client)
        )`.execute(db)
    },
  },
  '0106_accounts_suspensions': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table account_suspensions (
          user_id char(24) primary key references users (id) on delete cascade,
          reason text not null,
          suspended_at timestamptz not null
        )`.execute(db)
    },
  },
  '0108_accounts_session_scope': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // A session opened by another credential (a live tool key) is scoped to what that
      // credential may do; null is a full sign-in. Read with the session, one query.
      await sql`alter table sessions add column scope text`.execute(db)
      await sql`create index sessions_user_scope on sessions (user_id, scope) where revoked_at is null`.execute(
        db,
      )
    },
  },
  '0109_accounts_attempts_in_limit_store': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // Failed logins and the tries of tickets and codes are counted in the limit store
      // (platform/limits), before each check: these counters counted after it.
      await sql`drop table login_throttles`.execute(db)
      await sql`drop table login_account_failures`.execute(db)
      await sql`alter table login_tickets drop column attempts`.execute(db)
      await sql`alter table pending_registrations drop column attempts`.execute(db)
    },
  },
  '0110_accounts_nickname_prefix': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // An admin's search by the start of a nickname: a prefix `like` reads this index in any
      // collation (the unique `lower(nickname)` index serves equality only outside "C").
      await sql`create index users_nickname_prefix on users (lower(nickname) text_pattern_ops)`.execute(
        db,
      )
    },
  },
  '0810_accounts_admin_people': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // How an account joined ('email', 'guest': a guest device signed up); null for accounts
      // made before it was recorded. The admin's lists walk these indexes newest first.
      await sql`alter table users add column joined_by text check (joined_by in ('email','guest'))`.execute(
        db,
      )
      await sql`create index users_created on users (created_at desc, id desc)`.execute(db)
      await sql`create index users_email_prefix on users (lower(email) text_pattern_ops)`.execute(
        db,
      )
    },
  },
  '0811_accounts_admin_mailings': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // An admin's mail to users, keyed by the page's request id: a retry resumes after the
      // last account mailed (`cursor`, accounts walked by id) instead of mailing anyone twice.
      await sql`
        create table admin_mailings (
          request_id text primary key,
          admin_oid char(24) not null,
          segment text not null check (segment in ('user','creators','livestreamers')),
          user_oid char(24),
          subject text not null,
          body text not null,
          recipients int not null check (recipients >= 0),
          sent int not null default 0 check (sent >= 0),
          cursor char(24),
          done_at timestamptz,
          created_at timestamptz not null
        )`.execute(db)
    },
  },
  '0814_accounts_channel_managers': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // Which creator channels a channel-manager account manages (an admin assigns them); the
      // manager's user info carries a `managed-channel:<creatorOid>` creator tag for each.
      await sql`
        create table channel_managers (
          manager_oid char(24) not null references users(id) on delete cascade,
          creator_oid char(24) not null references users(id) on delete cascade,
          assigned_by char(24) not null,
          created_at timestamptz not null,
          primary key (manager_oid, creator_oid)
        )`.execute(db)
      await sql`create index channel_managers_creator on channel_managers (creator_oid)`.execute(db)
    },
  },
  '0956_accounts_nicknames': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // Paid changes of the unique nickname, one row per ledger transaction (written inside
      // it), and the account's display nicknames per language.
      await sql`
        create table nickname_changes (
          transaction_id char(24) primary key,
          user_id char(24) not null references users(id) on delete cascade,
          old_nickname text not null,
          new_nickname text not null,
          coins int not null check (coins > 0),
          changed_at timestamptz not null
        )`.execute(db)
      await sql`create index nickname_changes_user on nickname_changes (user_id, changed_at desc)`.execute(
        db,
      )
      await sql`
        create table global_nicknames (
          user_id char(24) not null references users(id) on delete cascade,
          language text not null check (language in ('en','ko','jp','es')),
          nickname text not null check (length(nickname) between 2 and 40),
          updated_at timestamptz not null,
          primary key (user_id, language)
        )`.execute(db)
    },
  },
  '0958_accounts_profile_image': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // The address of the account's profile image (an asset of the assets area).
      await sql`alter table users add column profile_image text`.execute(db)
    },
  },
  ...accountExtrasMigrations,
  '0967_accounts_session_reauthentication': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // When a passwordless account last proved itself through its sign-in partner (step-up).
      await sql`alter table sessions add column reauthenticated_at timestamptz`.execute(db)
    },
  },
  '0966_accounts_joined_by_partners': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // An account a sign-in partner made says so: it must log in with that partner.
      await sql`alter table users drop constraint users_joined_by_check`.execute(db)
      await sql`
        alter table users add constraint users_joined_by_check
          check (joined_by in ('email','guest','google','apple'))`.execute(db)
    },
  },
}
