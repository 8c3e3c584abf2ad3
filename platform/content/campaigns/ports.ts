import type { Kysely } from 'kysely'
import type { DB } from '../../db'
import type { Clock } from '../../http'
import type { Entry, TransactionType } from '../../wallet'
import type { UserDirectoryPort } from '../ports'

/**
 * The wallet (platform/wallet): contributions are held in `system/holds/coin` under keys of
 * their own, then paid to the creator's earnings or given back, each posting keyed once.
 */
export interface CampaignsWalletPort {
  post(input: {
    key: string
    type: TransactionType
    entries: Entry[]
    metadata?: Record<string, unknown>
  }): Promise<unknown>
  /** Which of these keys the ledger holds (for contributions a crash left unfinished). */
  postedKeys(keys: readonly string[]): Promise<Set<string>>
  /** The platform's fee on a creator's income, in basis points (as on donations). */
  donationFeeBasisPoints: number
}

export interface CampaignsPorts {
  wallet: CampaignsWalletPort
}

export interface CampaignsDeps {
  db: Kysely<DB>
  clock: Clock
  users?: UserDirectoryPort
  campaigns?: CampaignsPorts
}
