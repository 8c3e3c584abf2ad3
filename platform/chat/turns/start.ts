import type { CompiledStory } from '../../../engine/compiled'
import type { LorebookIndex } from '../../../engine/lorebook'
import type { PriceBreakdown } from '../../../engine/pricing'
import {
  DEFAULT_READER_NAME,
  type Persona,
  type TurnMode,
  type TurnState,
  turnPricing,
} from '../../../engine/turn'
import { newObjectId } from '../../db'
import { badRequest, conflict, forbidden } from '../../http'
import { findTestPrompt } from '../admin/system-prompts'
import { readCouponSpend } from '../coupons/coupons'
import { findPersona } from '../personal/personas'
import { UnknownChatModelError } from '../ports'
import {
  type ChatMessage,
  findMessage,
  findMessageByRequest,
  type PromptHistoryMessage,
} from '../rooms/messages'
import { type ChatRoom, findOwnedRoom } from '../rooms/rooms'
import { requirePlayableForTurn } from '../rooms/story-access'
import { type Actor, type ChatRuntimeDeps, type CompiledFor, ownerOf } from '../runtime'
import { openCharge, type TurnCharge } from './charge'
import { allInOrder } from './in-order'
import { type RoomPathCache, readPromptPath } from './path-cache'
import {
  plainTurnSettings,
  pricingSettingsFor,
  type StoryChatSettings,
  storyChatSettingsSchema,
} from './settings'
import { beginTurnMessages } from './turn-messages'

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

/**
 * A turn admitted before the first byte: every refusal a player can get (room, purchase,
 * message, turn in progress, credits) has been decided, the credits are taken and the
 * pending messages written. The prompt is assembled after the first event (assemble.ts):
 * its price depends on the settings only, so nothing the assembly reads can change what
 * was charged, and a long history no longer delays the start of the stream.
 */
export interface PreparedTurn {
  room: ChatRoom
  compiled: CompiledStory
  lorebook: LorebookIndex
  lorebookKey: string
  settings: StoryChatSettings
  persona: Persona
  /** The player's name in `{{user}}` where the persona does not set it. */
  nickname: string
  /** The complete assistant message the turn continues from, with its stored state. */
  base: ChatMessage & { state: TurnState }
  /** The path ending at `base` when admission already read it (rerolls); else read later. */
  history: PromptHistoryMessage[] | null
  /** Rooms' paths kept between turns (path-cache.ts). */
  paths: RoomPathCache
  mode: TurnMode
  userText: string
  /** An admin's test prompt for this turn only. */
  testPrompt: { promptType: string; text: string } | null
  /** The writer's test-mode context for this turn only. */
  injected: string | null
  quote: PriceBreakdown
  turnIndex: number
  charge: TurnCharge
  assistant: ChatMessage
  userMessage: ChatMessage | null
  /** Head before this turn: a failed turn puts it back. */
  previousHeadOid: string | null
  modelId: string
  requestId: string
  seed: number
  /** The reply a reroll replaces (the offline model writes another); null otherwise. */
  replacing: string | null
}

const RESPONSE_IN_PROGRESS = () =>
  conflict('RESPONSE_IN_PROGRESS', 'A response is still being written. Wait for it to finish.')

/**
 * Validates the turn, takes the credits and writes the pending messages: the work that
 * must end before the first byte, because a refusal is an HTTP status (403/409 with the
 * spec's text), not an event. Returns `{ replayOf }` when the request id was seen before
 * (a retry resumes the first turn's stream instead of starting a second one).
 */
export async function prepareTurn(
  deps: ChatRuntimeDeps,
  compiledFor: CompiledFor,
  paths: RoomPathCache,
  roomOid: string,
  actor: Actor,
  request: TurnRequest,
): Promise<{ prepared: PreparedTurn } | { replayOf: ChatMessage }> {
  const { db } = deps.database
  const requestId = request.requestId ?? newObjectId()
  // Look-ups that do not depend on each other go together where that saves round trips
  // (PostgreSQL's pool, PGlite's worker thread); a failure is still reported in the order below.
  const together = deps.database.pipelined
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
  const mayBeRetry = request.requestId !== undefined
  const [, , { compiled, lorebook }, start, persona, testPrompt, injected, couponRead] =
    await allInOrder(together, [
      // Adult gate and purchase checked again per turn: a room outlives a lapsed entitlement.
      () => requirePlayableForTurn(deps, actor, room.content_oid),
      () => validateText(deps, request),
      () => compiling,
      () => turnStart(deps, paths, room, request),
      () => personaFor(deps, actor, request.personaOid ?? settings.personaOid ?? null, settings),
      () => testPromptFor(deps, actor, request),
      () => testContextFor(deps, actor, request, room.content_oid),
      // A user's turn spends a coupon chat before credits: what that spend reads goes
      // with these reads rather than in a round trip of its own after them.
      async () =>
        actor.user
          ? readCouponSpend(db, ownerOf(actor), requestId, deps.clock.now(), { mayBeRetry })
          : undefined,
    ])

  const { modelId, resolved } = turnModel(deps, request.model, settings.model, compiled.model)
  const { quote } = turnPricing(pricingSettingsFor(resolved.descriptor, settings))
  const turnIndex = start.base.state.turnIndex + 1
  const charge = await openCharge(deps, actor, {
    requestId,
    quoteCredits: quote.credits,
    storyIsPaid: compiled.pricing.kind === 'paid',
    mayBeRetry,
    couponRead,
  })
  try {
    // A free or coupon turn costs the player nothing whatever its quote, so it runs with
    // the story's model at the plain settings (docs/STORY-CHAT.md, "Free and coupon turns").
    const free = charge.kind === 'guest-free-chat' || charge.kind === 'coupon'
    const turnSettings = free ? plainTurnSettings(settings) : settings
    const turnModelId = free ? compiled.model : modelId
    const turnQuote = free
      ? turnPricing(
          pricingSettingsFor(resolveTurnModel(deps, compiled.model).descriptor, turnSettings),
        ).quote
      : quote
    const written = await writePendingMessages(deps, room, {
      parentOid: start.parentOid,
      userText: request.kind === 'message' ? request.text : null,
      turnIndex,
      depth: start.depth,
      requestId,
      modelId: turnModelId,
      paidWith: charge.kind,
    })
    return {
      prepared: {
        room,
        compiled,
        lorebook,
        lorebookKey: `${room.content_oid}:${room.compiled_version}`,
        settings: turnSettings,
        persona,
        nickname: actor.user?.nickname ?? persona.name,
        base: start.base,
        history: start.history,
        paths,
        mode: start.mode,
        userText: request.kind === 'message' ? request.text : start.userText,
        testPrompt,
        injected,
        quote: turnQuote,
        turnIndex,
        charge,
        assistant: written.assistant,
        userMessage: written.userMessage,
        previousHeadOid: room.head_message_oid,
        modelId: turnModelId,
        requestId,
        seed: deps.models.seedOf(requestId),
        replacing: start.replacing,
      },
    }
  } catch (error) {
    await charge.cancel()
    throw error
  }
}

/**
 * Where the turn starts: the complete assistant message it continues from (`base`, with
 * its state), the new messages' parent and depth. A message or an auto-chat continues the
 * head, one row read; a reroll replaces a reply on the current path, so it reads the path.
 */
async function turnStart(
  deps: ChatRuntimeDeps,
  paths: RoomPathCache,
  room: ChatRoom,
  request: TurnRequest,
) {
  const { db } = deps.database
  if (request.kind !== 'reroll') {
    if (!room.head_message_oid) throw RESPONSE_IN_PROGRESS()
    const head = await findMessage(db, room.oid, room.head_message_oid)
    return {
      base: completeBase(head, head.state),
      parentOid: head.oid,
      depth: head.depth + 1,
      history: null,
      mode: (request.kind === 'auto-chat' ? 'auto-chat' : 'chat') as TurnMode,
      userText: '',
      replacing: null,
    }
  }
  // The prompt's columns only: whole rows of a long path are slow to read (docs/PERFORMANCE.md).
  if (!room.head_message_oid) throw RESPONSE_IN_PROGRESS()
  const path = await readPromptPath(
    db,
    paths,
    room,
    room.head_message_oid,
    deps.limits.historyMessages,
  )
  const head = path.at(-1)
  if (!head || head.status === 'streaming') throw RESPONSE_IN_PROGRESS()
  const target = await findMessage(db, room.oid, request.messageOid)
  const index = path.findIndex((message) => message.oid === target.oid)
  if (target.role !== 'assistant' || index <= 0 || !target.parent_oid) {
    throw badRequest('CANNOT_REROLL', 'Only a reply on the current path can be rerolled.')
  }
  const parent = path[index - 1]!
  // After a player's message the reply is rerolled with that message; after a reply, as
  // an auto-chat. Either way the turn continues from the reply before it.
  const byPlayer = parent.role === 'user'
  const base = byPlayer ? path[index - 2]! : parent
  if (!base) throw RESPONSE_IN_PROGRESS()
  // The whole row, with its state snapshot, of the one message the turn continues from.
  const baseRow = await findMessage(db, room.oid, base.oid)
  return {
    base: completeBase(baseRow, baseRow.state),
    parentOid: target.parent_oid,
    depth: parent.depth + 1,
    history: path.slice(0, byPlayer ? index - 1 : index),
    mode: (byPlayer ? 'chat' : 'auto-chat') as TurnMode,
    userText: byPlayer ? parent.text : '',
    replacing: target.text,
  }
}

/** A model id the catalogue does not know is the caller's mistake: a 400, not a 500. */
/** The model a client names: 400 'Unknown model: …' when the catalogue has no such id. */
export function resolveTurnModel(deps: Pick<ChatRuntimeDeps, 'resolveModel'>, modelId: string) {
  try {
    return deps.resolveModel(modelId)
  } catch (error) {
    if (error instanceof UnknownChatModelError)
      throw badRequest('UNKNOWN_MODEL', `Unknown model: ${modelId}`)
    throw error
  }
}

/**
 * The turn's model: the request's, else the room's setting, else the story's. A setting
 * saved before its model left the catalogue falls back to the story's model, so the room
 * goes on (the player has no model picker to get out of it); a request naming an unknown
 * model is refused.
 */
function turnModel(
  deps: ChatRuntimeDeps,
  requested: string | undefined,
  saved: string | undefined,
  storyModel: string,
) {
  if (requested === undefined && saved !== undefined) {
    try {
      return { modelId: saved, resolved: deps.resolveModel(saved) }
    } catch (error) {
      if (!(error instanceof UnknownChatModelError)) throw error
      deps.logger.warn(
        { model: saved },
        'saved model not in the catalogue: the story model is used',
      )
    }
  }
  const modelId = requested ?? storyModel
  return { modelId, resolved: resolveTurnModel(deps, modelId) }
}

/** A turn continues only from a finished reply whose state is stored. */
function completeBase(message: ChatMessage, state: unknown): ChatMessage & { state: TurnState } {
  if (message.status === 'streaming' || message.role !== 'assistant' || state == null)
    throw RESPONSE_IN_PROGRESS()
  return { ...message, state: state as TurnState }
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
  return { name: settings.personaName || actor.user?.nickname || DEFAULT_READER_NAME, prompt: '' }
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

/** An admin's test prompt replaces the active system prompt of its type for one turn. */
async function testPromptFor(deps: ChatRuntimeDeps, actor: Actor, request: TurnRequest) {
  if (!request.testPromptOid) return null
  if (!actor.user?.roles.includes('admin'))
    throw forbidden('Test prompts are for admins.', 'TEST_PROMPT_FORBIDDEN')
  const test = await findTestPrompt(deps.database.db, request.testPromptOid)
  return { promptType: test.prompt_type, text: test.text }
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
    const story = await deps.stories.getPublishedContent(contentOid)
    if (!actor.user || story.content.ownerOid !== actor.user.oid) {
      throw forbidden("Test mode is for the story's creator.", 'TEST_MODE_FORBIDDEN')
    }
  }
  return text
}
