/** What the Discord area needs from other areas and the server; wired in server/context/. */
import type { Kysely } from 'kysely'
import type { Logger } from 'pino'
import type { DB } from '../db'
import type { Clock } from '../http'
import type { DiscordApi } from './api'
import type { DiscordOutbox } from './outbox'
import type { DiscordSettings } from './settings'

export interface DiscordChannelsPort {
  /** The tier hash of the user's live subscription to this creator, or null. */
  currentTier(userOid: string, creatorOid: string): Promise<string | null>
  /** user oid → tier hash of every live subscriber (a server's or a mapping's re-sync). */
  subscriberTiers(creatorOid: string): Promise<Map<string, string>>
  /** The creator's live tier hashes (a mapping must name one of them). */
  tierHashes(creatorOid: string): Promise<Set<string>>
}

export interface DiscordUsersPort {
  nicknames(userOids: readonly string[]): Promise<Map<string, string>>
  /** The accounts an admin's search names: the e-mail exactly, or a nickname start (at most 20). */
  find(q: string): Promise<string[]>
}

export interface DiscordDeps {
  db: Kysely<DB>
  clock: Clock
  logger: Logger
  settings: DiscordSettings | null
  /** The port to Discord; null when not configured (jobs wait in the outbox). */
  api: DiscordApi | null
  channels: DiscordChannelsPort
  users: DiscordUsersPort
  /** The server's public address; Discord sends the member back to `/api/discord/callback` on it. */
  publicUrl: string
}

/** What every use case of the service takes: built once by `createDiscordService`. */
export interface DiscordContext extends DiscordDeps {
  outbox: DiscordOutbox
  /** Where Discord's OAuth2 sends the member back. */
  redirectUri: string
  /** The worker's hook, called after jobs are queued to send them soon (set once it exists). */
  onQueued: () => void
}
