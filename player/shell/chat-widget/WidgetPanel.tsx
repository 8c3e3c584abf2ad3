import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useData } from '../../../web/calls'
import { Link } from '../../../web/routing'
import { useCreatorNames } from '../../catalogue/use-creator-names'
import { useDirectChatEvents } from '../../direct-chat/connection'
import { directChatApi, type MyRoomView } from '../../direct-chat/direct-chat-api'
import { LoadFailed } from '../../direct-chat/LoadFailed'
import { roomTitle } from '../../direct-chat/room-title'
import { useLocalizedPath } from '../use-localized-path'
import { badgeText } from './unread'
import { WidgetRoom } from './WidgetRoom'
import '../../direct-chat/direct-chat.css'

/** The panel: my chats, newest first; a chat opens in place, with a way back to the list. */
export function WidgetPanel(props: { myOid: string; onClose: () => void; onRead: () => void }) {
  const { myOid, onClose, onRead } = props
  const { t, ready } = useTranslation(['player', 'dm', 'common'])
  const localized = useLocalizedPath()
  const [roomId, setRoomId] = useState<string | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the heading takes focus on each view
  useEffect(() => heading.current?.focus(), [roomId, ready])
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.stopPropagation()
    onClose()
  }
  const back = () => {
    setRoomId(null)
    onRead()
  }
  return (
    <section
      className="chat-widget-panel"
      aria-labelledby="chat-widget-title"
      onKeyDown={onKeyDown}
      data-testid="chat-widget-panel"
    >
      {!ready ? (
        <p className="muted chat-widget-note">{t('common:common.loading')}</p>
      ) : roomId ? (
        <WidgetRoom roomId={roomId} myOid={myOid} onBack={back} heading={heading} />
      ) : (
        <>
          <header className="chat-widget-head">
            <h2 id="chat-widget-title" ref={heading} tabIndex={-1}>
              {t('player:chatWidget.title')}
            </h2>
            <Link className="chat-widget-all" href={localized('/chat')}>
              {t('player:chatWidget.allChats')}
            </Link>
          </header>
          <WidgetRooms myOid={myOid} onOpen={setRoomId} />
        </>
      )}
    </section>
  )
}

function WidgetRooms({ myOid, onOpen }: { myOid: string; onOpen: (roomId: string) => void }) {
  const { t } = useTranslation(['player', 'dm'])
  const { result, data, reload } = useData(['chat-widget-rooms', myOid], () =>
    directChatApi.rooms(),
  )
  useDirectChatEvents((event) => {
    if (event.type === 'room' || (event.type === 'message' && event.message.senderOid !== myOid))
      reload()
  })
  const rooms = data?.rooms.filter((room) => room.kind !== 'global') ?? []
  const names = useCreatorNames(rooms.flatMap((room) => room.partners.map((p) => p.userOid)))
  if (result.state === 'failed') return <LoadFailed error={result.error} retry={reload} />
  if (!data) return <p className="muted chat-widget-note">{t('dm:dmHome.loading')}</p>
  if (rooms.length === 0)
    return <p className="muted chat-widget-note">{t('player:chatWidget.empty')}</p>
  return (
    <ul className="chat-widget-rooms" aria-label={t('player:chatWidget.title')}>
      {rooms.map((room) => (
        <li key={room.roomId}>
          <RoomButton room={room} names={names} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  )
}

function RoomButton(props: {
  room: MyRoomView
  names: ReadonlyMap<string, string>
  onOpen: (roomId: string) => void
}) {
  const { room, names, onOpen } = props
  const { t } = useTranslation(['player', 'dm'])
  const partners = room.partners.map((p) => ({ nickname: names.get(p.userOid) || p.nickname }))
  const title = roomTitle(room, partners) || t('dm:dmHome.untitled')
  return (
    <button
      type="button"
      className="chat-widget-room"
      onClick={() => onOpen(room.roomId)}
      data-testid="chat-widget-room"
    >
      <span className="dm-room-avatar" aria-hidden="true" data-kind={room.kind}>
        {[...title][0]?.toUpperCase()}
      </span>
      <span className="dm-room-text">
        <span className="dm-room-title">{title}</span>
        <span className="dm-room-kind muted">
          {room.kind === 'direct'
            ? t('dm:dmHome.kindDirect')
            : t('dm:dmHome.members', { count: room.memberCount })}
        </span>
      </span>
      {room.unread > 0 ? (
        <span className="dm-badge">
          <span aria-hidden="true">{badgeText(room.unread)}</span>
          <span className="visually-hidden">{t('dm:dmHome.unread', { count: room.unread })}</span>
        </span>
      ) : null}
    </button>
  )
}
