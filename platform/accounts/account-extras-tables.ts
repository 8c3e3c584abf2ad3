/** The tables of account details beyond sign-in (account-extras-migrations.ts). */

/** A channel manager's device password (argon2id). */
export interface ChannelManagerPasswordsTable {
  user_id: string
  password_hash: string
  updated_at: Date
}

/** The channel a signed-in device (its session) manages now. */
export interface ChannelManagerModesTable {
  session_id: string
  user_id: string
  creator_oid: string
  started_at: Date
}

export interface InvitationCodesTable {
  user_id: string
  code: string
  created_at: Date
}

/** The invitation a sign-up brought, kept by e-mail until the sign-up is confirmed. */
export interface PendingInvitationsTable {
  email: string
  inviter_oid: string
  device_id: string | null
  client_ip: string | null
  created_at: Date
}

/** An account that signed up with an invitation code, and what came of its bonus. */
export interface InvitationSignupsTable {
  invitee_oid: string
  inviter_oid: string
  outcome: 'paid' | 'limit' | 'history'
  invitee_coins: number
  inviter_coins: number
  created_at: Date
  /** When both bonuses were booked; null while a paid outcome waits for the wallet. */
  paid_at: Date | null
}

export interface InvitationFingerprintsTable {
  fingerprint: string
  invitee_oid: string
  created_at: Date
}

export interface CreatorTagsTable {
  user_id: string
  tag: string
  set_by: string
  created_at: Date
}

export interface ShellNoticeDismissalsTable {
  user_id: string
  notice: string
  dismissed_at: Date
}

export interface AccountExtrasTables {
  channel_manager_passwords: ChannelManagerPasswordsTable
  channel_manager_modes: ChannelManagerModesTable
  invitation_codes: InvitationCodesTable
  pending_invitations: PendingInvitationsTable
  invitation_signups: InvitationSignupsTable
  invitation_fingerprints: InvitationFingerprintsTable
  creator_tags: CreatorTagsTable
  shell_notice_dismissals: ShellNoticeDismissalsTable
}
