import type { ColumnType } from 'kysely'
import type { LinkPlatform } from './contract'

export interface LinksTables {
  /** One-time OAuth states (with their PKCE verifiers), used once, ten minutes at most. */
  platform_link_states: {
    state: string
    user_oid: string
    platform: LinkPlatform
    code_verifier: string
    return_to: string
    expires_at: Date
  }
  /** A user's link to each platform; one platform account links to one user. */
  platform_links: {
    user_oid: string
    platform: LinkPlatform
    external_id: string
    handle: string
    display_name: string
    followers: number
    access_token: string
    refresh_token: string | null
    token_expires_at: Date | null
    linked_at: Date
    updated_at: Date
  }
  /** The X follower reward, one row per X account ever rewarded (whoever links it later). */
  platform_x_rewards: {
    x_user_id: string
    user_oid: string
    followers: number
    coins: number
    ledger_key: string
    created_at: Date
    paid_at: Date | null
  }
  /** Multichat per stream: on or off, and each platform's read position and back-off. */
  platform_multichat: {
    stream_oid: string
    creator_oid: string
    enabled: boolean
    /** jsonb: written as JSON text, read back as an object. */
    cursors: ColumnType<Record<string, string>, string | undefined, string>
    retry_at: ColumnType<Record<string, string>, string | undefined, string>
    updated_at: Date
  }
}
