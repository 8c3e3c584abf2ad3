import { type Kysely, type Migration, sql } from 'kysely'

/**
 * Sign-in migrations, named 1000_… to 1019_… A provider account links to one Taleloom
 * account, and an account to one account per provider.
 */
export const signInMigrations: Record<string, Migration> = {
  '1001_sign_in_identities': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table sign_in_identities (
          provider text not null check (provider in ('google','apple')),
          subject text not null,
          user_id char(24) not null references users(id) on delete cascade,
          email text,
          registered boolean not null,
          linked_at timestamptz not null,
          primary key (provider, subject),
          unique (user_id, provider)
        )`.execute(db)
    },
  },
  '1002_sign_in_attempts': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table sign_in_attempts (
          id char(24) primary key,
          provider text not null check (provider in ('google','apple')),
          purpose text not null check (purpose in ('login','link')),
          attempt_hash text not null unique,
          state_hash text not null unique,
          nonce text not null,
          code_verifier text not null,
          user_id char(24) references users(id) on delete cascade,
          return_to text not null,
          expires_at timestamptz not null,
          redirected_at timestamptz,
          subject text,
          email text,
          email_verified boolean,
          name text,
          failure text,
          finished_at timestamptz,
          created_at timestamptz not null
        )`.execute(db)
      await sql`create index sign_in_attempts_expiry on sign_in_attempts (expires_at)`.execute(db)
    },
  },
  '1003_sign_in_reauthentication': {
    // A fresh partner login proves a passwordless account for a sensitive change (step-up):
    // a third purpose; the session it marks is the accounts' (0967_accounts_session_reauthentication).
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`alter table sign_in_attempts drop constraint sign_in_attempts_purpose_check`.execute(
        db,
      )
      await sql`
        alter table sign_in_attempts add constraint sign_in_attempts_purpose_check
          check (purpose in ('login','link','reauth'))`.execute(db)
    },
  },
}
