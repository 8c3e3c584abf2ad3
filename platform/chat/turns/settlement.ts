import { actualPrice, type PriceBreakdown } from '../../../engine/pricing'
import {
  type AfterTurnResult,
  type AssembledTurn,
  afterTurn,
  storedTurnDebug,
  type TurnState,
} from '../../../engine/turn'
import type { Clock } from '../../http'
import type { GenerationPart } from '../ports'
import { completeMessage, type PromptHistoryMessage, recordMessageCharge } from '../rooms/messages'
import type { ChatRuntimeDeps } from '../runtime'
import { asPromptMessage } from './path-cache'
import type { PreparedTurn } from './start'

/** The model's finished reply. */
export type FinishedReply = Extract<GenerationPart, { type: 'finish' }>

/** What a finished reply changes, decided before anything is written. */
export interface SettlementPlan {
  /** The next state and the text the player sees (engine.afterTurn). */
  after: AfterTurnResult
  /** The actual price; the charge settles at most the hold. */
  price: PriceBreakdown
  /** The turn's messages as the next turn's prompt reads them, for the room's kept path. */
  pathGrowth: PromptHistoryMessage[]
  /** The prompt log's request and debug record (its price is known once settled). */
  promptLog: { request: unknown; debug: unknown }
}

/** What the commit stored, for the events that publish it. */
export interface SettledTurn {
  after: AfterTurnResult
  charged: number
}

/** A committed turn, as the tail steps after the commit read it. */
export interface CommittedTurn extends SettledTurn {
  assembled: AssembledTurn
  plan: SettlementPlan
  /** The room's messages revision the reply was stored over, for the kept path. */
  revisionBefore: number | null
}

/** The reply left `streaming` before the turn stored it: the sweeper failed it and gave back its charge. */
export class ReplyNoLongerStreaming extends Error {
  constructor(readonly messageOid: string) {
    super(`commitTurn: reply ${messageOid} is no longer streaming`)
  }
}

/** Settle attempts before a committed reply's charge is given back instead. */
const SETTLE_ATTEMPTS = 3

/** Plans a finished reply's settlement: pure, from the turn, its prompt and the reply. */
export function planSettlement(
  turn: PreparedTurn,
  prompt: { assembled: AssembledTurn; baseState: TurnState; offline: boolean },
  reply: FinishedReply,
  clock: Clock,
): SettlementPlan {
  const { assembled } = prompt
  const after = afterTurn(
    turn.compiled,
    prompt.baseState,
    reply.text,
    { clock: { now: () => clock.now().getTime() } },
    assembled.pending,
  )
  return {
    after,
    price: actualPrice(
      assembled.pending.priceInput,
      assembled.pending.billableTokens,
      reply.usage.outputTokens,
    ),
    pathGrowth: [
      ...(turn.userMessage ? [asPromptMessage(turn.userMessage)] : []),
      asPromptMessage({ ...turn.assistant, text: after.visibleText, status: 'complete' }),
    ],
    promptLog: {
      request: {
        messages: assembled.messages,
        generation: assembled.generation,
        offline: prompt.offline,
      },
      debug: {
        assemble: storedTurnDebug(assembled.debug),
        after: after.debug,
        finishReason: reply.finishReason,
        usage: reply.usage,
      },
    },
  }
}

/**
 * Commits a finished reply: stores it complete with its state, then settles its charge.
 * The store comes first and claims the reply out of `streaming`, so a failure of the store
 * is the turn's own (compensated; nothing was charged), and a crash between the two leaves
 * the hold to expire: the player may get a reply free, never pay for a failed one. Once
 * stored, the reply is not failed: a settlement still failing after its retries gives the
 * hold back and records no charge.
 */
export async function commitTurn(
  deps: ChatRuntimeDeps,
  turn: PreparedTurn,
  assembled: AssembledTurn,
  plan: SettlementPlan,
): Promise<CommittedTurn> {
  const { db } = deps.database
  const { after } = plan
  const recorded = turn.charge.chargeFor(plan.price.credits)
  const stored = await completeMessage(db, turn.assistant.oid, {
    text: after.visibleText,
    state: after.state,
    creditsCharged: recorded,
  })
  if (!stored.completed) throw new ReplyNoLongerStreaming(turn.assistant.oid)
  const charged = await settleStoredReply(deps, turn, plan.price.credits)
  // The hold expired or was given back meanwhile: the reply records what was charged.
  if (charged !== recorded)
    await recordMessageCharge(db, turn.assistant.oid, charged).catch((error) =>
      deps.logger.error(
        { err: error, messageOid: turn.assistant.oid },
        'reply charge record failed',
      ),
    )
  return { after, charged, assembled, plan, revisionBefore: stored.revisionBefore }
}

/** Settles a stored reply's charge (idempotent, so retried); gives it back if it keeps failing. */
async function settleStoredReply(
  deps: ChatRuntimeDeps,
  turn: PreparedTurn,
  credits: number,
): Promise<number> {
  const messageOid = turn.assistant.oid
  for (let attempt = 1; ; attempt++) {
    try {
      return await turn.charge.settle(credits)
    } catch (error) {
      if (attempt < SETTLE_ATTEMPTS) {
        deps.logger.warn({ err: error, messageOid, attempt }, 'charge settle failed, retrying')
        continue
      }
      deps.logger.error(
        { err: error, messageOid },
        'charge settle failed: the reply is not charged',
      )
      await turn.charge
        .cancel()
        .catch((cancelError) => deps.logger.error({ err: cancelError }, 'charge cancel failed'))
      return 0
    }
  }
}
