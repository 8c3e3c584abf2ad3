import type { CompiledStory } from '../compiled'
import { type ConditionEnvironment, evaluateCondition } from '../conditions'
import { applyTimedEffectsPlan } from '../lorebook'
import { expandNameMacros } from '../macros'
import type { TurnState } from './state'
import { applyStateBlock } from './state-block'
import { emptyTriggerLog, runTriggers, type SceneMove, type TriggerLog } from './triggers'
import type { PendingTurn, TurnPorts } from './types'
import type { InvalidUpdate, VariableChange } from './variable-updates'

export interface AfterTurnDebug {
  turnIndex: number
  triggersFired: { id: string; name: string }[]
  variableChanges: VariableChange[]
  invalidUpdates: InvalidUpdate[]
  sceneMoves: SceneMove[]
  imagesMadeAvailable: string[]
  imagesUnlocked: string[]
  imagesShown: string[]
  ended: boolean
}

export interface AfterTurnResult {
  state: TurnState
  /** The response as the player sees it (state block stripped, name macros rendered). */
  visibleText: string
  debug: AfterTurnDebug
}

/**
 * Completes a turn from the model's response: applies the structured state block, runs the
 * end-of-turn triggers, follows the first scene transition whose condition holds, unlocks
 * images whose condition holds, applies the lorebook's timed-effects plan and ages the
 * injected instructions. Pure; pass `pending` from the same turn's `assembleTurn` (without
 * it the turn is treated as turn `state.turnIndex + 1` with no player text).
 */
export function afterTurn(
  compiled: CompiledStory,
  state: TurnState,
  responseText: string,
  _ports: Pick<TurnPorts, 'clock'> | TurnPorts,
  pending?: PendingTurn,
): AfterTurnResult {
  const turnIndex = pending?.turnIndex ?? state.turnIndex + 1
  const userText = pending?.userText ?? ''
  const start = pending?.startState ?? state
  const startLog = pending?.triggerLog ?? emptyTriggerLog()
  const log: TriggerLog = {
    ...emptyTriggerLog(),
    fired: [...startLog.fired],
    variableChanges: [...startLog.variableChanges],
    invalidUpdates: [...startLog.invalidUpdates],
    sceneMoves: [...startLog.sceneMoves],
    imagesMadeAvailable: [...startLog.imagesMadeAvailable],
    imagesShown: [...startLog.imagesShown],
  }

  const block = applyStateBlock(compiled, start.variables, responseText)
  log.variableChanges.push(...block.changes)
  log.invalidUpdates.push(...block.invalid)
  // The reply as the player read it streamed: a `{{user}}` the model wrote shows their name.
  const visibleText = pending
    ? expandNameMacros(block.visibleText, pending.names)
    : block.visibleText

  // Instructions and forced entries used by this turn's prompt age by one turn.
  let next: TurnState = {
    ...start,
    variables: block.variables,
    injectedInstructions: age(start.injectedInstructions),
    forcedLorebook: age(start.forcedLorebook),
  }
  next = runTriggers(compiled, next, 'end', turnIndex, { userText, aiText: visibleText }, log)
  // A closing text set this turn reads like the reply: `{{user}}` shows the player's name.
  if (pending && next.endText !== undefined && next.endText !== state.endText)
    next = { ...next, endText: expandNameMacros(next.endText, pending.names) }

  const environment = (): ConditionEnvironment => ({
    variables: next.variables,
    turnIndex,
    sceneId: next.sceneId,
    userText,
    aiText: visibleText,
  })
  if (!log.sceneMoves.some((move) => move.cause === 'trigger')) {
    const scene = compiled.scenes.find((candidate) => candidate.id === next.sceneId)
    // Unconditional transitions are left to the model or a trigger.
    const move = scene?.transitions.find(
      (transition) =>
        transition.condition && evaluateCondition(transition.condition, environment()),
    )
    if (
      scene &&
      move &&
      compiled.scenes.some((candidate) => candidate.id === move.to) &&
      move.to !== scene.id
    ) {
      log.sceneMoves.push({ from: scene.id, to: move.to, cause: 'transition' })
      next = { ...next, sceneId: move.to }
    }
  }

  const imagesUnlocked: string[] = []
  for (const image of compiled.images) {
    if (!image.unlock.auto || next.unlockedImageIds.includes(image.id)) continue
    if (!evaluateCondition(image.unlock.auto, environment())) continue
    imagesUnlocked.push(image.id)
    next = {
      ...next,
      unlockedImageIds: [...next.unlockedImageIds, image.id],
      availableImageIds: next.availableImageIds.includes(image.id)
        ? next.availableImageIds
        : [...next.availableImageIds, image.id],
    }
  }

  if (pending)
    next = {
      ...next,
      lorebookTimed: applyTimedEffectsPlan(next.lorebookTimed, pending.timedEffectsPlan),
    }
  next = { ...next, turnIndex }

  return {
    state: next,
    visibleText,
    debug: {
      turnIndex,
      triggersFired: log.fired,
      variableChanges: log.variableChanges,
      invalidUpdates: log.invalidUpdates,
      sceneMoves: log.sceneMoves,
      imagesMadeAvailable: log.imagesMadeAvailable,
      imagesUnlocked,
      imagesShown: log.imagesShown,
      ended: next.ended,
    },
  }
}

function age<Item extends { remainingTurns: number }>(items: readonly Item[]): Item[] {
  return items
    .map((item) => ({ ...item, remainingTurns: item.remainingTurns - 1 }))
    .filter((item) => item.remainingTurns > 0)
}
