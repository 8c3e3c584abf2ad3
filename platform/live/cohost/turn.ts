/**
 * A co-host turn, from what the chat heard to the stored reply: the trigger claimed (planner
 * and hold, turns.ts), the prompt assembled by the engine (prompt.ts), the model streamed
 * into masked `cohost` frames every instance's viewers get, the reply stored as an ordinary
 * chat message under the id its frames carried, and the hold settled at the engine's price
 * for what was produced (at most the hold, once). A failure withdraws the reply (`failed`)
 * and gives the hold back; a turn a restart cut is the sweeper's (turns.ts).
 */

import type { CompiledStory } from '../../../engine/compiled'
import { actualPrice } from '../../../engine/pricing'
import { cohostSender, type HeardLine } from '../chat'
import { COHOST_LIMITS, type CohostSettings } from './contract'
import { type CohostTrigger, planCohostTurn } from './planner'
import type { CohostTurnDeps } from './ports'
import { buildCohostPrompt, cohostPrice } from './prompt'
import { createMaskedReply } from './reply-mask'
import type { CohostTurns } from './turns'

/** A chat line or live event as the trigger it is, or null (lines of no interest). */
export function triggerOf(line: HeardLine): CohostTrigger | null {
  if (line.kind === 'message') {
    const { message } = line
    return {
      kind: 'chat',
      messageId: message.id,
      senderName: message.isHiddenName ? '' : message.sender.nickname,
      content: message.content,
      fromCohost: message.sender.isCohost === true,
    }
  }
  const { data } = line
  const oid = typeof data.oid === 'string' ? data.oid : ''
  if (!oid || data.isTest === true) return null
  const donor =
    data.isHiddenName === true || typeof data.nickname !== 'string' || !data.nickname
      ? null
      : data.nickname
  const coin = typeof data.coin === 'number' ? data.coin : 0
  const content = typeof data.content === 'string' ? data.content : ''
  if (line.name === 'mission') {
    const status = data.status
    if (status !== 'accepted' && status !== 'success' && status !== 'failed') return null
    return { kind: 'mission', key: `${oid}:${status}`, status, donor, coin, content }
  }
  if (data.donationType === 'roulette') {
    const optionName = typeof data.optionName === 'string' ? data.optionName : ''
    return { kind: 'roulette', key: oid, donor, coin, optionName }
  }
  return { kind: 'donation', key: oid, donor, coin, content }
}

const seedOf = (oid: string) => Number.parseInt(oid.slice(-8), 16) >>> 0

export function createCohostRunner(
  deps: CohostTurnDeps & { clock: { now(): Date } },
  store: {
    turns: CohostTurns
    settingsOf(creatorOid: string): Promise<CohostSettings>
  },
) {
  const { chat, logger, clock } = deps
  const running = new Set<Promise<void>>()
  // Compiled versions never change: a few are kept, the one in use most of all.
  const compiledCache = new Map<string, CompiledStory>()

  async function compiledOf(storyOid: string, version: number) {
    const key = `${storyOid}:${version}`
    const cached = compiledCache.get(key)
    if (cached) return cached
    const compiled = await deps.compiledStory(storyOid, version)
    if (!compiled) return null
    if (compiledCache.size >= 8) compiledCache.delete(compiledCache.keys().next().value as string)
    compiledCache.set(key, compiled)
    return compiled
  }

  /** Answers the trigger if the planner says so; resolves once the turn is over. */
  async function answer(creatorOid: string, trigger: CohostTrigger): Promise<void> {
    const settings = await store.settingsOf(creatorOid)
    // The cheap refusals first, without the lock: most chat lines never name the character.
    const early = planCohostTurn({
      trigger,
      settings,
      budget: { spentStream: 0, spentMonth: 0 },
      rate: { busy: false, lastStartedAt: null },
      streamOid: 'on air',
      price: 0,
      now: clock.now().getTime(),
    })
    if (early.action === 'skip') return
    if (settings.storyOid === null || settings.version === null) return
    const compiled = await compiledOf(settings.storyOid, settings.version)
    if (!compiled) return
    const model = deps.models.model(compiled.model)
    const claimed = await store.turns.claim(creatorOid, trigger, cohostPrice(model.descriptor))
    const turn = claimed.turn
    if (!turn) return
    const sender = cohostSender(creatorOid, turn.settings.characterName)
    let id: string | null = null
    try {
      id = await chat.reserveId()
      await store.turns.markStreaming(turn.oid, id)
      await chat.publish(creatorOid, { phase: 'start', id, sender, content: '' })
      const [lines, bannedWords] = await Promise.all([
        chat.recentLines(creatorOid, COHOST_LIMITS.recentLines),
        chat.bannedWords(creatorOid),
      ])
      const assembled = buildCohostPrompt({
        compiled,
        settings: turn.settings,
        context: turn.context,
        // The trigger's own line is quoted as what is answered, not twice.
        lines: lines.filter((line) => trigger.kind !== 'chat' || line.id !== trigger.messageId),
        descriptor: model.descriptor,
        tokenizer: deps.tokenizer,
        seed: seedOf(turn.oid),
        now: clock.now().getTime(),
      })
      const masked = createMaskedReply(bannedWords)
      let outputTokens: number | null = null
      for await (const part of model.generate({
        messages: assembled.messages,
        maxOutputTokens: assembled.generation.maxTokens,
        temperature: assembled.generation.temperature,
        seed: seedOf(turn.oid),
        hints: {
          language: compiled.language,
          storyTitle: compiled.title,
          characterNames: [turn.settings.characterName],
          task: 'reply',
        },
      })) {
        if (part.type === 'text-delta') {
          const out = masked.push(part.text)
          if (out) await chat.publish(creatorOid, { phase: 'delta', id, sender, content: out })
        } else if (part.type === 'finish') outputTokens = part.usage.outputTokens
        else throw new Error(`co-host generation failed: ${part.message}`)
      }
      const { rest, whole } = masked.end()
      if (outputTokens === null || !whole.trim()) throw new Error('co-host reply is empty')
      // The letters held back for a banned word that never came: the deltas spell the whole.
      if (rest) await chat.publish(creatorOid, { phase: 'delta', id, sender, content: rest })
      const price = actualPrice(
        assembled.pending.priceInput,
        assembled.pending.billableTokens,
        outputTokens,
      ).credits
      // Settled first: a turn the sweeper finished meanwhile (its reply already withdrawn)
      // is neither stored nor announced, and charges nothing.
      if ((await store.turns.settle(turn.oid, price, id)) !== 'settled') return
      await chat.store(creatorOid, id, sender, whole)
      await chat.publish(creatorOid, { phase: 'end', id, sender, content: whole })
      // The overlay shows (and may speak) a line that answered a donation, mission or roulette.
      if (trigger.kind !== 'chat')
        await chat.publishEvent(creatorOid, 'cohostLine', {
          messageId: id,
          donationOid: trigger.kind === 'mission' ? null : trigger.key,
          characterName: turn.settings.characterName,
          content: whole,
          voice: turn.settings.voice,
        })
    } catch (error) {
      logger.warn({ err: error, turnOid: turn.oid }, 'co-host turn failed')
      if (id !== null)
        await chat.publish(creatorOid, { phase: 'failed', id, sender, content: '' }).catch(() => {})
      await store.turns.fail(turn.oid)
    }
  }

  return {
    /** What the chat heard, answered in the background (the sender is never held up). */
    heard(line: HeardLine) {
      const trigger = triggerOf(line)
      if (!trigger) return
      const turn = answer(line.creatorOid, trigger)
        .catch((error) => logger.error({ err: error }, 'co-host: trigger not handled'))
        .finally(() => running.delete(turn))
      running.add(turn)
    },
    answer,
    /**
     * Sweeps the turns a restart cut (turns.ts) and withdraws the replies they had started,
     * so no viewer keeps a line streaming forever (nor is told it on connecting).
     */
    async sweep() {
      const swept = await store.turns.sweep()
      for (const turn of swept) {
        if (turn.status !== 'failed' || turn.messageId === null) continue
        const { characterName } = await store.settingsOf(turn.creatorOid)
        await chat.publish(turn.creatorOid, {
          phase: 'failed',
          id: turn.messageId,
          sender: cohostSender(turn.creatorOid, characterName),
          content: '',
        })
      }
      return swept
    },
    /** Resolves once every turn started so far is over (tests, shutdown). */
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running])
    },
  }
}

export type CohostRunner = ReturnType<typeof createCohostRunner>
