import type { CompiledStory, CompiledTrigger, TriggerEffect } from '../compiled'
import { type ConditionEnvironment, evaluateCondition } from '../conditions'
import { parseRegexKey } from '../lorebook'
import type { TurnState } from './state'
import {
  checkVariableAddition,
  checkVariableValue,
  type InvalidUpdate,
  type VariableChange,
} from './variable-updates'

export type TriggerPhase = 'start' | 'end'

export interface SceneMove {
  from: string
  to: string
  cause: 'trigger' | 'transition'
}

/** What happened while triggers ran; afterTurn turns it into its debug record. */
export interface TriggerLog {
  fired: { id: string; name: string }[]
  variableChanges: VariableChange[]
  invalidUpdates: InvalidUpdate[]
  sceneMoves: SceneMove[]
  imagesMadeAvailable: string[]
  imagesShown: string[]
}

export function emptyTriggerLog(): TriggerLog {
  return {
    fired: [],
    variableChanges: [],
    invalidUpdates: [],
    sceneMoves: [],
    imagesMadeAvailable: [],
    imagesShown: [],
  }
}

const PHASE_KINDS: Record<TriggerPhase, readonly CompiledTrigger['when']['kind'][]> = {
  // Player text is known before generation, so its triggers can shape this very reply.
  start: ['turn-start', 'user-text'],
  end: ['turn-end', 'ai-text', 'condition'],
}

/**
 * Runs the triggers of one phase in compiled order; each sees the effects of the ones
 * before it. Returns the next state; `log` collects what happened.
 */
export function runTriggers(
  compiled: CompiledStory,
  state: TurnState,
  phase: TriggerPhase,
  turnIndex: number,
  texts: { userText: string; aiText: string },
  log: TriggerLog,
): TurnState {
  let current = state
  for (const trigger of compiled.triggers) {
    if (!PHASE_KINDS[phase].includes(trigger.when.kind)) continue
    const environment: ConditionEnvironment = {
      variables: current.variables,
      turnIndex,
      sceneId: current.sceneId,
      userText: texts.userText,
      aiText: texts.aiText,
    }
    let fires: boolean
    if (trigger.when.kind === 'condition') {
      const holds = trigger.when.condition
        ? evaluateCondition(trigger.when.condition, environment)
        : false
      fires = holds && current.conditionValues[trigger.id] !== true
      current = { ...current, conditionValues: { ...current.conditionValues, [trigger.id]: holds } }
    } else {
      fires =
        whenMatches(trigger, texts) &&
        (!trigger.when.condition || evaluateCondition(trigger.when.condition, environment))
    }
    if (!fires) continue
    if (trigger.when.once && current.firedTriggerIds.includes(trigger.id)) continue
    log.fired.push({ id: trigger.id, name: trigger.name })
    if (!current.firedTriggerIds.includes(trigger.id)) {
      current = { ...current, firedTriggerIds: [...current.firedTriggerIds, trigger.id] }
    }
    for (const effect of trigger.effects) current = applyEffect(compiled, current, effect, log)
  }
  return current
}

function whenMatches(
  trigger: CompiledTrigger,
  texts: { userText: string; aiText: string },
): boolean {
  const { kind, pattern } = trigger.when
  if (kind !== 'user-text' && kind !== 'ai-text') return true
  if (!pattern) return false
  const text = kind === 'user-text' ? texts.userText : texts.aiText
  const regex = parseRegexKey(pattern)
  return regex ? regex.test(text) : text.toLowerCase().includes(pattern.toLowerCase())
}

export function applyEffect(
  compiled: CompiledStory,
  state: TurnState,
  effect: TriggerEffect,
  log: TriggerLog,
): TurnState {
  switch (effect.kind) {
    case 'set-variable':
    case 'add-variable': {
      const check =
        effect.kind === 'set-variable'
          ? checkVariableValue(compiled, effect.name, effect.value)
          : checkVariableAddition(compiled, state.variables, effect.name, effect.amount)
      if (!check.ok) {
        const value = effect.kind === 'set-variable' ? effect.value : effect.amount
        log.invalidUpdates.push({
          name: effect.name,
          value,
          source: 'trigger',
          reason: check.reason,
        })
        return state
      }
      log.variableChanges.push({
        name: effect.name,
        from: state.variables[effect.name],
        to: check.value,
        source: 'trigger',
      })
      return { ...state, variables: { ...state.variables, [effect.name]: check.value } }
    }
    case 'move-to-scene':
      if (
        effect.sceneId === state.sceneId ||
        !compiled.scenes.some((scene) => scene.id === effect.sceneId)
      )
        return state
      log.sceneMoves.push({ from: state.sceneId, to: effect.sceneId, cause: 'trigger' })
      return { ...state, sceneId: effect.sceneId }
    case 'activate-lorebook':
      return {
        ...state,
        forcedLorebook: [
          ...state.forcedLorebook.filter((forced) => forced.entryId !== effect.entryId),
          { entryId: effect.entryId, remainingTurns: Math.max(1, effect.turns) },
        ],
      }
    case 'inject-instruction':
      return {
        ...state,
        injectedInstructions: [
          ...state.injectedInstructions,
          { text: effect.text, remainingTurns: Math.max(1, effect.turns) },
        ],
      }
    case 'make-image-available':
      if (state.availableImageIds.includes(effect.imageId)) return state
      log.imagesMadeAvailable.push(effect.imageId)
      return { ...state, availableImageIds: [...state.availableImageIds, effect.imageId] }
    case 'show-image': {
      log.imagesShown.push(effect.imageId)
      const available = state.availableImageIds.includes(effect.imageId)
        ? state.availableImageIds
        : [...state.availableImageIds, effect.imageId]
      return {
        ...state,
        availableImageIds: available,
        shownImageIds: [...state.shownImageIds, effect.imageId],
      }
    }
    case 'end-story':
      return effect.text === undefined
        ? { ...state, ended: true }
        : { ...state, ended: true, endText: effect.text }
    default:
      throw new Error(`applyEffect: unknown effect ${JSON.stringify(effect satisfies never)}`)
  }
}
