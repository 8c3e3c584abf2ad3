import type { TimedEffectsPlan } from './activation-types'
import type { LorebookEntry, LorebookTimedState, TimedEffect } from './types'

export function emptyTimedState(): LorebookTimedState {
  return { sticky: {}, cooldown: {} }
}

/** What a book counts timed effects in, and the clock of this turn in that unit. */
export interface TimedClock {
  unit: 'turns' | 'messages'
  turnIndex: number
  /** Chat messages as SillyTavern counts them (greeting and the new message included). */
  messageCount: number
}

export const turnClock = (turnIndex: number): TimedClock => ({
  unit: 'turns',
  turnIndex,
  messageCount: 2 * turnIndex,
})

/**
 * An effect only counts when it was created by an earlier turn: one created at this turn
 * index (or later) belongs to a rerolled or rolled-back branch and is ignored, so a reroll
 * sees exactly the state the first attempt saw. A message-counted effect holds while the
 * chat is shorter than its end (SillyTavern: `chat.length < end`).
 */
export function isEffectActive(
  effect: TimedEffect | undefined,
  turnIndex: number,
  messageCount = 2 * turnIndex,
): boolean {
  if (effect === undefined || effect.activatedTurn >= turnIndex) return false
  if (effect.messages) return messageCount < effect.messages.end
  return effect.firstTurn <= turnIndex && turnIndex <= effect.lastTurn
}

/** A message-counted sticky effect that ended by this turn (its cooldown starts now). */
export function stickyEnded(effect: TimedEffect, clock: TimedClock): boolean {
  return (
    effect.messages !== undefined &&
    effect.activatedTurn < clock.turnIndex &&
    clock.messageCount >= effect.messages.end
  )
}

/** Whether the entry's `delay` still holds it back (SillyTavern: `chat.length < delay`). */
export function isDelayed(entry: LorebookEntry, clock: TimedClock): boolean {
  if (!(entry.delay > 0)) return false
  return (clock.unit === 'messages' ? clock.messageCount : clock.turnIndex) < entry.delay
}

/**
 * Plans the timed effects after activation at `turnIndex`. In turns: a new sticky window
 * for entries not already held by one, a cooldown that starts after the sticky window, and
 * removal of expired or stale (same-or-later turn) effects. In messages (SillyTavern): the
 * sticky effect runs from the activation's message count for `sticky` messages; the
 * cooldown runs for `cooldown` messages from the activation, or, with a sticky, from the
 * first turn after the sticky ended (`endedSticky`), kept on a reroll as SillyTavern's
 * `protected` cooldown is kept on a swipe.
 */
export function planTimedEffects(
  state: LorebookTimedState,
  activated: readonly { entry: LorebookEntry; cause: string }[],
  clock: TimedClock,
  endedSticky: readonly LorebookEntry[] = [],
): TimedEffectsPlan {
  const { turnIndex } = clock
  // An entry held by its sticky effect keeps it: SillyTavern sets an effect only when absent.
  const held = (entry: LorebookEntry, cause: string) =>
    cause === 'sticky' || isEffectActive(state.sticky[entry.id], turnIndex, clock.messageCount)
  const plan: TimedEffectsPlan = { turnIndex, set: [], remove: [] }
  for (const kind of ['sticky', 'cooldown'] as const) {
    for (const [entryId, effect] of Object.entries(state[kind])) {
      const expired = effect.messages
        ? clock.messageCount >= effect.messages.end
        : effect.lastTurn < turnIndex
      if (effect.activatedTurn >= turnIndex || expired) plan.remove.push({ kind, entryId })
    }
  }
  if (clock.unit === 'messages') {
    const start = clock.messageCount
    for (const entry of endedSticky) {
      const cooldown = Math.max(0, Math.floor(entry.cooldown))
      const effect = { ...unusedTurns(turnIndex - 1), messages: { start, end: start + cooldown } }
      plan.set.push({ kind: 'cooldown', entryId: entry.id, effect })
    }
    for (const { entry, cause } of activated) {
      if (held(entry, cause)) continue
      const sticky = Math.max(0, Math.floor(entry.sticky))
      const cooldown = Math.max(0, Math.floor(entry.cooldown))
      const kind = sticky > 0 ? 'sticky' : cooldown > 0 ? 'cooldown' : undefined
      if (!kind) continue
      const length = kind === 'sticky' ? sticky : cooldown
      const effect = { ...unusedTurns(turnIndex), messages: { start, end: start + length } }
      plan.set.push({ kind, entryId: entry.id, effect })
    }
    return plan
  }
  for (const { entry, cause } of activated) {
    if (held(entry, cause)) continue
    const stickyTurns = Math.max(0, Math.floor(entry.sticky))
    if (stickyTurns > 0) {
      const effect = {
        activatedTurn: turnIndex,
        firstTurn: turnIndex + 1,
        lastTurn: turnIndex + stickyTurns,
      }
      plan.set.push({ kind: 'sticky', entryId: entry.id, effect })
    }
    const cooldownTurns = Math.max(0, Math.floor(entry.cooldown))
    if (cooldownTurns > 0) {
      const firstTurn = turnIndex + stickyTurns + 1
      const effect = {
        activatedTurn: turnIndex,
        firstTurn,
        lastTurn: firstTurn + cooldownTurns - 1,
      }
      plan.set.push({ kind: 'cooldown', entryId: entry.id, effect })
    }
  }
  return plan
}

const unusedTurns = (activatedTurn: number) => ({ activatedTurn, firstTurn: 0, lastTurn: 0 })

/** Applies a plan immutably. Applying the same plan twice gives the same state. */
export function applyTimedEffectsPlan(
  state: LorebookTimedState,
  plan: TimedEffectsPlan,
): LorebookTimedState {
  const next: LorebookTimedState = { sticky: { ...state.sticky }, cooldown: { ...state.cooldown } }
  for (const { kind, entryId } of plan.remove) delete next[kind][entryId]
  for (const { kind, entryId, effect } of plan.set) next[kind][entryId] = effect
  return next
}
