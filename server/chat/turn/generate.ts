import type { ModelMessage } from 'ai'
import { actualPrice } from '../../../engine/pricing'
import { afterTurn, chooseSituationImage } from '../../../engine/turn'
import {
  CHAT_MESSAGES,
  completeMessage,
  failMessage,
  insertPromptLog,
} from '../../../platform/chat'
import { type GenerationPart, type OfflineStoryHints, streamGeneration } from '../../models'
import type { ChatRuntimeDeps } from '../runtime'
import type { PreparedTurn } from './start'
import { createStateBlockFilter } from './state-block-filter'

/**
 * Runs a prepared turn to its end, whoever is listening: streams deltas to the hub,
 * then applies the engine's afterTurn, persists message + state + prompt log, settles
 * the credits and closes the stream. A provider failure voids the charge, marks the
 * message failed, restores the previous head and ends the stream with the spec's text.
 */
export async function runGeneration(deps: ChatRuntimeDeps, turn: PreparedTurn): Promise<void> {
  const { db } = deps.database
  const writer = deps.hub.open(turn.assistant.oid)
  const resolved = deps.resolveModel(turn.modelId)
  const { assembled, compiled } = turn
  writer.emit('message-start', {
    messageId: turn.assistant.oid,
    userMessageId: turn.userMessage?.oid ?? null,
    parentId: turn.assistant.parent_oid,
    roomId: turn.room.oid,
    turnIndex: assembled.pending.turnIndex,
    model: turn.modelId,
    offline: resolved.offline,
    quote: assembled.quote.credits,
  })
  const filter = createStateBlockFilter()
  let outcome: GenerationPart | null = null
  try {
    for await (const part of streamGeneration({
      model: resolved.model,
      messages: assembled.messages as ModelMessage[],
      maxOutputTokens: assembled.generation.maxTokens,
      temperature: assembled.generation.temperature,
      seed: turn.seed,
      providerOptions: { taleloom: storyHints(turn) as Record<string, unknown> },
      systemMessagesMidConversation:
        resolved.descriptor.provider === 'google' && !resolved.offline ? 'fold' : 'keep',
    })) {
      if (part.type === 'text-delta') {
        const visible = filter.push(part.text)
        if (visible) writer.emit('text-delta', { delta: visible })
      } else {
        outcome = part
      }
    }
    if (outcome?.type !== 'finish') throw new GenerationFailed(outcome)
    const tail = filter.flush()
    if (tail) writer.emit('text-delta', { delta: tail })

    const after = afterTurn(
      compiled,
      turn.baseState,
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
    await completeMessage(db, turn.assistant.oid, {
      text: after.visibleText,
      state: after.state,
      creditsCharged: charged,
    })
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
        assemble: assembled.debug,
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
    for (const imageId of new Set([
      ...after.debug.imagesMadeAvailable,
      ...after.debug.imagesShown,
    ])) {
      const image = compiled.images.find((candidate) => candidate.id === imageId)
      if (image) writer.emit('image', imageEvent(image, after.state.unlockedImageIds, false))
    }
    if (situation)
      writer.emit('image', imageEvent(situation.image, after.state.unlockedImageIds, true))
    writer.emit('message-end', {
      messageId: turn.assistant.oid,
      text: after.visibleText,
      creditsCharged: charged,
      turnIndex: after.state.turnIndex,
    })
  } catch (error) {
    const failure = error instanceof GenerationFailed ? error.part : null
    deps.logger.warn({ err: error, messageOid: turn.assistant.oid }, 'chat generation failed')
    await turn.charge
      .cancel()
      .catch((cancelError) => deps.logger.error({ err: cancelError }, 'charge cancel failed'))
    await failMessage(
      db,
      turn.assistant.oid,
      failure?.type === 'error' ? failure.code : 'SERVER',
      failure?.type === 'error' ? failure.partialText : '',
    )
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
}

class GenerationFailed extends Error {
  constructor(readonly part: GenerationPart | null) {
    super(part?.type === 'error' ? part.message : 'The model stream ended without finishing.')
  }
}

function imageEvent(
  image: PreparedTurn['compiled']['images'][number],
  unlocked: string[],
  situation: boolean,
) {
  const isUnlocked = image.price === 0 || unlocked.includes(image.id)
  return {
    imageId: image.id,
    imageHash: image.hash,
    tags: image.tags,
    situation,
    locked: !isUnlocked,
    price: image.price,
    // A locked image's address is not sent; it comes from image/signed-url after unlock.
    url: isUnlocked ? image.url : null,
  }
}

/** What the offline model writes from; real providers ignore unknown provider options. */
function storyHints(turn: PreparedTurn): OfflineStoryHints {
  const { compiled, baseState } = turn
  const scene = compiled.scenes.find((candidate) => candidate.id === baseState.sceneId)
  const present = scene?.scope.characterIds.length
    ? compiled.cast.filter((character) => scene.scope.characterIds.includes(character.id))
    : compiled.cast
  return {
    language: compiled.language,
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
