import type { TurnState } from '../../../engine/turn'
import { conflict } from '../../http'

/** Where a room's story stands at a reply: going on, or ended with its closing text. */
export interface StoryEnding {
  ended: boolean
  /** The "End the story" trigger's closing text; null when it had none or the story goes on. */
  endText: string | null
}

export const STORY_ENDED_MESSAGE = 'This story has ended. Start it again to play once more.'

export const storyEnded = () => conflict('STORY_ENDED', STORY_ENDED_MESSAGE)

/**
 * The ending a reply's stored state records. A missing or foreign state (the greeting of a
 * room older than endings, a reply still streaming) is a story that goes on.
 * @example storyEndingOf({ ended: true, endText: 'Fin' }) // { ended: true, endText: 'Fin' }
 */
export function storyEndingOf(state: unknown): StoryEnding {
  if (typeof state !== 'object' || state === null) return { ended: false, endText: null }
  const { ended, endText } = state as Partial<Pick<TurnState, 'ended' | 'endText'>>
  if (ended !== true) return { ended: false, endText: null }
  return { ended: true, endText: typeof endText === 'string' && endText !== '' ? endText : null }
}

/**
 * Every turn (a message, an auto-chat, a reroll) grows the conversation at the room's head;
 * once the story has ended there, none runs and nothing is charged. Rolling back to an
 * earlier reply makes a head that goes on; a new room starts the story again.
 */
export function refuseAfterEnding(headState: unknown): void {
  if (storyEndingOf(headState).ended) throw storyEnded()
}
