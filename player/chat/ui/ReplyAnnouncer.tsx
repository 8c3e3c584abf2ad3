import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { RoomStore } from '../room/room-store'
import { type Announcement, type AnnouncerWatch, nextAnnouncement } from './reply-announcement'

/**
 * A polite live region that receives each finished reply once, whole: a screen reader
 * reads the reply when it is complete instead of every token as it streams in.
 */
export function ReplyAnnouncer({ store }: { store: RoomStore }) {
  const { t } = useTranslation('chat')
  const [said, setSaid] = useState<Announcement | null>(null)

  useEffect(() => {
    let watch: AnnouncerWatch = { messageId: store.getState().turn?.messageId ?? null }
    return store.subscribe((state) => {
      const next = nextAnnouncement(watch, state.turn, state.items)
      watch = next.watch
      if (next.announce) setSaid(next.announce)
    })
  }, [store])

  return (
    <div
      className="visually-hidden"
      aria-live="polite"
      aria-atomic="true"
      data-testid="chat-reply-announcer"
    >
      {/* Keyed by the message, so two replies with the same words are both read. */}
      {said ? (
        <p key={said.messageId}>
          {said.kind === 'reply' ? t('chat.replyDone', { text: said.text }) : t('chat.failedReply')}
        </p>
      ) : null}
    </div>
  )
}
