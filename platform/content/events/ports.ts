import type { Kysely } from 'kysely'
import type { DB } from '../../db'
import type { Clock } from '../../http'
import type { UserDirectoryPort } from '../ports'
import type { EventRewardKind } from './contract'

/** The wallet's inventory (platform/wallet): events give their reward as one item. */
export interface EventsWalletPort {
  giveItem(item: {
    userOid: string
    kind: EventRewardKind
    source: string
    details: Record<string, unknown>
  }): Promise<string>
  listInventory(userOid: string): Promise<Array<{ oid: string; details: Record<string, unknown> }>>
}

export interface EventsPorts {
  wallet: EventsWalletPort
}

export interface EventsDeps {
  db: Kysely<DB>
  clock: Clock
  users?: UserDirectoryPort
  events?: EventsPorts
}
