import type { Generated } from 'kysely'

export interface AdultVerificationTables {
  /** One row per Yoti session a user opened; the latest is the user's state. */
  adult_verifications: {
    session_id: string
    user_oid: string
    state: 'sent' | 'verified' | 'not_adult' | 'expired'
    method: string | null
    created_at: Date
    updated_at: Date
    expires_at: Date | null
  }
  /** Every notification taken, by session and Yoti's sequence number: a replay finds its row. */
  adult_verification_notices: {
    session_id: string
    sequence_number: number
    received_at: Generated<Date>
  }
}
