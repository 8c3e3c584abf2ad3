import type { ChatRuntimeDeps } from '../runtime'
import { planTestTurn } from '../test-turns/allowance'
import { refundTestTurn, spendTestTurn } from '../test-turns/spending'
import type { TurnCharge } from './charge'

/**
 * How a test turn of one's own story is paid (docs/STORY-CHAT.md, "Test turns"): free on the
 * offline model; on a real model one turn of the tester's monthly allowance, given back if
 * the turn fails or is refused; null when the allowance is used up (or there is none), and
 * the turn is then paid as a player's.
 */
export async function testTurnCharge(
  deps: Pick<ChatRuntimeDeps, 'database' | 'clock' | 'limits'>,
  request: { userOid: string; requestId: string; offline: boolean; mayBeRetry: boolean },
): Promise<TurnCharge | null> {
  const { db } = deps.database
  const limit = deps.limits.creatorTestTurnsPerMonth
  const plan = planTestTurn({ offline: request.offline, limit })
  if (plan === 'offline') return freeCharge('test-offline', async () => {})
  if (plan === 'charged') return null
  const spent = await spendTestTurn(db, {
    userOid: request.userOid,
    requestId: request.requestId,
    limit,
    now: deps.clock.now(),
    mayBeRetry: request.mayBeRetry,
  })
  if (!spent) return null
  return freeCharge('test-allowance', async () => {
    // A retried request found the turn already counted by its first attempt: that one owns it.
    if (spent.fresh) await refundTestTurn(db, request.requestId, deps.clock.now())
  })
}

function freeCharge(kind: TurnCharge['kind'], cancel: () => Promise<void>): TurnCharge {
  return { kind, chargeFor: () => 0, settle: async () => 0, cancel }
}
