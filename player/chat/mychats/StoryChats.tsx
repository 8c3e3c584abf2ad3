import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { Language } from '../../../engine/i18n'
import type { RoomListEntry } from '../../../platform/chat/rooms/contract'
import { Link } from '../../../web/routing'
import { playHref, storyHref } from '../../catalogue/play-link'
import { StoryThumbnail } from '../../catalogue/StoryThumbnail'
import { useLocalizedPath } from '../../shell/use-localized-path'
import type { StoryGroup } from './chat-list'
import { ImportChat } from './ImportChat'
import { type RoomActions, RoomRow } from './RoomRow'

/** One story of My chats: its heading, New chat, Import a chat, and its chats. */
export function StoryChats({
  group,
  now,
  language,
  busy,
  actions,
  onImported,
}: {
  group: StoryGroup<RoomListEntry>
  now: number
  language: Language
  busy: boolean
  actions: RoomActions
  onImported(room: RoomListEntry): void
}) {
  const { t } = useTranslation('chat')
  const localized = useLocalizedPath()
  const headingId = useId()
  const title = group.story?.title ?? t('myChats.storyGone')
  return (
    <section
      className="my-chat-story"
      aria-labelledby={headingId}
      data-testid="my-chat-story"
      data-story={group.contentOid}
    >
      <header className="my-chat-story-head">
        <StoryThumbnail
          thumbnail={group.story?.thumbnail ?? ''}
          title={title}
          seed={group.contentOid}
          className="my-chat-story-thumb"
        />
        <h2 id={headingId} className="my-chat-story-title">
          {group.story ? <Link href={localized(storyHref(group.contentOid))}>{title}</Link> : title}
        </h2>
        {group.story ? (
          <Link
            className="button button-secondary my-chat-new"
            href={localized(playHref(group.contentOid))}
          >
            {t('myChats.newChat')}
          </Link>
        ) : null}
      </header>
      {group.rooms.length > 0 ? (
        <ul className="my-chat-rooms">
          {group.rooms.map((room) => (
            <RoomRow
              key={room.roomOid}
              room={room}
              now={now}
              language={language}
              busy={busy}
              actions={actions}
            />
          ))}
        </ul>
      ) : (
        <p className="muted">{t('myChats.noChatsForStory')}</p>
      )}
      {group.story ? (
        <ImportChat contentOid={group.contentOid} storyTitle={title} onImported={onImported} />
      ) : null}
    </section>
  )
}
