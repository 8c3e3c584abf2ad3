import type { CompiledStory } from '../../../engine/compiled'
import { createSeededRandom } from '../../../engine/random'
import {
  type AssembledTurn,
  assembleTurn,
  DEFAULT_READER_NAME,
  type Persona,
  type TurnState,
} from '../../../engine/turn'
import { conflict, notFound } from '../../http'
import { roomNotFound } from '../errors'
import { findPersona } from '../personal/personas'
import { findMessage, type PromptHistoryMessage } from '../rooms/messages'
import { allowedSavedModel } from '../rooms/model-choice'
import type { ChatRoom } from '../rooms/rooms'
import type { ChatRuntimeDeps, CompiledFor } from '../runtime'
import { onPath, roomSummaries } from '../summaries/summaries'
import { type RoomPathCache, readPromptPath } from '../turns/path-cache'
import { type StoryChatSettings, storyChatSettingsSchema, turnSettingsFor } from '../turns/settings'
import { resolveTurnModel } from '../turns/turn-model'
import { activeSystemPrompts } from './system-prompts'

/** The parts an admin composes a room's next prompt from; each absent part is the room's own. */
export interface ComposerParts {
  roomOid: string
  userMessage: string
  /** Replaces the system prompt of the room's prompt type (the active version otherwise). */
  systemPrompt?: string | undefined
  /** Replaces the room's persona. */
  persona?: Persona | undefined
  /** Lorebook entries forced on for this prompt, as a trigger forces them. */
  lorebookEntryIds?: string[] | undefined
  /** The newest this many messages of the room's path (all of them otherwise). */
  historyMessages?: number | undefined
  /** A catalogue model; the room's otherwise (its window sets the history budget). */
  model?: string | undefined
}

export interface ComposedPrompt {
  room: ChatRoom
  compiled: CompiledStory
  modelId: string
  promptType: string
  persona: Persona
  historyOnPath: number
  assembled: AssembledTurn
}

export const unknownLorebookEntry = (id: string) =>
  notFound(`Lorebook entry not found: ${id}`, 'LOREBOOK_ENTRY_NOT_FOUND')

/**
 * The prompt the engine would assemble for a room's next turn, with the admin's parts in
 * place of the room's. Reads only: no message, charge or state is written.
 */
export async function composeRoomPrompt(
  deps: ChatRuntimeDeps,
  runtime: { compiledFor: CompiledFor; paths: RoomPathCache },
  parts: ComposerParts,
): Promise<ComposedPrompt> {
  const { db } = deps.database
  const room = await db
    .selectFrom('chat_rooms')
    .selectAll()
    .where('oid', '=', parts.roomOid)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  if (!room) throw roomNotFound()
  if (!room.head_message_oid) throw responseInProgress()
  const { compiled, lorebook } = await runtime.compiledFor(room.content_oid, room.compiled_version)
  for (const id of parts.lorebookEntryIds ?? [])
    if (!compiled.lorebook.some((entry) => entry.id === id)) throw unknownLorebookEntry(id)
  const settings = storyChatSettingsSchema.parse(room.user_settings ?? {}) as StoryChatSettings
  const [head, path, active, summaries, persona] = await Promise.all([
    findMessage(db, room.oid, room.head_message_oid),
    readPromptPath(db, runtime.paths, room, room.head_message_oid, deps.limits.historyMessages),
    activeSystemPrompts(db, compiled.language),
    roomSummaries(db, room.oid),
    parts.persona ?? roomPersona(deps, room, settings),
  ])
  if (head.status === 'streaming' || head.role !== 'assistant' || head.state == null)
    throw responseInProgress()
  const visible = path.filter((message) => !message.hidden)
  const history =
    parts.historyMessages === undefined
      ? visible
      : visible.slice(visible.length - parts.historyMessages)
  const stored = head.state as TurnState
  const state: TurnState = {
    ...stored,
    forcedLorebook: [
      ...stored.forcedLorebook,
      ...(parts.lorebookEntryIds ?? []).map((entryId) => ({ entryId, remainingTurns: 1 })),
    ],
    summaries: onPath(summaries, new Set(path.map((message) => message.oid))).map((summary) => ({
      startTurn: summary.start_turn,
      endTurn: summary.end_turn,
      content: summary.content,
    })),
  }
  const modelId = parts.model ?? allowedSavedModel(compiled, settings.model) ?? compiled.model
  const { descriptor } = resolveTurnModel(deps, modelId)
  const promptType = settings.promptType ?? 'roleplay'
  const systemOverrides =
    parts.systemPrompt === undefined ? active : { ...active, [promptType]: parts.systemPrompt }
  const assembled = assembleTurn(
    compiled,
    state,
    { userMessage: parts.userMessage, history: history.map(toHistory), mode: 'chat' },
    turnSettingsFor({
      compiled,
      descriptor,
      settings,
      persona,
      nickname: persona.name,
      systemOverrides,
    }),
    {
      tokenizer: deps.tokenizer,
      // The same room previews the same prompt: chance in the lorebook is seeded by the room.
      random: createSeededRandom(deps.models.seedOf(room.oid)),
      clock: { now: () => deps.clock.now().getTime() },
      lorebookIndex: lorebook,
    },
  )
  return { room, compiled, modelId, promptType, persona, historyOnPath: visible.length, assembled }
}

/** The persona the room's owner plays it with: a saved one, or the name set in the room. */
async function roomPersona(
  deps: ChatRuntimeDeps,
  room: ChatRoom,
  settings: StoryChatSettings,
): Promise<Persona> {
  if (room.owner_user_oid && settings.personaOid) {
    // A persona its owner deleted since: the preview goes on without it (a turn is refused).
    const persona = await findPersona(deps.database.db, room.owner_user_oid, settings.personaOid)
      .then((found) => ({ name: found.name, prompt: found.prompt }))
      .catch(() => null)
    if (persona) return persona
  }
  return { name: settings.personaName || DEFAULT_READER_NAME, prompt: '' }
}

const responseInProgress = () =>
  conflict('RESPONSE_IN_PROGRESS', 'A response is still being written. Wait for it to finish.')

function toHistory(message: PromptHistoryMessage) {
  return {
    id: message.oid,
    role: message.role,
    content: message.text,
    turnIndex: message.turn_index,
  }
}
