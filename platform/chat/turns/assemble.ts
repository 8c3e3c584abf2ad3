import { namedLine } from '../../../engine/group'
import { createSeededRandom } from '../../../engine/random'
import {
  type AssembledTurn,
  assembleTurn,
  type HistoryMessage,
  type TurnState,
} from '../../../engine/turn'
import { activeSystemPrompts } from '../admin/system-prompts'
import type { PromptHistoryMessage } from '../rooms/messages'
import type { ChatRuntimeDeps } from '../runtime'
import { onPath, roomSummaries } from '../summaries/summaries'
import { allInOrder } from './in-order'
import { readPromptPath } from './path-cache'
import { turnSettingsFor } from './settings'
import type { PreparedTurn } from './start'

/**
 * Builds an admitted turn's prompt, after its first event went out: the history, the
 * summaries on its path and the active system prompts are read here, then the engine
 * assembles. A failure here is a failed generation (the charge is given back), reported
 * as the stream's `error` event.
 */
export async function assemblePreparedTurn(
  deps: ChatRuntimeDeps,
  turn: PreparedTurn,
): Promise<{ assembled: AssembledTurn; baseState: TurnState }> {
  const { db } = deps.database
  const together = deps.database.pipelined
  const [history, activePrompts, allSummaries, replyNames] = await allInOrder(together, [
    async () =>
      turn.history ??
      readPromptPath(db, turn.paths, turn.room, turn.base.oid, deps.limits.historyMessages),
    () => activeSystemPrompts(db, turn.compiled.language),
    // The room's summaries, kept below if they lie on the path: read with the path, not after it.
    () => roomSummaries(db, turn.room.oid),
    // A group member's turn names the earlier replies after their speakers (chat/groups).
    async () => (turn.speaker ? turn.speaker.replyNames() : undefined),
  ])
  const summaries = onPath(allSummaries, new Set(history.map((message) => message.oid)))
  const stored = turn.base.state
  const baseState: TurnState = {
    ...stored,
    injectedInstructions: turn.injected
      ? [...stored.injectedInstructions, { text: turn.injected, remainingTurns: 1 }]
      : stored.injectedInstructions,
    summaries: summaries.map((summary) => ({
      startTurn: summary.start_turn,
      endTurn: summary.end_turn,
      content: summary.content,
    })),
  }
  const systemOverrides = turn.testPrompt
    ? { ...activePrompts, [turn.testPrompt.promptType]: turn.testPrompt.text }
    : activePrompts
  const resolved = deps.resolveModel(turn.modelId)
  const assembled = assembleTurn(
    turn.compiled,
    baseState,
    {
      userMessage: turn.userText,
      history: history
        .filter((message) => !message.hidden)
        .map((message) => toHistory(message, replyNames)),
      mode: turn.mode,
    },
    turnSettingsFor({
      compiled: turn.compiled,
      descriptor: resolved.descriptor,
      settings: turn.settings,
      persona: turn.persona,
      nickname: turn.nickname,
      systemOverrides,
    }),
    {
      tokenizer: deps.tokenizer,
      random: createSeededRandom(turn.seed),
      clock: { now: () => deps.clock.now().getTime() },
      lorebookIndex: turn.lorebook,
    },
  )
  // The price was taken at admission from the settings alone; the assembler prices the
  // same settings, so the two agree unless the engine's pricing rule changed under us.
  if (
    assembled.quote.credits !== turn.quote.credits ||
    assembled.pending.turnIndex !== turn.turnIndex
  ) {
    throw new Error(
      `turn ${turn.requestId}: admitted at ${turn.quote.credits} credits (turn ${turn.turnIndex}), assembled at ${assembled.quote.credits} (turn ${assembled.pending.turnIndex})`,
    )
  }
  return { assembled, baseState }
}

/** A group chat's earlier replies carry their speakers' names, as SillyTavern's group prompts do. */
function toHistory(
  message: PromptHistoryMessage,
  replyNames?: ReadonlyMap<string, string>,
): HistoryMessage {
  return {
    id: message.oid,
    role: message.role,
    content: replyNames ? namedLine(replyNames.get(message.oid), message.text) : message.text,
    turnIndex: message.turn_index,
  }
}
