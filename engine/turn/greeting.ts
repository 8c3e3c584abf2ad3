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
