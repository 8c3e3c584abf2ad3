import type { ModelMessage } from 'ai'
import { createNameMacroStream, expandNameMacros } from '../../../engine/macros'
import { actualPrice } from '../../../engine/pricing'
import {
  type AssembledTurn,
  afterTurn,
  chooseSituationImage,
  storedTurnDebug,
  type TurnState,
} from '../../../engine/turn'
import { CHAT_MESSAGES } from '../errors'
import { boughtImageHashes, type ImageAccess, imageAddress } from '../images/image-view'
import type { UrlSigner } from '../images/signed-urls'
import type { GenerationPart, OfflineStoryHints } from '../ports'
import { insertPromptLog } from '../prompt-logs/prompt-logs'
import { completeMessage, failMessage } from '../rooms/messages'
import type { ChatRuntimeDeps } from '../runtime'
import { assemblePreparedTurn } from './assemble'
import { createDeltaCoalescer } from './delta-coalescer'
import { asPromptMessage } from './path-cache'
import type { PreparedTurn } from './start'
import { createStateBlockFilter } from './state-block-filter'

/**
 * Runs an admitted turn to its end, whoever is listening: sends `message-start`, assembles
 * the prompt, streams deltas to the hub, then applies the engine's afterTurn, persists
 * message + state + prompt log, settles the credits and closes the stream. A failure
 * (assembly or provider) voids the charge, marks the message failed, restores the previous
 * head and ends the stream with the spec's text. Resolves with the assembled turn (null
 * when the assembly failed), for the summary that may follow.
 */
export async function runGeneration(
  deps: ChatRuntimeDeps,
  turn: PreparedTurn,
  signer: UrlSigner | null = null,
): Promise<AssembledTurn | null> {
  const { db } = deps.database
  const writer = deps.hub.open(turn.assistant.oid)
  const resolved = deps.resolveModel(turn.modelId)
  const { compiled } = turn
  let assembled: AssembledTurn | null = null
  writer.emit('message-start', {
    messageId: turn.assistant.oid,
    userMessageId: turn.userMessage?.oid ?? null,
    parentId: turn.assistant.parent_oid,
    roomId: turn.room.oid,
    turnIndex: turn.turnIndex,
    model: turn.modelId,
    offline: resolved.offline,
    quote: turn.quote.credits,
    paidWith: turn.charge.kind,
  })
  // Let the first event reach the socket before the model call's set-up and its stream
  // take the event loop: the client sees the turn start at once.
  await new Promise((resolve) => setImmediate(resolve))
  const filter = createStateBlockFilter()
  const deltas = createDeltaCoalescer((delta) => writer.emit('text-delta', { delta }))
  let outcome: GenerationPart | null = null
  let macros: ReturnType<typeof createNameMacroStream> | null = null
  try {
    const built = await assemblePreparedTurn(deps, turn)
    assembled = built.assembled
    const { baseState } = built
    // A `{{user}}` the model writes streams as the name afterTurn stores (`pending.names`).
    const nameMacros = createNameMacroStream(assembled.pending.names)
    macros = nameMacros
    for await (const part of deps.models.streamGeneration({
      model: resolved.model,
      messages: assembled.messages as ModelMessage[],
      maxOutputTokens: assembled.generation.maxTokens,
      temperature: assembled.generation.temperature,
      seed: turn.seed,
      providerOptions: { taleloom: storyHints(turn, baseState) as Record<string, unknown> },
      systemMessagesMidConversation:
        resolved.descriptor.provider === 'google' && !resolved.offline ? 'fold' : 'keep',
    })) {
      if (part.type === 'text-delta') {
        deltas.push(nameMacros.push(filter.push(part.text)))
      } else {
        outcome = part
      }
    }
    if (outcome?.type !== 'finish') throw new GenerationFailed(outcome)
    deltas.push(nameMacros.push(filter.flush()))
    deltas.push(nameMacros.flush())
    deltas.flush()
    // Let the reply's last text reach the socket before afterTurn, the prompt log and the
    // settlement take the loop: in a large story they are milliseconds of work the player
    // would otherwise wait for to see the end of the text (relay bench, synthetic story).
    await new Promise((resolve) => setImmediate(resolve))

    const after = afterTurn(
      compiled,
      baseState,
      outcome.text,
      { clock: { now: () => deps.clock.now().getTime() } },
      assembled.pending,
    )
    const price = actualPrice(
      assembled.pending.priceInput,
      assembled.pending.billableTokens,
      outcome.usage.outputTokens,
    )
    const charged = await turn.charge.settle(price.credits)
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
        [
          ...(turn.userMessage ? [asPromptMessage(turn.userMessage)] : []),
          asPromptMessage({ ...turn.assistant, text: after.visibleText, status: 'complete' }),
        ],
        deps.limits.historyMessages,
      )
    await insertPromptLog(db, {
      roomOid: turn.room.oid,
      messageOid: turn.assistant.oid,
      model: turn.modelId,
      request: {
        messages: assembled.messages,
        generation: assembled.generation,
        offline: resolved.offline,
      },
      debug: {
        assemble: storedTurnDebug(assembled.debug),
        after: after.debug,
        finishReason: outcome.finishReason,
        usage: outcome.usage,
      },
      price: { quote: assembled.quote, actual: price, charged },
    })
    if (charged > 0) await deps.stories.recordCreditsSpent(turn.room.content_oid, charged)

    writer.emit('state-update', {
      sceneId: after.state.sceneId,
      variables: after.state.variables,
      turnIndex: after.state.turnIndex,
      ended: after.state.ended,
      triggersFired: after.debug.triggersFired,
      variableChanges: after.debug.variableChanges,
    })
    const situation = chooseSituationImage(compiled, after.state, after.visibleText)
    const shown = [
      ...new Set([...after.debug.imagesMadeAvailable, ...after.debug.imagesShown]),
    ].flatMap((imageId) => compiled.images.filter((candidate) => candidate.id === imageId))
    const paidLocked = [...shown, ...(situation ? [situation.image] : [])].some(
      (image) => image.price > 0 && !after.state.unlockedImageIds.includes(image.id),
    )
    const access: ImageAccess = {
      contentOid: turn.room.content_oid,
      stateUnlockedIds: after.state.unlockedImageIds,
      // Pictures the player bought are unlocked in every room of the story.
      // The reply is stored: a failed look-up shows them locked rather than fail the turn.
      boughtHashes: paidLocked
        ? await boughtImageHashes(
            deps.database,
            turn.room.owner_user_oid,
            turn.room.content_oid,
          ).catch((lookupError) => {
            deps.logger.warn({ err: lookupError }, 'bought images look-up failed')
            return new Set<string>()
          })
        : new Set(),
      signer,
      now: deps.clock.now(),
    }
    for (const image of shown) writer.emit('image', imageEvent(image, access, false))
    if (situation) writer.emit('image', imageEvent(situation.image, access, true))
    writer.emit('message-end', {
      messageId: turn.assistant.oid,
      text: after.visibleText,
      creditsCharged: charged,
      turnIndex: after.state.turnIndex,
    })
  } catch (error) {
    // The text streamed before the failure goes out before the error that ends the stream.
    if (macros) deltas.push(macros.flush())
    deltas.flush()
    const failure = error instanceof GenerationFailed ? error.part : null
    deps.logger.warn({ err: error, messageOid: turn.assistant.oid }, 'chat generation failed')
    // Whoever moves the reply out of `streaming` gives the charge back (here, or the
    // sweeper if this process dies first), so it is given back exactly once.
    const claimed = await failMessage(
      db,
      turn.assistant.oid,
      failure?.type === 'error' ? failure.code : 'SERVER',
      failure?.type === 'error' && assembled
        ? expandNameMacros(failure.partialText, assembled.pending.names)
        : '',
    )
    if (claimed)
      await turn.charge
        .cancel()
        .catch((cancelError) => deps.logger.error({ err: cancelError }, 'charge cancel failed'))
    await db
      .updateTable('chat_rooms')
      .set({ head_message_oid: turn.previousHeadOid, updated_at: new Date() })
      .where('oid', '=', turn.room.oid)
      .where('head_message_oid', '=', turn.assistant.oid)
      .execute()
    writer.emit('error', {
      messageId: turn.assistant.oid,
      error: CHAT_MESSAGES.respondFailed,
      code: failure?.type === 'error' ? failure.code : 'SERVER',
    })
  } finally {
    await writer.finish()
  }
  return assembled
}

class GenerationFailed extends Error {
  constructor(readonly part: GenerationPart | null) {
    super(part?.type === 'error' ? part.message : 'The model stream ended without finishing.')
  }
}

function imageEvent(
  image: PreparedTurn['compiled']['images'][number],
  access: ImageAccess,
  situation: boolean,
) {
  // A locked image's address is not sent; it comes from image/signed-url after unlock.
  return {
    imageId: image.id,
    imageHash: image.hash,
    tags: image.tags,
    situation,
    ...imageAddress(image, access),
  }
}

/** What the offline model writes from; real providers ignore unknown provider options. */
function storyHints(turn: PreparedTurn, baseState: TurnState): OfflineStoryHints {
  const { compiled } = turn
  const scene = compiled.scenes.find((candidate) => candidate.id === baseState.sceneId)
  const present = scene?.scope.characterIds.length
    ? compiled.cast.filter((character) => scene.scope.characterIds.includes(character.id))
    : compiled.cast
  const scoped = scene?.scope.lorebookEntryIds ?? []
  const lore = compiled.lorebook
    // Constant entries are usually the writer's tone rules, not things in the world.
    .filter((entry) => !entry.constant && (scoped.length === 0 || scoped.includes(entry.id)))
    .map((entry) => loreSubject(entry.name ?? entry.comment ?? '', entry.keys))
    .filter((subject): subject is string => subject !== null)
    .slice(0, 8)
  return {
    language: compiled.language,
    storyTitle: compiled.title,
    lore,
    ...(scene
      ? { sceneTitle: scene.title, sceneSituation: scene.situation, sceneTags: scene.tags }
      : {}),
    characterNames: present.map((character) => character.name),
    variables: compiled.variables.map((variable) => ({
      name: variable.name,
      type: variable.type,
      value: baseState.variables[variable.name] ?? variable.initial,
    })),
  }
}

/** A lore entry's short name for the offline model: its label when short, else its first plain key. */
function loreSubject(label: string, keys: string[]): string | null {
  const name = label.trim()
  if (name && name.length <= 40) return name
  const key = keys.find((candidate) => candidate.trim() && !candidate.startsWith('/'))
  return key ? key.trim() : null
}
