import type { TimedEffectsPlan } from './activation-types'
import type { LorebookEntry, LorebookTimedState, TimedEffect } from './types'

export function emptyTimedState(): LorebookTimedState {
  return { sticky: {}, cooldown: {} }
}

/**
 * An effect only counts when it was created by an earlier turn: one created at this turn
 * index (or later) belongs to a rerolled or rolled-back branch and is ignored, so a reroll
 * sees exactly the state the first attempt saw.
 */
export function isEffectActive(effect: TimedEffect | undefined, turnIndex: number): boolean {
  return (
    effect !== undefined &&
    effect.activatedTurn < turnIndex &&
    effect.firstTurn <= turnIndex &&
    turnIndex <= effect.lastTurn
  )
}

/**
 * Plans the timed effects after activation at `turnIndex`: a new sticky window for entries
 * not already held by one, a cooldown that starts after the sticky window, and removal of
 * expired or stale (same-or-later turn) effects.
 */
export function planTimedEffects(
  state: LorebookTimedState,
  activated: readonly { entry: LorebookEntry; cause: string }[],
  turnIndex: number,
): TimedEffectsPlan {
  const plan: TimedEffectsPlan = { turnIndex, set: [], remove: [] }
  for (const kind of ['sticky', 'cooldown'] as const) {
    for (const [entryId, effect] of Object.entries(state[kind])) {
      if (effect.activatedTurn >= turnIndex || effect.lastTurn < turnIndex) {
        plan.remove.push({ kind, entryId })
      }
    }
  }
  for (const { entry, cause } of activated) {
    if (cause === 'sticky') continue
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
