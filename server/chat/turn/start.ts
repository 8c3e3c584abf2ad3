import type { CompiledStory } from '../../../engine/compiled'
import { createSeededRandom } from '../../../engine/random'
import {
  type AssembledTurn,
  assembleTurn,
  type HistoryMessage,
  type TurnMode,
  type TurnState,
} from '../../../engine/turn'
import {
  activePath,
  activeSystemPrompts,
  type ChatMessage,
  type ChatRoom,
  findMessage,
  findMessageByRequest,
  findOwnedRoom,
  findPersona,
  findTestPrompt,
  insertMessage,
  summariesOnPath,
} from '../../../platform/chat'
import { newObjectId } from '../../../platform/db'
import { badRequest, conflict, forbidden } from '../../../platform/http'
import { seedOf } from '../../models/offline'
import { type Actor, type ChatRuntimeDeps, type CompiledFor, ownerOf } from '../runtime'
import { openCharge, type TurnCharge } from './charge'
import { type StoryChatSettings, storyChatSettingsSchema, turnSettingsFor } from './settings'

/** Test mode (admins, and a story's own creator for the context): what the studio's test chat sends. */
export interface TurnTestOptions {
  /** An admin's test prompt replaces the system prompt for this turn only. */
  testPromptOid?: string
  /** Extra context the writer injects for this turn only. */
  testModeContext?: string
}

type TurnCommon = { requestId?: string; personaOid?: string; model?: string } & TurnTestOptions

export type TurnRequest =
  | ({ kind: 'message'; text: string } & TurnCommon)
  | ({ kind: 'reroll'; messageOid: string } & TurnCommon)
  | ({ kind: 'auto-chat' } & TurnCommon)

/** Everything the background generation needs, decided before the first byte. */
export interface PreparedTurn {
  room: ChatRoom
  compiled: CompiledStory
  lorebookKey: string
  baseState: TurnState
  assembled: AssembledTurn
  charge: TurnCharge
  assistant: ChatMessage
  userMessage: ChatMessage | null
  /** Head before this turn: a failed turn puts it back. */
  previousHeadOid: string | null
  modelId: string
  requestId: string
  seed: number
}

const RESPONSE_IN_PROGRESS = () =>
  conflict('RESPONSE_IN_PROGRESS', 'A response is still being written. Wait for it to finish.')

/**
 * Validates the turn, assembles the prompt, takes the credits and writes the pending
 * messages. Returns `{ replayOf }` when the request id was seen before (a retry resumes
 * the first turn's stream instead of starting a second one).
 */
export async function prepareTurn(
  deps: ChatRuntimeDeps,
  compiledFor: CompiledFor,
  roomOid: string,
  actor: Actor,
  request: TurnRequest,
): Promise<{ prepared: PreparedTurn } | { replayOf: ChatMessage }> {
  const { db } = deps.database
  const room = await findOwnedRoom(db, roomOid, ownerOf(actor))
  const requestId = request.requestId ?? newObjectId()
  const seen = await findMessageByRequest(db, requestId)
  if (seen) {
    if (seen.room_oid !== room.oid)
      throw badRequest('REQUEST_ID_REUSED', 'This request id belongs to another room.')
    return { replayOf: seen }
  }
  if (request.kind === 'message') {
    if (request.text.trim().length === 0)
      throw badRequest('MISSING_PARAMETERS', 'Missing required parameters')
    if (request.text.length > deps.limits.maxMessageChars) {
      throw badRequest(
        'MESSAGE_TOO_LONG',
        `A message can be at most ${deps.limits.maxMessageChars} characters.`,
      )
    }
  }

  const { compiled } = await compiledFor(room.content_oid, room.compiled_version)
  const path = await activePath(db, room.head_message_oid, deps.limits.historyMessages)
  const head = path.at(-1)
  if (!head) throw RESPONSE_IN_PROGRESS()
  if (head.status === 'streaming') throw RESPONSE_IN_PROGRESS()

  // The turn continues from `base` (a complete assistant message); a reroll replaces `target`.
  let base: ChatMessage
  let parentOid: string
  let history: ChatMessage[]
  let userText = ''
  let mode: TurnMode = request.kind === 'auto-chat' ? 'auto-chat' : 'chat'
  if (request.kind === 'reroll') {
    const target = await findMessage(db, room.oid, request.messageOid)
    const index = path.findIndex((message) => message.oid === target.oid)
    if (target.role !== 'assistant' || index <= 0 || !target.parent_oid) {
      throw badRequest('CANNOT_REROLL', 'Only a reply on the current path can be rerolled.')
    }
    parentOid = target.parent_oid
    const parent = path[index - 1]!
    if (parent.role === 'user') {
      userText = parent.text
      base = path[index - 2]!
      history = path.slice(0, index - 1)
    } else {
      mode = 'auto-chat'
      base = parent
      history = path.slice(0, index)
    }
  } else {
    base = head
    parentOid = head.oid
    history = path
    if (request.kind === 'message') userText = request.text
  }
  if (base.role !== 'assistant' || base.state === null) throw RESPONSE_IN_PROGRESS()

  const settings = storyChatSettingsSchema.parse(room.user_settings ?? {}) as StoryChatSettings
  const modelId = request.model ?? settings.model ?? compiled.model
  const resolved = deps.resolveModel(modelId)
  const persona = await personaFor(
    deps,
    actor,
    request.personaOid ?? settings.personaOid ?? null,
    settings,
  )
  const systemOverrides = await systemOverridesFor(deps, actor, request, compiled.language)
  const injected = await testContextFor(deps, actor, request, room.content_oid)
  const pathOids = new Set(history.map((message) => message.oid))
  const summaries = await summariesOnPath(db, room.oid, pathOids)
  const stored = base.state as TurnState
  const baseState: TurnState = {
    ...stored,
    injectedInstructions: injected
      ? [...stored.injectedInstructions, { text: injected, remainingTurns: 1 }]
      : stored.injectedInstructions,
    summaries: summaries.map((summary) => ({
      startTurn: summary.start_turn,
      endTurn: summary.end_turn,
      content: summary.content,
    })),
  }
  const seed = seedOf(requestId)
  const assembled = assembleTurn(
    compiled,
    baseState,
    {
      userMessage: userText,
      history: history.filter((message) => !message.hidden).map(toHistory),
      mode,
    },
    turnSettingsFor({
      compiled,
      descriptor: resolved.descriptor,
      settings,
      persona,
      nickname: actor.user?.nickname ?? persona.name,
      systemOverrides,
    }),
    {
      tokenizer: deps.tokenizer,
      random: createSeededRandom(seed),
      clock: { now: () => deps.clock.now().getTime() },
      lorebookIndex: (await compiledFor(room.content_oid, room.compiled_version)).lorebook,
    },
  )

  const charge = await openCharge(
    deps,
    actor,
    requestId,
    assembled.quote.credits,
    compiled.pricing.kind === 'paid',
  )
  try {
    const written = await writePendingMessages(deps, room, {
      parentOid,
      userText: request.kind === 'message' ? request.text : null,
      turnIndex: assembled.pending.turnIndex,
      depth: (path.find((message) => message.oid === parentOid)?.depth ?? base.depth) + 1,
      requestId,
      modelId,
    })
    return {
      prepared: {
        room,
        compiled,
        lorebookKey: `${room.content_oid}:${room.compiled_version}`,
        baseState,
        assembled,
        charge,
        assistant: written.assistant,
        userMessage: written.userMessage,
        previousHeadOid: room.head_message_oid,
        modelId,
        requestId,
        seed,
      },
    }
  } catch (error) {
    await charge.cancel()
    throw error
  }
}

function toHistory(message: ChatMessage): HistoryMessage {
  return {
    id: message.oid,
    role: message.role,
    content: message.text,
    turnIndex: message.turn_index,
  }
}

async function personaFor(
  deps: ChatRuntimeDeps,
  actor: Actor,
  personaOid: string | null,
  settings: StoryChatSettings,
) {
  if (actor.user && personaOid) {
    const persona = await findPersona(deps.database.db, actor.user.oid, personaOid)
    return { name: persona.name, prompt: persona.prompt }
  }
  return { name: settings.personaName || actor.user?.nickname || 'Guest', prompt: '' }
}

/** One transaction: the room row lock makes "one turn at a time per room" hold under races. */
async function writePendingMessages(
  deps: ChatRuntimeDeps,
  room: ChatRoom,
  turn: {
    parentOid: string
    userText: string | null
    turnIndex: number
    depth: number
    requestId: string
    modelId: string
  },
) {
  return deps.database.db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('chat_rooms')
      .select('head_message_oid')
      .where('oid', '=', room.oid)
      .forUpdate()
      .executeTakeFirstOrThrow()
    if (locked.head_message_oid !== room.head_message_oid) throw RESPONSE_IN_PROGRESS()
    const userMessage =
      turn.userText === null
        ? null
        : await insertMessage(trx, {
            roomOid: room.oid,
            parentOid: turn.parentOid,
            role: 'user',
            text: turn.userText,
            status: 'complete',
            turnIndex: turn.turnIndex,
            depth: turn.depth,
          })
    const assistant = await insertMessage(trx, {
      roomOid: room.oid,
      parentOid: userMessage?.oid ?? turn.parentOid,
      role: 'assistant',
      text: '',
      status: 'streaming',
      turnIndex: turn.turnIndex,
      depth: turn.depth + (userMessage ? 1 : 0),
      requestId: turn.requestId,
      model: turn.modelId,
    })
    await trx
      .updateTable('chat_rooms')
      .set({ head_message_oid: assistant.oid, updated_at: new Date() })
      .where('oid', '=', room.oid)
      .execute()
    return { userMessage, assistant }
  })
}

/** Active admin overrides for the language; an admin's test prompt wins for its prompt type. */
async function systemOverridesFor(
  deps: ChatRuntimeDeps,
  actor: Actor,
  request: TurnRequest,
  language: CompiledStory['language'],
): Promise<Record<string, string>> {
  const overrides = await activeSystemPrompts(deps.database.db, language)
  if (!request.testPromptOid) return overrides
  if (!actor.user?.roles.includes('admin'))
    throw forbidden('Test prompts are for admins.', 'TEST_PROMPT_FORBIDDEN')
  const test = await findTestPrompt(deps.database.db, request.testPromptOid)
  return { ...overrides, [test.prompt_type]: test.text }
}

/** Test-mode context is for the story's creator and admins, never for players. */
async function testContextFor(
  deps: ChatRuntimeDeps,
  actor: Actor,
  request: TurnRequest,
  contentOid: string,
) {
  const text = request.testModeContext?.trim()
  if (!text) return null
  const isAdmin = !!actor.user?.roles.includes('admin')
  if (!isAdmin) {
    const story = await deps.stories.getPublishedStory(contentOid)
    if (!actor.user || story.content.ownerOid !== actor.user.oid) {
      throw forbidden("Test mode is for the story's creator.", 'TEST_MODE_FORBIDDEN')
    }
  }
  return text
}
