import type { CompiledStory, VariableValue } from '../compiled'
import { emptyTimedState, type LorebookTimedState } from '../lorebook'

export interface Summary {
  /** First and last turn (inclusive) the summary replaces in the prompt. */
  startTurn: number
  endTurn: number
  content: string
}

/** Text a trigger injected into the response instructions for a number of turns. */
export interface InjectedInstruction {
  text: string
  remainingTurns: number
}

/** A lorebook entry a trigger forced on for a number of turns. */
export interface ForcedLorebookEntry {
  entryId: string
  remainingTurns: number
}

/**
 * Everything a room head needs to assemble the next turn. Plain JSON: a snapshot is stored
 * with every assistant message, so rollback is restoring one value.
 */
export interface TurnState {
  sceneId: string
  variables: Record<string, VariableValue>
  /** Completed turns; the greeting is turn 0, the first player turn is 1. */
  turnIndex: number
  lorebookTimed: LorebookTimedState
  forcedLorebook: ForcedLorebookEntry[]
  injectedInstructions: InjectedInstruction[]
  summaries: Summary[]
  availableImageIds: string[]
  unlockedImageIds: string[]
  /** Images a trigger asked to show, most recent last. */
  shownImageIds: string[]
  /** Triggers that have fired at least once (for `once`). */
  firedTriggerIds: string[]
  /** Last value of each condition trigger, to fire on "becomes true" only. */
  conditionValues: Record<string, boolean>
  ended: boolean
  endText?: string
}

/**
 * The state before the first player turn of an opening. Images without an automatic
 * unlock condition are available from the start (free ones unlocked); gated images become
 * available when their condition holds or a trigger says so. With `sceneId` (the studio's
 * "test from here") the play-through starts in that scene, with the opening's variables.
 * @example initialState(compiled, compiled.startPoints[0].id)
 */
export function initialState(
  compiled: CompiledStory,
  startPointId: string,
  sceneId?: string,
): TurnState {
  const start = compiled.startPoints.find((point) => point.id === startPointId)
  if (!start) throw new Error(`initialState: unknown start point '${startPointId}'`)
  if (sceneId !== undefined && !compiled.scenes.some((scene) => scene.id === sceneId))
    throw new Error(`initialState: unknown scene '${sceneId}'`)
  const variables: Record<string, VariableValue> = {}
  for (const variable of compiled.variables) variables[variable.name] = variable.initial
  for (const [name, value] of Object.entries(start.variableOverrides)) variables[name] = value
  const available = compiled.images.filter((image) => image.unlock.auto === undefined)
  return {
    sceneId: sceneId ?? start.sceneId,
    variables,
    turnIndex: 0,
    lorebookTimed: emptyTimedState(),
    forcedLorebook: [],
    injectedInstructions: [],
    summaries: [],
    availableImageIds: available.map((image) => image.id),
    unlockedImageIds: available.filter((image) => image.price === 0).map((image) => image.id),
    shownImageIds: [],
    firedTriggerIds: [],
    conditionValues: {},
    ended: false,
  }
}
