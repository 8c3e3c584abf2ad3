import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import { Link } from '../../../web/routing'
import { StoryText } from '../../../web/story'
import { playHref, storyReviewsHref } from '../../catalogue/play-link'
import { useLocalizedPath } from '../../shell/use-localized-path'
import type { StoryEnding } from '../room/ending'
import type { RoomStore } from '../room/room-store'

/**
 * Closes an ended story after its last message, in place of the composer: the closing text
 * as story text, "Start again" (a new room at the same opening, through the chat page's
 * opener) and "Rate this story" (the story page's reviews). A message typed before the end was known is shown, not lost.
 */
export function EndingCard({
  store,
  contentOid,
  ending,
}: {
  store: RoomStore
  contentOid: string
  ending: StoryEnding
}) {
  const { t } = useTranslation('chat')
  const localize = useLocalizedPath()
  const start = useStore(store, (state) => state.room?.startStoryOid ?? null)
  const unsent = useStore(store, (state) => state.draft.trim())
  return (
    <section className="chat-ending" aria-labelledby="chat-ending-title" data-testid="chat-ending">
      <h2 id="chat-ending-title" className="chat-ending-title">
        {t('chatEnding.title')}
      </h2>
      <div className="chat-ending-text" data-testid="chat-ending-text">
        {ending.text ? <StoryText text={ending.text} /> : <p>{t('chatEnding.noText')}</p>}
      </div>
      {unsent ? (
        <div className="chat-ending-unsent" data-testid="chat-ending-unsent">
          <p>{t('chatEnding.unsent')}</p>
          <blockquote>{unsent}</blockquote>
        </div>
      ) : null}
      <div className="chat-ending-actions">
        <Link
          className="button button-primary"
          href={localize(playHref(contentOid, start))}
          data-testid="chat-start-again"
        >
          {t('chatEnding.startAgain')}
        </Link>
        <Link
          className="button button-secondary"
          href={localize(storyReviewsHref(contentOid))}
          data-testid="chat-rate-story"
        >
          {t('chatEnding.rate')}
        </Link>
      </div>
      <p className="chat-ending-hint muted">{t('chatEnding.rollbackHint')}</p>
    </section>
  )
}
