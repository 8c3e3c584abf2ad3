import type { CompiledStory } from '../compiled'
import { expandMacros } from '../macros'
import { type Reader, readerMacros } from './reader'
import type { TurnState } from './state'

/**
 * The opening message of a start point as the player reads it: its macros expanded the way
 * a turn's prompt expands them (`{{user}}`, `{{char}}`, `{{getvar::…}}`, `{{scene}}`), with
 * the starting state. Without this a writer's "Welcome, {{user}}" showed its braces.
 */
export function greetingText(
  compiled: CompiledStory,
  startPointId: string,
  state: Pick<TurnState, 'sceneId' | 'variables'>,
  reader: Reader,
): string {
  const start = compiled.startPoints.find((point) => point.id === startPointId)
  if (!start) return ''
  return expandMacros(start.greeting, readerMacros(compiled, state, reader, 0))
}

/**
 * The opening of a play-through that starts in a scene (the studio's "test from here"):
 * the start point's greeting when the start enters that scene, else the scene's situation,
 * else its title; macros expanded as a greeting's are.
 */
export function sceneOpeningText(
  compiled: CompiledStory,
  startPointId: string,
  state: Pick<TurnState, 'sceneId' | 'variables'>,
  reader: Reader,
): string {
  const start = compiled.startPoints.find((point) => point.id === startPointId)
  if (start?.sceneId === state.sceneId) return greetingText(compiled, startPointId, state, reader)
  const scene = compiled.scenes.find((candidate) => candidate.id === state.sceneId)
  if (!scene) return ''
  return expandMacros(
    scene.situation.trim() || scene.title,
    readerMacros(compiled, state, reader, 0),
  )
}
