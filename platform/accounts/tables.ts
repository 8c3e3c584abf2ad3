import type { ColumnType, Generated } from 'kysely'
import type { SessionScope } from '../http'
import type { AccountExtrasTables } from './account-extras-tables'

/** Tables owned by the accounts area (see migrations.ts). Timestamps come from the injected Clock. */
export interface UsersTable {
  id: string
  email: string
  nickname: string
  /** Argon2id PHC string; null for a sign-in partner's account (Google, Apple). */
  password_hash: string | null
  /** Stored as `date`, read back as 'YYYY-MM-DD' text through a cast in queries. */
  birth_date: string | null
  roles: string[]
  language: string | null
  country: string | null
  custom_url: string | null
  is_adult: Generated<boolean>
  adult_verified_at: Date | null
  unregister_state: string | null
  unregister_survey: string | null
  confirm_unregister_at: Date | null
  /** 'email', 'guest' (a guest device signed up), 'google' or 'apple'; null: not recorded. */
  joined_by: string | null
  /** The profile image's address (an asset, under 300 KB); null: the initial is shown. */
  profile_image: Generated<string | null>
  created_at: Date
  updated_at: Date
}

export interface SessionsTable {
  id: string
  user_id: string
  /** SHA-256 (hex) of the opaque token; the token itself is never stored. */
  token_hash: string
  created_at: Date
  expires_at: Date
  revoked_at: Date | null
  /** What a session opened by another credential may do (`SessionScope`); null: everything. */
  scope: ColumnType<SessionScope | null, SessionScope | null | undefined, SessionScope | null>
  /** When a sign-in partner last re-proved the account in this session (a password's stand-in). */
  reauthenticated_at: ColumnType<Date | null, Date | null | undefined, Date | null>
}

/** A sign-up waiting for its e-mailed code; becomes a user on confirmation. */
export interface PendingRegistrationsTable {
  email: string
  nickname: string
  password_hash: string
  birth_date: string
  language: string
  code_hash: string
  expires_at: Date
  created_at: Date
  updated_at: Date
}

export interface PasswordResetsTable {
  id: string
  user_id: string
  token_hash: string
  expires_at: Date
  used_at: Date | null
  created_at: Date
}

export interface TotpSecretsTable {
  user_id: string
  /** Base32 secret; `enabled_at` null while setup awaits its first code. */
  secret: string
  enabled_at: Date | null
  /** Highest RFC 6238 time step accepted; a code of that step or older is a replay. */
  last_used_step: string | null
  created_at: Date
  updated_at: Date
}

/** The half-done login of a 2FA account: proves the password, waits for the code. */
export interface LoginTicketsTable {
  id: string
  user_id: string
  ticket_hash: string
  expires_at: Date
  used_at: Date | null
  created_at: Date
}

/** Clients that logged in to (or reset the password of) an address: the ceiling spares them. */
export interface LoginKnownClientsTable {
  email: string
  client: string
  last_seen_at: Date
}

export interface GuestsTable {
  device_id: string
  free_chats_used: Generated<number>
  /** Hash of the client IP that registered the id; null for ids older than the column. */
  created_ip_hash: string | null
  created_at: Date
  updated_at: Date
}

/** A suspended account (one row while suspended); it cannot log in. */
export interface AccountSuspensionsTable {
  user_id: string
  reason: string
  suspended_at: Date
}

/** An admin's mail to one user or a segment, sent in batches (admin-mail.ts). */
export interface AdminMailingsTable {
  request_id: string
  admin_oid: string
  segment: string
  user_oid: string | null
  subject: string
  body: string
  recipients: number
  sent: Generated<number>
  /** The last account mailed (accounts are walked by id); null before the first. */
  cursor: string | null
  done_at: Date | null
  created_at: Date
}

/** A channel-manager account and a creator channel it manages (channel-managers.ts). */
export interface ChannelManagersTable {
  manager_oid: string
  creator_oid: string
  /** The admin who assigned it. */
  assigned_by: string
  created_at: Date
}

export interface AccountsTables extends AccountExtrasTables {
  users: UsersTable
  sessions: SessionsTable
  pending_registrations: PendingRegistrationsTable
  password_resets: PasswordResetsTable
  totp_secrets: TotpSecretsTable
  login_tickets: LoginTicketsTable
  login_known_clients: LoginKnownClientsTable
  guests: GuestsTable
  account_suspensions: AccountSuspensionsTable
  admin_mailings: AdminMailingsTable
  channel_managers: ChannelManagersTable
  nickname_changes: NicknameChangesTable
  global_nicknames: GlobalNicknamesTable
}

/** One paid change of the unique nickname, written inside its `change_nick` ledger transaction. */
export interface NicknameChangesTable {
  transaction_id: string
  user_id: string
  old_nickname: string
  new_nickname: string
  coins: number
  changed_at: Date
}

/** An account's display nickname in one language (en, ko, jp, es). */
export interface GlobalNicknamesTable {
  user_id: string
  language: string
  nickname: string
  updated_at: Date
}
