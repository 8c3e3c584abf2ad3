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
  activeHistory,
  activeSystemPrompts,
  beginTurnMessages,
  type ChatMessage,
  type ChatRoom,
  findMessage,
  findMessageByRequest,
  findOwnedRoom,
  findPersona,
  findTestPrompt,
  messageState,
  summariesOnPath,
} from '../../../platform/chat'
import { newObjectId } from '../../../platform/db'
import { badRequest, conflict, forbidden } from '../../../platform/http'
import { seedOf } from '../../models/offline'
import { type Actor, type ChatRuntimeDeps, type CompiledFor, ownerOf } from '../runtime'
import { requirePlayableForTurn } from '../story-access'
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
  const requestId = request.requestId ?? newObjectId()
  // Look-ups that do not depend on each other go together on PostgreSQL (several round
  // trips at once on its pool); a failure is still reported in the order below.
  const together = deps.database.engine === 'postgres'
  const [room, seen] = await allInOrder(together, [
    () => findOwnedRoom(db, roomOid, ownerOf(actor)),
    // A fresh id cannot have been seen: only a client's own id needs the look-up.
    async () => (request.requestId ? findMessageByRequest(db, requestId) : undefined),
  ])
  if (seen) {
    if (seen.room_oid !== room.oid)
      throw badRequest('REQUEST_ID_REUSED', 'This request id belongs to another room.')
    return { replayOf: seen }
  }
  const settings = storyChatSettingsSchema.parse(room.user_settings ?? {}) as StoryChatSettings
  // Compiled once per version and cached: the promise is shared, not a second load.
  const compiling = compiledFor(room.content_oid, room.compiled_version)
  compiling.catch(() => {})
  const [, , { compiled, lorebook }, path, persona, systemOverrides, injected] = await allInOrder(
    together,
    [
      // Adult gate and purchase checked again per turn: a room outlives a lapsed entitlement.
      () => requirePlayableForTurn(deps, actor, room.content_oid),
      () => validateText(deps, request),
      () => compiling,
      () => activeHistory(db, room.head_message_oid, deps.limits.historyMessages),
      () => personaFor(deps, actor, request.personaOid ?? settings.personaOid ?? null, settings),
      () =>
        compiling.then(({ compiled }) =>
          systemOverridesFor(deps, actor, request, compiled.language),
        ),
      () => testContextFor(deps, actor, request, room.content_oid),
    ],
  )
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
  if (base.role !== 'assistant') throw RESPONSE_IN_PROGRESS()
  const pathOids = new Set(history.map((message) => message.oid))
  const [storedState, summaries] = await allInOrder(together, [
    () => messageState(db, base.oid),
    () => summariesOnPath(db, room.oid, pathOids),
  ])
  const stored = storedState as TurnState | null
  if (stored === null) throw RESPONSE_IN_PROGRESS()

  const modelId = request.model ?? settings.model ?? compiled.model
  const resolved = deps.resolveModel(modelId)
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
      lorebookIndex: lorebook,
    },
  )

  const charge = await openCharge(
    deps,
    actor,
    requestId,
    assembled.quote.credits,
    compiled.pricing.kind === 'paid',
    request.requestId !== undefined,
  )
  try {
    const written = await writePendingMessages(deps, room, {
      parentOid,
      userText: request.kind === 'message' ? request.text : null,
      turnIndex: assembled.pending.turnIndex,
      depth: (path.find((message) => message.oid === parentOid)?.depth ?? base.depth) + 1,
      requestId,
      modelId,
      paidWith: charge.kind,
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

/**
 * Runs the tasks together (`together`) or one after another, and fails with the first
 * failure in list order, not in time: the refusal a player sees does not depend on which
 * query answered first. PGlite runs one statement at a time, so starting them together
 * there gains nothing and, under a crowd, spreads every turn's queries across the queue.
 */
async function allInOrder<T extends readonly (() => unknown)[] | []>(
  together: boolean,
  tasks: T,
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  type Out = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }
  if (!together) {
    const values: unknown[] = []
    for (const task of tasks) values.push(await task())
    return values as Out
  }
  const settled = await Promise.allSettled(tasks.map((task) => task()))
  for (const result of settled) if (result.status === 'rejected') throw result.reason
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as Out
}

/** The message checks, in a task so they keep their place in the order of refusals. */
async function validateText(deps: ChatRuntimeDeps, request: TurnRequest) {
  if (request.kind !== 'message') return
  if (request.text.trim().length === 0)
    throw badRequest('MISSING_PARAMETERS', 'Missing required parameters')
  if (request.text.length > deps.limits.maxMessageChars) {
    throw badRequest(
      'MESSAGE_TOO_LONG',
      `A message can be at most ${deps.limits.maxMessageChars} characters.`,
    )
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

/** The pending messages and the head move, as one compare-and-set on the room's head. */
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
    paidWith: TurnCharge['kind']
  },
) {
  const written = await beginTurnMessages(deps.database.db, {
    roomOid: room.oid,
    previousHeadOid: room.head_message_oid,
    parentOid: turn.parentOid,
    userText: turn.userText,
    turnIndex: turn.turnIndex,
    depth: turn.depth,
    requestId: turn.requestId,
    model: turn.modelId,
    paidWith: turn.paidWith,
  })
  if (!written) throw RESPONSE_IN_PROGRESS()
  return written
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
