/** What every campaigns module shares: the database, the clock, the wallet and the users. */
import type { Kysely } from 'kysely'
import type { DB } from '../../db'
import type { Clock } from '../../http'
import type { UserDirectoryPort } from '../ports'
import { type CampaignLedger, campaignLedger } from './ledger'
import type { CampaignsDeps } from './ports'

export interface CampaignsContext {
  db: Kysely<DB>
  clock: Clock
  users: UserDirectoryPort | undefined
  /** The wallet's postings; throws when the server handed in no wallet. */
  ledger(): CampaignLedger
}

export function campaignsContext(deps: CampaignsDeps): CampaignsContext {
  const wallet = deps.campaigns?.wallet
  const ledger = wallet ? campaignLedger(wallet) : null
  return {
    db: deps.db,
    clock: deps.clock,
    users: deps.users,
    ledger: () => {
      if (!ledger) throw new Error('campaigns: no wallet port to hold coins with')
      return ledger
    },
  }
}
