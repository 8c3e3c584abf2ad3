/**
 * The campaigns' sweep, on the injected clock: due campaigns ended and settled, settlements a
 * crash left unfinished, contributions whose request stopped midway, and refunds begun but
 * not posted. Every step is keyed, so a sweep beside a request, or twice, moves coins once.
 */
import { AppError } from '../../http'
import type { CampaignsContext } from './context'
import type { Contributions } from './contributions'
import { CAMPAIGN_LIMITS } from './rules'
import type { Settlement } from './settlement'
import { trimmed } from './store'

const BATCH = 200

export function createSweep(
  context: CampaignsContext,
  settlement: Settlement,
  contributions: Contributions,
) {
  const { db, clock } = context

  async function stoppedContributions(now: Date) {
    const stale = await db
      .selectFrom('content_campaign_contributions')
      .selectAll()
      .where('state', 'in', ['holding', 'returning'])
      .where('created_at', '<', new Date(now.getTime() - CAMPAIGN_LIMITS.staleMs))
      .orderBy('created_at')
      .limit(BATCH)
      .execute()
    for (const row of stale) {
      if (row.state === 'returning') {
        await settlement.settle(trimmed(row.campaign_oid))
        continue
      }
      try {
        await contributions.complete(row)
      } catch (error) {
        // Finished as its request would have: refused or given back, nothing to report.
        if (!(error instanceof AppError)) throw error
      }
    }
    return stale.length
  }

  return async function sweep(): Promise<number> {
    const now = clock.now()
    const due = await db
      .selectFrom('content_campaigns')
      .selectAll()
      .where('state', '=', 'running')
      .where('ends_at', '<=', now)
      .orderBy('ends_at')
      .limit(BATCH)
      .execute()
    for (const row of due) await settlement.endIfDue(row)
    const unsettled = await db
      .selectFrom('content_campaigns')
      .select('oid')
      .where('state', '<>', 'running')
      .where('settled_at', 'is', null)
      .limit(BATCH)
      .execute()
    for (const row of unsettled) await settlement.settle(row.oid)
    return due.length + unsettled.length + (await stoppedContributions(now))
  }
}
