import type { CompiledStory } from '../../../engine/compiled'
import { GROUP_NUDGE, speakerStory } from '../../../engine/group'
import { buildLorebookIndex, type LorebookIndex } from '../../../engine/lorebook'
import type { PriceBreakdown } from '../../../engine/pricing'
import type { Persona, TurnMode, TurnState } from '../../../engine/turn'
import { newObjectId } from '../../db'
import { badRequest } from '../../http'
import { characterTurnTerms } from '../character-dm'
import { readCouponSpend } from '../coupons/spending'
import {
  type ChatMessage,
  findMessageByRequest,
  type PromptHistoryMessage,
} from '../rooms/messages'
import { allowedSavedModel } from '../rooms/model-choice'
import { type ChatRoom, findOwnedRoom } from '../rooms/rooms'
import { requirePlayableForTurn } from '../rooms/story-access'
import { type Actor, type ChatRuntimeDeps, type CompiledFor, ownerOf } from '../runtime'
import { openCharge, paysWholeTurn, type TurnCharge } from './charge'
import { allInOrder } from './in-order'
import type { RoomPathCache } from './path-cache'
import { quoteTurn } from './quote'
import type { TurnRequest, TurnSpeaker } from './request'
import { personaFor, testModeFor, testPromptFor, validateText } from './request-checks'
import { plainTurnSettings, type StoryChatSettings, storyChatSettingsSchema } from './settings'
import { beginTurnMessages } from './turn-messages'
import { resolveTurnModel, turnModel } from './turn-model'
import { RESPONSE_IN_PROGRESS, turnStart } from './turn-start'

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
  /** The group member who writes this reply (chat/groups/); null outside group chats. */
  speaker: TurnSpeaker | null
}

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
  const [room, seen, chooser] = await allInOrder(together, [
    () => findOwnedRoom(db, roomOid, ownerOf(actor)),
    // A fresh id cannot have been seen: only a client's own id needs the look-up.
    async () => (request.requestId ? findMessageByRequest(db, requestId) : undefined),
    // A group reply reads its group here, with the room (chat/groups/).
    async () => request.chooseSpeaker?.(),
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
  // A character's direct-chat room (character-dm/): its price per message and the fan's
  // memory, read beside the look-ups below.
  const characterTerms = compiling.then(({ compiled }) =>
    characterTurnTerms(deps, room.oid, actor.user, compiled, room.story_owner_oid),
  )
  characterTerms.catch(() => {})
  const mayBeRetry = request.requestId !== undefined
  const [, , { compiled, lorebook }, start, persona, testPrompt, test, couponRead, speaker] =
    await allInOrder(together, [
      // Adult gate and purchase checked again per turn: a room outlives a lapsed entitlement.
      () => requirePlayableForTurn(deps, actor, room.content_oid),
      () => validateText(deps, request),
      () => compiling,
      () => turnStart(deps, paths, room, request),
      () => personaFor(deps, actor, request.personaOid ?? settings.personaOid ?? null, settings),
      () => testPromptFor(deps, actor, request),
      () => testModeFor(deps, actor, request, room),
      // A user's turn spends a coupon chat before credits: what that spend reads goes
      // with these reads rather than in a round trip of its own after them.
      async () =>
        actor.user
          ? readCouponSpend(db, ownerOf(actor), requestId, deps.clock.now(), { mayBeRetry })
          : undefined,
      async () => (chooser ? chooser(room, (await compiling).compiled) : (request.speaker ?? null)),
    ])

  const { modelId, resolved } = turnModel(
    deps,
    request.model,
    allowedSavedModel(compiled, settings.model),
    compiled.model,
  )
  const quote = quoteTurn(resolved.descriptor, settings)
  const character = await characterTerms
  const turnIndex = start.base.state.turnIndex + 1
  let charge = await openCharge(deps, actor, {
    requestId,
    quoteCredits: character ? character.priceCredits : quote.credits,
    storyIsPaid: compiled.pricing.kind === 'paid',
    mayBeRetry,
    couponRead,
    // A test turn plays the story's own model, so that model says whether it is free.
    test: test.testMode ? { offline: resolveTurnModel(deps, compiled.model).offline } : null,
  })
  if (character) charge = fixedPrice(charge, character.priceCredits)
  try {
    // A free, coupon or test turn costs the player nothing whatever its quote, so it runs
    // with the story's model at the plain settings (docs/STORY-CHAT.md, "Free and coupon turns").
    const free = paysWholeTurn(charge.kind)
    const turnSettings = free ? plainTurnSettings(settings) : settings
    const turnModelId = free ? compiled.model : modelId
    const turnQuote = free
      ? quoteTurn(resolveTurnModel(deps, compiled.model).descriptor, turnSettings)
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
    // A group member's reply plays the story with that member alone on stage.
    const staged =
      (speaker && speakerStory(compiled, speaker.id, speaker.card)) ||
      (character && speakerStory(compiled, character.characterId)) ||
      compiled
    return {
      prepared: {
        room,
        compiled: staged,
        // A card member's turn adds its own book: that lorebook is indexed for the turn.
        lorebook:
          staged.lorebook === compiled.lorebook ? lorebook : buildLorebookIndex(staged.lorebook),
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
        injected: speaker
          ? [test.injected, GROUP_NUDGE].filter(Boolean).join('\n\n')
          : character?.memory
            ? [test.injected, character.memory].filter(Boolean).join('\n\n')
            : test.injected,
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
        speaker,
      },
    }
  } catch (error) {
    await charge.cancel()
    throw error
  }
}

/**
 * A character room's message costs the story's price per message, whatever the reply's
 * length: the hold is that price and the settlement charges it whole.
 */
function fixedPrice(charge: TurnCharge, credits: number): TurnCharge {
  return {
    ...charge,
    chargeFor: () => charge.chargeFor(credits),
    settle: () => charge.settle(credits),
  }
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
