/** The best-effort steps after a turn's commit: each may fail without undoing the reply. */
import { insertPromptLog } from '../prompt-logs/prompt-logs'
import type { ChatRuntimeDeps } from '../runtime'
import type { CommittedTurn } from './settlement'
import type { PreparedTurn } from './start'

/** Tail: the room's kept path grows by this turn's messages, as stored, for the next turn. */
export function extendKeptPath(
  deps: ChatRuntimeDeps,
  turn: PreparedTurn,
  committed: CommittedTurn,
) {
  if (committed.revisionBefore === null) return
  turn.paths.extend(
    turn.room.oid,
    committed.revisionBefore,
    committed.plan.pathGrowth,
    deps.limits.historyMessages,
  )
}

/** Tail: the prompt log, with the price the commit charged. */
export async function logPrompt(
  deps: ChatRuntimeDeps,
  turn: PreparedTurn,
  committed: CommittedTurn,
): Promise<void> {
  const { plan, charged } = committed
  await insertPromptLog(deps.database.db, {
    roomOid: turn.room.oid,
    messageOid: turn.assistant.oid,
    model: turn.modelId,
    request: plan.promptLog.request,
    debug: plan.promptLog.debug,
    price: { quote: committed.assembled.quote, actual: plan.price, charged },
  })
}

/** Tail: the story's credits-spent counter. */
export async function countCreditsSpent(
  deps: ChatRuntimeDeps,
  turn: PreparedTurn,
  committed: CommittedTurn,
): Promise<void> {
  if (committed.charged > 0)
    await deps.stories.recordCreditsSpent(turn.room.content_oid, committed.charged)
}
