/** What the emoticons area needs from other areas; wired in server/context/. */
import type { Kysely } from 'kysely'
import type { Logger } from 'pino'
import type { DB } from '../db'
import type { Clock } from '../http'

/** The channels area's tiers, as the use level needs them. */
export interface EmoticonTiersPort {
  /** The position (0 = lowest) of the user's live tier for this creator, or null. */
  tierPosition(userOid: string, creatorOid: string): Promise<number | null>
  /** The creator's live tiers: tier hash → position. */
  tierPositions(creatorOid: string): Promise<Map<string, number>>
}

/** Where the images live (the uploads area's object store). */
export interface EmoticonFilesPort {
  put(key: string, bytes: Uint8Array): Promise<void>
  get(key: string): Promise<Uint8Array | null>
}

/** What `createEmoticons` is handed. */
export interface EmoticonsDeps {
  db: Kysely<DB>
  clock: Clock
  logger: Logger
  tiers: EmoticonTiersPort
  files: EmoticonFilesPort
}
