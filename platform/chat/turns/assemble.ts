import { createSeededRandom } from '../../../engine/random'
import {
  type AssembledTurn,
  assembleTurn,
  type HistoryMessage,
  type TurnState,
} from '../../../engine/turn'
import { activeSystemPrompts, type SystemPrompt } from '../admin/system-prompts'
import type { PromptHistoryMessage } from '../rooms/messages'
import type { ChatRoom } from '../rooms/rooms'
import type { ChatRuntimeDeps } from '../runtime'
import { type ChatSummary, onPath, roomSummaries } from '../summaries/summaries'
import { type RoomPathCache, readPromptPath } from './path-cache'
import { turnSettingsFor } from './settings'
import type { PreparedTurn } from './start'

type Language = SystemPrompt['language']

/** What a turn's prompt is built from besides the story: read with the turn's other look-ups. */
export interface TurnContext {
  /** The path ending at the turn's base message. */
  history: PromptHistoryMessage[]
  activePrompts: Awaited<ReturnType<typeof activeSystemPrompts>>
  /** The room's summaries (those on the path are kept at assembly). */
  summaries: ChatSummary[]
}

/** The reads of one turn's context, as thunks for `allInOrder` beside admission's own. */
export function turnContextReads(
  deps: ChatRuntimeDeps,
  paths: RoomPathCache,
  room: ChatRoom,
  starting: Promise<{ base: { oid: string }; history: PromptHistoryMessage[] | null }>,
  language: Promise<string>,
) {
  const { db } = deps.database
  return [
    async () => {
      const start = await starting
      return (
        start.history ??
        readPromptPath(db, paths, room, start.base.oid, deps.limits.historyMessages)
      )
    },
    async () => activeSystemPrompts(db, (await language) as Language),
    () => roomSummaries(db, room.oid),
  ] as const
}

export interface AssembledPrompt {
  assembled: AssembledTurn
  baseState: TurnState
}

/** The part of an admitted turn its prompt depends on: everything but the written messages. */
export type TurnToAssemble = Pick<
  PreparedTurn,
  | 'compiled'
  | 'lorebook'
  | 'base'
  | 'injected'
  | 'testPrompt'
  | 'modelId'
  | 'userText'
  | 'mode'
  | 'settings'
  | 'persona'
  | 'nickname'
  | 'seed'
  | 'quote'
  | 'turnIndex'
  | 'requestId'
>

/**
 * Builds an admitted turn's prompt from its context. Synchronous, so admission runs it
 * while its last write is on the database's thread (start.ts): the provider is called as
 * soon as `message-start` is out. A failure is a failed generation (the charge is given
 * back), reported as the stream's `error` event when the turn runs.
 */
export function assembleTurnPrompt(
  deps: ChatRuntimeDeps,
  turn: TurnToAssemble,
  context: TurnContext,
): AssembledPrompt {
  const { history, activePrompts } = context
  const summaries = onPath(context.summaries, new Set(history.map((message) => message.oid)))
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
      history: history.filter((message) => !message.hidden).map(toHistory),
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

function toHistory(message: PromptHistoryMessage): HistoryMessage {
  return {
    id: message.oid,
    role: message.role,
    content: message.text,
    turnIndex: message.turn_index,
  }
}
