/** Tables owned by the Discord area (see migrations.ts). */
import type { ColumnType, JSONColumnType } from 'kysely'
import type { DiscordTierRole } from './contract'

export type RoleState = 'none' | 'pending' | 'granted' | 'removed'
export type OutboxOp = 'add_role' | 'remove_role' | 'kick'
export type OutboxState = 'pending' | 'done' | 'failed'

type Timestamp = ColumnType<Date, Date | string, Date | string>

export type DiscordGuildsTable = {
  creator_oid: string
  guild_id: string
  tier_roles: JSONColumnType<DiscordTierRole[], string, string>
  linked_at: Timestamp
  updated_at: Timestamp
}

export type DiscordMembersTable = {
  creator_oid: string
  user_oid: string
  discord_id: string
  username: string | null
  role_id: string | null
  role_state: ColumnType<RoleState, RoleState | undefined, RoleState>
  linked_at: Timestamp
  updated_at: Timestamp
}

export type DiscordLinkStatesTable = {
  state: string
  user_oid: string
  creator_oid: string
  tier_hash: string
  expires_at: Timestamp
}

export type DiscordOutboxTable = {
  oid: string
  creator_oid: string
  user_oid: string | null
  op: OutboxOp
  guild_id: string
  discord_id: string
  role_id: string | null
  reason: ColumnType<string, string | undefined, string>
  state: ColumnType<OutboxState, OutboxState | undefined, OutboxState>
  attempts: ColumnType<number, number | undefined, number>
  next_attempt_at: Timestamp
  lease_until: ColumnType<Date | null, Date | null | undefined, Date | null>
  last_error: ColumnType<string | null, string | null | undefined, string | null>
  created_at: ColumnType<Date, Date | string, never>
  done_at: ColumnType<Date | null, Date | null | undefined, Date | null>
}

// A type alias, not an interface: Kysely's withTables wants an indexable record.
export type DiscordTables = {
  discord_guilds: DiscordGuildsTable
  discord_members: DiscordMembersTable
  discord_link_states: DiscordLinkStatesTable
  discord_outbox: DiscordOutboxTable
}
