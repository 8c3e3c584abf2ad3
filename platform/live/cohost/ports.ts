/** What the co-host needs of other areas, handed in by the live area's factory. */
import type { Kysely } from 'kysely'
import type { DB } from '../../db'
import type { Clock } from '../../http'

/** The creator's credits: a hold before the turn, settled at its price after (platform/wallet). */
export interface CohostWallet {
  reserve(input: {
    requestId: string
    userOid: string
    amount: number
    expiresAt: Date
    chargeType?: 'chat'
  }): Promise<unknown>
  settle(input: { requestId: string; amount: number }): Promise<{ status: string; charged: number }>
  voidHold(input: { requestId: string }): Promise<unknown>
  readHold(requestId: string): Promise<{ status: string; charged: number | null } | null>
}

/** The creator's own published story at a version, and the characters it names. */
export interface CohostStories {
  ownedStory(
    creatorOid: string,
    storyOid: string,
    version: number,
  ): Promise<{ characterNames: string[] } | null>
}

export interface CohostDeps {
  db: Kysely<DB>
  clock: Clock
  wallet: CohostWallet
  stories: CohostStories
  /** The creator's stream on air, or null. */
  currentStream(creatorOid: string): Promise<string | null>
  /** The creator, an admin or one of the creator's chat managers. */
  isModerator(user: { oid: string; roles: readonly string[] }, creatorOid: string): Promise<boolean>
}
