/** The story page's texts as a viewer reads them, macros rendered. */
import type { CompiledStory } from '../../engine/compiled'
import { DEFAULT_READER_NAME, openingText } from '../../engine/turn'
import type { SessionUser } from '../http'
import type { PublicContent } from './content-rows'

/** An opening of the published story, as the story page offers it (`startStoryOid` of `POST /chat-room`). */
export interface StartPointSummary {
  id: string
  title: string
}

/**
 * The story page's texts as `viewer` reads them: `{{char}}` is the character of the story's
 * first opening (of its own opening for a start point's title), `{{user}}` the viewer's
 * nickname, or the guest's name a visitor would play under (`DEFAULT_READER_NAME`).
 */
export function storyPageTexts(
  compiled: CompiledStory,
  texts: Pick<PublicContent, 'title' | 'briefIntro' | 'description'>,
  viewer: Pick<SessionUser, 'nickname'> | null,
): Pick<PublicContent, 'title' | 'briefIntro' | 'description'> & {
  startPoints: StartPointSummary[]
} {
  const name = viewer?.nickname || DEFAULT_READER_NAME
  const reader = { user: name, nickname: name }
  return {
    title: openingText(compiled, undefined, texts.title, reader),
    briefIntro: openingText(compiled, undefined, texts.briefIntro, reader),
    description: openingText(compiled, undefined, texts.description, reader),
    startPoints: compiled.startPoints.map(({ id, title }) => ({
      id,
      title: openingText(compiled, id, title, reader),
    })),
  }
}
