import type { CompiledStory } from '../compiled'
import { expandMacros, type MacroContext } from '../macros'
import { sceneCast } from './sections'
import { initialState, type TurnState } from './state'

/** Who reads a text: `{{user}}` is their persona's name (or their own), `{{nickname}}` their name here. */
export interface Reader {
  user: string
  nickname?: string
}

/** `{{user}}` for a reader with no name of their own: a guest, or a visitor not signed in. */
export const DEFAULT_READER_NAME = 'Guest'

/**
 * The macros of a text read at a point of the story, as the turn's prompt renders them:
 * `{{user}}` the reader, `{{char}}` the first character of the scene's cast, `{{scene}}` its
 * title, `{{getvar::…}}` the state's variables. Every text the player reads (greetings,
 * the story page, a room's title, replies) takes its names from here.
 */
export function readerMacros(
  compiled: CompiledStory,
  state: Pick<TurnState, 'sceneId' | 'variables'>,
  reader: Reader,
  turn: number,
): MacroContext {
  const scene = compiled.scenes.find((candidate) => candidate.id === state.sceneId)
  const context: MacroContext = {
    user: reader.user,
    char: sceneCast(compiled, scene)[0]?.name ?? '',
    variables: state.variables,
    scene: scene?.title ?? '',
    turn,
  }
  if (reader.nickname !== undefined) context.nickname = reader.nickname
  return context
}

/**
 * A writer's text read before a room's first turn (a start point's title, the story page,
 * a new room's title), rendered at the start point's starting state; the story's first
 * start point when `startPointId` is absent or unknown.
 * @example openingText(compiled, 'start-2', "{{char}}'s birthday", { user: 'Ana' }) // "Amy's birthday"
 */
export function openingText(
  compiled: CompiledStory,
  startPointId: string | undefined,
  text: string,
  reader: Reader,
): string {
  if (!text.includes('{{')) return text
  const start =
    compiled.startPoints.find((point) => point.id === startPointId) ?? compiled.startPoints[0]
  const state = start ? initialState(compiled, start.id) : { sceneId: '', variables: {} }
  return expandMacros(text, readerMacros(compiled, state, reader, 0))
}
