import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from '../../../web/routing'
import { useCreatorNames } from '../../catalogue/use-creator-names'
import { Composer } from '../../direct-chat/Composer'
import { LoadFailed } from '../../direct-chat/LoadFailed'
import { MessageThread } from '../../direct-chat/MessageThread'
import { mediaSender } from '../../direct-chat/media-sender'
import { messagePrice } from '../../direct-chat/price'
import { roomTitle } from '../../direct-chat/room-title'
import { type RoomLoad, useRoom } from '../../direct-chat/use-room'
import { useThread } from '../../direct-chat/use-thread'
import { useLocalizedPath } from '../use-localized-path'

/**
 * One chat in the panel: its thread and the message box, with pictures (paid posts and
 * donations stay on the chat page, one link away). Reading it moves my read mark as the chat
 * page does.
 */
export function WidgetRoom(props: {
  roomId: string
  myOid: string
  onBack: () => void
  heading: RefObject<HTMLHeadingElement | null>
}) {
  const { roomId, myOid } = props
  const { t } = useTranslation(['player', 'dm'])
  const localized = useLocalizedPath()
  const { load, reload } = useRoom(roomId, myOid, 0)
  const thread = useThread(roomId, myOid, load.state === 'member')
  const members = load.state === 'member' ? load.members : []
  const names = useCreatorNames(members.map((member) => member.userOid))
  const nameOf = (oid: string | null) =>
    oid ? names.get(oid) || members.find((m) => m.userOid === oid)?.nickname || '…' : '…'
  const others = members
    .filter((member) => member.userOid !== myOid)
    .map((member) => ({ nickname: nameOf(member.userOid) }))
  const title = load.state === 'member' ? roomTitle(load.room, others) || t('dm:dmHome.nobody') : ''
  return (
    <>
      <header className="chat-widget-head">
        <button
          type="button"
          className="chat-widget-back"
          onClick={props.onBack}
          aria-label={t('player:chatWidget.back')}
        >
          ←
        </button>
        <h2 id="chat-widget-title" ref={props.heading} tabIndex={-1}>
          {title || t('player:chatWidget.title')}
        </h2>
        <Link className="chat-widget-all" href={localized(`/chat/${roomId}`)}>
          {t('player:chatWidget.openFull')}
        </Link>
      </header>
      <Body load={load} reload={reload} thread={thread} myOid={myOid} nameOf={nameOf} />
    </>
  )
}

function Body(props: {
  load: RoomLoad
  reload: () => void
  thread: ReturnType<typeof useThread>
  myOid: string
  nameOf: (oid: string | null) => string
}) {
  const { load, thread, myOid, nameOf } = props
  const { t } = useTranslation(['player', 'dm'])
  if (load.state === 'loading')
    return <p className="muted chat-widget-note">{t('dm:dmHome.loading')}</p>
  if (load.state === 'failed') return <LoadFailed error={load.error} retry={props.reload} />
  if (load.state === 'joinable')
    return <p className="muted chat-widget-note">{t('dm:dmRoom.joinLead')}</p>
  const { room, governing } = load
  return (
    <div className="chat-widget-room-body">
      {thread.state === 'failed' ? (
        <LoadFailed error={null} retry={() => void thread.reload()} />
      ) : (
        <MessageThread
          lines={thread.lines}
          myOid={myOid}
          nameOf={nameOf}
          hasOlder={thread.hasOlder}
          olderLoading={thread.olderLoading}
          loadOlder={() => void thread.loadOlder()}
          retry={(line) => void thread.retry(line)}
          partnerRead={room.kind === 'direct' ? thread.partnerRead : null}
        />
      )}
      <Composer
        price={messagePrice(governing, myOid)}
        governorName={governing ? nameOf(governing.userOid) : ''}
        send={thread.send}
        typing={thread.typing}
        sendMedia={mediaSender(room, governing, myOid, thread.add)}
        disabled={room.closed || thread.state !== 'ready'}
      />
    </div>
  )
}
