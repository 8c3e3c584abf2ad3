import { summaryRequest } from '../../../engine/turn'
import { promptTemplates } from '../../../prompts'
import { AppError } from '../../http'
import { CHAT_MESSAGES } from '../errors'
import { type PromptHistoryMessage, promptHistory } from '../rooms/messages'
import type { ChatRoom } from '../rooms/rooms'
import type { ChatRuntimeDeps, CompiledFor } from '../runtime'
import { type RoomPathCache, readPromptPath } from '../turns/path-cache'
import { type ChatSummary, insertSummary, summariesOnPath } from './summaries'

export const compressionFailed = () =>
  new AppError({
    status: 502,
    code: 'COMPRESSION_FAILED',
    message: CHAT_MESSAGES.compressionFailed,
  })

/** One non-streamed completion of a summary prompt through the room's model. */
export async function completeSummary(
  deps: ChatRuntimeDeps,
  modelId: string,
  messages: Array<{ role: 'user'; content: string }>,
): Promise<string> {
  const resolved = deps.resolveModel(modelId)
  let text = ''
  for await (const part of deps.models.streamGeneration({
    model: resolved.model,
    messages,
    maxOutputTokens: 600,
    temperature: 0.3,
    // Real models follow the summary prompt; the offline model needs to be told.
    providerOptions: { taleloom: { task: 'summary' } },
  })) {
    if (part.type === 'finish') text = part.text
    if (part.type === 'error') throw compressionFailed()
  }
  if (!text.trim()) throw compressionFailed()
  return text.trim()
}

/** Summarizes `range` (consecutive complete messages of the active path) and links it. */
export async function summarizeRange(
  deps: ChatRuntimeDeps,
  compiledFor: CompiledFor,
  room: ChatRoom,
  range: readonly PromptHistoryMessage[],
  userName: string,
): Promise<ChatSummary> {
  const { compiled } = await compiledFor(room.content_oid, room.compiled_version)
  const request = summaryRequest(
    promptTemplates(compiled.language),
    range.map((message) => ({
      id: message.oid,
      role: message.role,
      content: message.text,
      turnIndex: message.turn_index,
    })),
    { user: userName, char: compiled.cast[0]?.name ?? 'Narrator' },
  )
  if (!request) throw compressionFailed()
  const text = await completeSummary(
    deps,
    compiled.model,
    request.messages as Array<{ role: 'user'; content: string }>,
  )
  return insertSummary(deps.database.db, {
    roomOid: room.oid,
    startMessageOid: range[0]!.oid,
    endMessageOid: range.at(-1)!.oid,
    startTurn: request.startTurn,
    endTurn: request.endTurn,
    content: text,
  })
}

export interface AutoSummaryLimits {
  /** Unsummarized messages on the path past which the oldest ones are summarized. */
  afterMessages: number
  /** Messages summarized at a time (rounded down to whole turns). */
  chunkMessages: number
  /** The newest messages always stay verbatim. */
  keepRecentMessages: number
}

/**
 * The oldest unsummarized range to compress, or null when the history is within budget.
 * Over budget means more than `afterMessages` unsummarized messages, or a prompt that
 * had to drop history for lack of room. The range ends on a reply, so a summary always
 * covers whole turns (the assembler leaves out messages by turn index). Pure.
 */
export function planAutoSummary<Message extends PromptHistoryMessage>(
  path: readonly Message[],
  summaries: readonly Pick<ChatSummary, 'end_turn'>[],
  historyDropped: number,
  limits: AutoSummaryLimits,
): Message[] | null {
  const summarizedTo = Math.max(-1, ...summaries.map((summary) => summary.end_turn))
  const open = path.filter(
    (message) =>
      !message.hidden && message.status === 'complete' && message.turn_index > summarizedTo,
  )
  const overBudget = open.length > limits.afterMessages || historyDropped > 0
  if (!overBudget) return null
  const candidates = open.slice(0, Math.max(0, open.length - limits.keepRecentMessages))
  let range = candidates.slice(0, limits.chunkMessages)
  // Whole turns only: end on a reply, and never cut a turn whose reply lies beyond the range.
  while (range.length > 0) {
    const last = range.at(-1)!
    const next = candidates[range.length] ?? open[range.length]
    if (last.role === 'assistant' && (!next || next.turn_index !== last.turn_index)) break
    range = range.slice(0, -1)
  }
  return range.length >= 2 ? range : null
}

/**
 * After a turn: when the room's history is over budget, the oldest unsummarized range
 * is summarized by the room's model and linked to its messages, so later prompts carry
 * the summary instead. Runs after the stream has ended; a failure only leaves the
 * history as it was.
 */
export async function compressAfterTurn(
  deps: ChatRuntimeDeps,
  compiledFor: CompiledFor,
  turn: {
    room: ChatRoom
    assistantOid: string
    historyDropped: number
    historyKept: number
    userName: string
    /** Rooms' paths kept between turns; read from the database without it. */
    paths?: RoomPathCache
  },
): Promise<ChatSummary | null> {
  const limits = deps.limits.autoSummary
  if (!limits) return null
  // Nothing was dropped, so every unsummarized message was in the prompt: the count is
  // known without reading the path (this turn adds at most two).
  if (turn.historyDropped === 0 && turn.historyKept + 2 <= limits.afterMessages) return null
  const { db } = deps.database
  const room = await db
    .selectFrom('chat_rooms')
    .selectAll()
    .where('oid', '=', turn.room.oid)
    .executeTakeFirst()
  // Only after a turn that completed and is still the head (not failed, not rolled back).
  if (!room || room.head_message_oid !== turn.assistantOid) return null
  // The path this turn's completion kept (turns/path-cache.ts), unless the room changed since.
  const path = turn.paths
    ? await readPromptPath(db, turn.paths, room, room.head_message_oid, deps.limits.historyMessages)
    : await promptHistory(db, room.head_message_oid, deps.limits.historyMessages)
  if (path.at(-1)?.status !== 'complete') return null
  const summaries = await summariesOnPath(db, room.oid, new Set(path.map((message) => message.oid)))
  const range = planAutoSummary(path, summaries, turn.historyDropped, limits)
  if (!range) return null
  return summarizeRange(deps, compiledFor, room, range, turn.userName)
}
