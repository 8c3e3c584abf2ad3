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
import { insertPromptLog } from '../prompt-logs/prompt-logs'
import { completeMessage, type PromptHistoryMessage } from '../rooms/messages'
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

/** What the settlement stored, for the events that publish it. */
export interface SettledTurn {
  after: AfterTurnResult
  charged: number
}

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
 * Applies a settlement plan: charges the actual price, stores the reply and its state,
 * grows the room's kept path, writes the prompt log and counts the story's credits.
 */
export async function applySettlement(
  deps: ChatRuntimeDeps,
  turn: PreparedTurn,
  assembled: AssembledTurn,
  plan: SettlementPlan,
): Promise<SettledTurn> {
  const { db } = deps.database
  const { after } = plan
  const charged = await turn.charge.settle(plan.price.credits)
  const stored = await completeMessage(db, turn.assistant.oid, {
    text: after.visibleText,
    state: after.state,
    creditsCharged: charged,
  })
  // The room's kept path grows by this turn's messages, as stored, for the next turn.
  if (stored.completed && stored.revisionBefore !== null)
    turn.paths.extend(
      turn.room.oid,
      stored.revisionBefore,
      plan.pathGrowth,
      deps.limits.historyMessages,
    )
  await insertPromptLog(db, {
    roomOid: turn.room.oid,
    messageOid: turn.assistant.oid,
    model: turn.modelId,
    request: plan.promptLog.request,
    debug: plan.promptLog.debug,
    price: { quote: assembled.quote, actual: plan.price, charged },
  })
  if (charged > 0) await deps.stories.recordCreditsSpent(turn.room.content_oid, charged)
  return { after, charged }
}
