/**
 * The Discord API contract: request schemas (zod), response types and the route list of
 * every route under `/api/discord`. The server validates with these; the front ends import
 * the types only (`import type { … } from '…/platform/discord/contract'`).
 *
 * A creator links a Discord server (guild) and maps tiers to roles; a subscriber links their
 * Discord account through Discord's OAuth2 (`GET /discord/token` → Discord → `GET
 * /discord/callback`) and is given the tier's role while subscribed.
 */
import { z } from 'zod'
import { objectIdField } from '../http/validate'

export const INVALID_DISCORD_ID = 'Invalid Discord ID'
/** A Discord snowflake: 17 to 20 decimal digits (checked by the service: DISCORD_INVALID_ID). */
export const SNOWFLAKE = /^\d{17,20}$/

export const creatorOidField = objectIdField('creatorOid is required', 'creatorOid is required')
export const snowflakeField = z.string(INVALID_DISCORD_ID).max(64, INVALID_DISCORD_ID)
export const tierHashField = z
  .string('tierHash must be a string.')
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'The tier is not valid.')

export const discordQuery = z.object({ creatorOid: creatorOidField })
export const discordTokenQuery = z.object({ creatorOid: creatorOidField, tierHash: tierHashField })

/**
 * `POST /discord/modify`: the creator's guild (`discordId`) and, optionally, which role each
 * tier grants. `discordId: null` unlinks the server (members' roles are removed first).
 */
export const modifyRequest = z.object({
  creatorOid: creatorOidField,
  discordId: snowflakeField.nullable(),
  tierRoles: z
    .array(z.object({ tierHash: tierHashField, roleId: snowflakeField }))
    .max(50, 'At most 50 tier roles.')
    .optional(),
})
export const kickRequest = z.object({
  creatorOid: creatorOidField,
  /** The creator's linked guild id (Discord calls a server a guild). */
  channelId: snowflakeField,
  discordId: snowflakeField,
})
/** `POST /discord/unlink`: the caller's own Discord account leaves this creator's link. */
export const unlinkRequest = z.object({ creatorOid: creatorOidField })
export const membersQuery = z.object({ creatorOid: creatorOidField })
const adminSearchField = z.string('q must be a string.').max(100, 'At most 100 characters.')
/** A keyset cursor: the last row's link time (ms) and id, as the previous page's `next`. */
const adminCursorField = z
  .string('before must be a string.')
  .regex(/^\d{1,15}\.[0-9a-f]{24}$/, 'The page cursor is not valid.')
/** `GET /discord/admin/creators`: the spec names no fields; a search and a page are optional. */
export const adminCreatorsQuery = z.object({
  q: adminSearchField.optional(),
  before: adminCursorField.optional(),
})
/** `GET /discord/admin/members`: one creator's linked members, searched and paged. */
export const adminMembersQuery = z.object({
  creatorOid: creatorOidField,
  q: adminSearchField.optional(),
  before: adminCursorField.optional(),
})
export const callbackQuery = z.object({
  code: z.string().min(1).max(512).optional(),
  state: z.string().min(1).max(512),
  error: z.string().max(200).optional(),
})

export type ModifyRequest = z.input<typeof modifyRequest>
export type KickRequest = z.input<typeof kickRequest>

// ---------- responses ----------

export interface DiscordTierRole {
  tierHash: string
  roleId: string
}

/** The caller's own link to this creator's server, when they linked one. */
export interface DiscordMemberLink {
  discordId: string
  username: string | null
  /** The tier the member is subscribed to now, or null. */
  tierHash: string | null
  /** 'granted' once Discord confirmed the role; 'pending' while the outbox retries. */
  roleState: 'pending' | 'granted' | 'removed' | 'none'
  linkedAt: string
}

/** `GET /discord` and `POST /discord/modify`. */
export interface DiscordResponse {
  creatorOid: string
  /** The creator's guild id, or null when no server is linked. */
  discordId: string | null
  tierRoles: DiscordTierRole[]
  /** Whether this server has Discord configured (bot token, OAuth2 client). */
  available: boolean
  member: DiscordMemberLink | null
}

/** `GET /discord/token`: where to send the browser to authorize with Discord. */
export interface DiscordTokenResponse {
  url: string
  state: string
  expiresAt: string
}

export interface DiscordAdminCreator {
  creatorOid: string
  nickname: string | null
  discordId: string
  tierRoles: DiscordTierRole[]
  members: number
  pendingJobs: number
  linkedAt: string
}

/** `GET /discord/admin/creators`: newest link first, 30 a page. */
export interface DiscordAdminCreatorsResponse {
  creators: DiscordAdminCreator[]
  /** The cursor of the next (older) page, or null on the last one. */
  next: string | null
}

export interface DiscordAdminMember {
  userOid: string
  nickname: string | null
  discordId: string
  username: string | null
  roleState: DiscordMemberLink['roleState']
  roleId: string | null
  linkedAt: string
}

/** `GET /discord/admin/members`: newest link first, 50 a page. */
export interface DiscordAdminMembersResponse {
  creatorOid: string
  guildId: string
  members: DiscordAdminMember[]
  next: string | null
}

/** `POST /discord/admin/kick/user`: the kick is queued and sent by the outbox. */
export interface DiscordKickResponse {
  queued: true
  jobOid: string
}

/** `GET /discord/members` (the creator or an admin): who linked, and where their role is. */
export interface DiscordMembersResponse {
  members: {
    userOid: string
    nickname: string | null
    discordId: string
    username: string | null
    roleState: DiscordMemberLink['roleState']
    linkedAt: string
  }[]
}

export const DISCORD_ERROR_CODES = [
  'DISCORD_INVALID_ID',
  'DISCORD_NOT_CONFIGURED',
  'DISCORD_NOT_LINKED',
  'DISCORD_NOT_SUBSCRIBED',
  'DISCORD_TIER_UNKNOWN',
  'DISCORD_LINK_EXPIRED',
  'DISCORD_LINK_FAILED',
  'DISCORD_CHANNEL_MISMATCH',
] as const
export type DiscordErrorCode = (typeof DISCORD_ERROR_CODES)[number]

/** The routes the front ends call; paths relative to `/api`. */
export interface DiscordRoutes {
  'GET /discord': { request: { creatorOid: string }; response: DiscordResponse }
  'POST /discord/modify': { request: ModifyRequest; response: DiscordResponse }
  'GET /discord/admin/creators': {
    request: { q?: string; before?: string }
    response: DiscordAdminCreatorsResponse
  }
  'GET /discord/admin/members': {
    request: { creatorOid: string; q?: string; before?: string }
    response: DiscordAdminMembersResponse
  }
  'POST /discord/admin/kick/user': { request: KickRequest; response: DiscordKickResponse }
}
