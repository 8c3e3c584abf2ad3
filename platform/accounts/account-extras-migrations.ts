import { type Kysely, type Migration, sql } from 'kysely'

/**
 * Account details beyond sign-in (docs/ACCOUNT-DETAILS.md): the channel manager's device
 * password and mode, sign-up invitations, creator tags and the app shell's dismissed notices.
 * Plain SQL so PGlite and PostgreSQL run the same; listed in `accountsMigrations`.
 */
export const accountExtrasMigrations: Record<string, Migration> = {
  '0960_accounts_channel_manager_mode': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // The password a channel manager types on a device to manage a channel (argon2id, like
      // sign-in passwords), and which channel each signed-in device manages now.
      await sql`
        create table channel_manager_passwords (
          user_id char(24) primary key references users(id) on delete cascade,
          password_hash text not null,
          updated_at timestamptz not null
        )`.execute(db)
      await sql`
        create table channel_manager_modes (
          session_id char(24) primary key references sessions(id) on delete cascade,
          user_id char(24) not null references users(id) on delete cascade,
          creator_oid char(24) not null references users(id) on delete cascade,
          started_at timestamptz not null
        )`.execute(db)
      await sql`create index channel_manager_modes_user on channel_manager_modes (user_id)`.execute(
        db,
      )
    },
  },
  '0962_accounts_invitations': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // Each user's invitation code; the code a pending sign-up brought (by e-mail, until it
      // is confirmed); one row per account that signed up with a code, with its outcome.
      await sql`
        create table invitation_codes (
          user_id char(24) primary key references users(id) on delete cascade,
          code text not null unique check (code ~ '^[A-Z0-9]{8}$'),
          created_at timestamptz not null
        )`.execute(db)
      await sql`
        create table pending_invitations (
          email text primary key,
          inviter_oid char(24) not null references users(id) on delete cascade,
          device_id text,
          client_ip text,
          created_at timestamptz not null
        )`.execute(db)
      await sql`
        create table invitation_signups (
          invitee_oid char(24) primary key references users(id) on delete cascade,
          inviter_oid char(24) not null references users(id) on delete cascade,
          outcome text not null check (outcome in ('paid','limit','history')),
          invitee_coins int not null check (invitee_coins >= 0),
          inviter_coins int not null check (inviter_coins >= 0),
          created_at timestamptz not null,
          paid_at timestamptz
        )`.execute(db)
      await sql`create index invitation_signups_inviter on invitation_signups (inviter_oid, created_at)`.execute(
        db,
      )
      await sql`create index invitation_signups_unpaid on invitation_signups (created_at) where outcome = 'paid' and paid_at is null`.execute(
        db,
      )
      // What a sign-up with a code leaves behind (its device, e-mail pattern, address and day):
      // a second sign-up that meets one of them has the same sign-up history. The primary key
      // makes two racing sign-ups meet here.
      await sql`
        create table invitation_fingerprints (
          fingerprint text primary key,
          invitee_oid char(24) not null references users(id) on delete cascade,
          created_at timestamptz not null
        )`.execute(db)
    },
  },
  '0964_accounts_creator_tags': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // Tags an admin gives creators (`cherry-picker`, …), shown in the user info's creator
      // tags; and the app shell's notices a user dismissed, each shown until then.
      await sql`
        create table creator_tags (
          user_id char(24) not null references users(id) on delete cascade,
          tag text not null check (tag ~ '^[a-z0-9][a-z0-9-]{1,39}$'),
          set_by char(24) not null,
          created_at timestamptz not null,
          primary key (user_id, tag)
        )`.execute(db)
      await sql`
        create table shell_notice_dismissals (
          user_id char(24) not null references users(id) on delete cascade,
          notice text not null,
          dismissed_at timestamptz not null,
          primary key (user_id, notice)
        )`.execute(db)
    },
  },
}
