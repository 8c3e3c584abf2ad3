/** What the links area needs from other areas and the server; wired in server/context/. */
import type { Kysely } from 'kysely'
import type { Logger } from 'pino'
import type { DB } from '../db'
import type { Clock } from '../http'
import type { PlatformApis } from './apis/port'
import type { StreamPlatform } from './contract'
import type { OAuthClient } from './oauth'
import type { LinksSettings } from './settings'
import type { TokenCipher } from './token-cipher'

/** The X reward is one ledger transaction, once per key (the wallet's idempotent grant). */
export interface LinksWalletPort {
  grant(input: {
    key: string
    userOid: string
    kind: 'bonus_coins'
    amount: number
    type: 'bonus'
    metadata: Record<string, unknown>
  }): Promise<unknown>
}

/** The live chat and the stream on air, for multichat. */
export interface LinksLivePort {
  currentStream(creatorOid: string): Promise<string | null>
  /** A read-only line from a linked platform's chat; written once per key. */
  relay(
    creatorOid: string,
    message: { source: StreamPlatform; author: string; content: string },
    key: string,
  ): Promise<unknown>
}

export interface LinksDeps {
  db: Kysely<DB>
  clock: Clock
  logger: Logger
  settings: LinksSettings
  /** OAuth clients and API ports of the configured platforms. */
  oauth: Partial<Record<keyof PlatformApis, OAuthClient>>
  apis: PlatformApis
  /** Seals the OAuth tokens before they are stored and opens them when read. */
  tokens: TokenCipher
  wallet: LinksWalletPort
  live: LinksLivePort
  /** The server's public address: providers send the browser back to `/api/platform/{p}/set`. */
  publicUrl: string
}
