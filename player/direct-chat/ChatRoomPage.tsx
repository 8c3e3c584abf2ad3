import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAction } from '../../web/calls'
import { Link } from '../../web/routing'
import { Alert, Button } from '../../web/ui'
import { useCreatorNames } from '../catalogue/use-creator-names'
import type { PageProps } from '../PlayerApp'
import { useLocalizedPath } from '../shell/use-localized-path'
import { Composer } from './Composer'
import { directChatApi } from './direct-chat-api'
import { useIsCreator, useSignedInOrHome } from './guards'
import { LoadFailed } from './LoadFailed'
import { MessageThread } from './MessageThread'
import { mediaSender } from './media-sender'
import { PaidPosts } from './PaidPosts'
import { messagePrice } from './price'
import { RoomActions } from './RoomActions'
import { roomTitle } from './room-title'
import { type RoomLoad, useRoom } from './use-room'
import { useThread } from './use-thread'
import './direct-chat.css'

/** `chat/{roomId}`: one room's thread, its composer and its actions. */
export function ChatRoomPage({ params }: PageProps) {
  const myOid = useSignedInOrHome()
  const roomId = params.roomId ?? ''
  if (!myOid) return null
  return <RoomScreen key={roomId} roomId={roomId} myOid={myOid} />
}

function RoomScreen({ roomId, myOid }: { roomId: string; myOid: string }) {
  const { t } = useTranslation('dm')
  const localized = useLocalizedPath()
  const [version, setVersion] = useState(0)
  const { load, reload } = useRoom(roomId, myOid, version)
  const thread = useThread(roomId, myOid, load.state === 'member')
  const back = (
    <Link className="dm-back" href={localized('/chat')}>
      ← {t('dmRoom.back')}
    </Link>
  )
  if (load.state === 'loading') return <p className="page muted">{t('dmHome.loading')}</p>
  if (load.state === 'failed')
    return (
      <div className="page page-narrow stack">
        {back}
        <h1>{t('dmRoom.openFailed')}</h1>
        <LoadFailed error={load.error} retry={reload} />
      </div>
    )
  if (load.state === 'joinable')
    return <JoinRoom load={load} back={back} onJoined={() => setVersion((v) => v + 1)} />
  return <MemberRoom load={load} myOid={myOid} thread={thread} back={back} />
}

function JoinRoom(props: {
  load: Extract<RoomLoad, { state: 'joinable' }>
  back: ReactNode
  onJoined: () => void
}) {
  const { t } = useTranslation('dm')
  const { act, busy, outcome } = useAction()
  const { room } = props.load
  return (
    <div className="page page-narrow stack">
      {props.back}
      <h1>{room.title}</h1>
      {room.context ? <p className="dm-notice">{room.context}</p> : null}
      <p className="muted">{t('dmRoom.joinLead')}</p>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <div>
        <Button
          disabled={busy || room.closed}
          onClick={() =>
            void act(() => directChatApi.join(room.roomId), null).then(
              (ok) => ok && props.onJoined(),
            )
          }
        >
          {t('dmHome.join')}
        </Button>
      </div>
    </div>
  )
}

function MemberRoom(props: {
  load: Extract<RoomLoad, { state: 'member' }>
  myOid: string
  thread: ReturnType<typeof useThread>
  back: ReactNode
}) {
  const { t } = useTranslation('dm')
  const { load, myOid, thread } = props
  const { room, governing } = load
  // Names in the reader's language (display nicknames), the unique one until they are known.
  const shown = useCreatorNames(load.members.map((member) => member.userOid))
  const members = load.members.map((member) => ({
    ...member,
    nickname: shown.get(member.userOid) || member.nickname,
  }))
  const others = members.filter((member) => member.userOid !== myOid)
  const names = new Map(members.map((member) => [member.userOid, member.nickname]))
  const nameOf = (oid: string | null) => (oid ? (names.get(oid) ?? '…') : '…')
  const title = roomTitle(room, others) || t('dmHome.nobody')
  const price = messagePrice(governing, myOid)
  const typingNames = thread.typists.map((typist) => names.get(typist.userOid) || typist.nickname)
  const sendMedia = mediaSender(room, governing, myOid, thread.add)
  const isCreator = useIsCreator()
  const partner = room.kind === 'direct' ? others[0] : undefined
  return (
    <div className="dm-room" data-kind={room.kind}>
      <header className="dm-room-head">
        {props.back}
        <div className="dm-room-heading">
          <h1 className="dm-room-name">{title}</h1>
          <p className="muted dm-room-sub">
            {room.kind === 'direct'
              ? t('dmHome.kindDirect')
              : t('dmHome.members', { count: room.memberCount })}
            {thread.connected ? null : ` · ${t('dmRoom.reconnecting')}`}
          </p>
        </div>
        <RoomActions room={room} others={others} onDonated={(message) => thread.add([message])} />
      </header>
      {room.context ? (
        <p className="dm-notice">
          <strong>{t('dmRoom.notice')}</strong> {room.context}
        </p>
      ) : null}
      {room.kind === 'global' ? null : (
        <PaidPosts room={room} myOid={myOid} partner={partner} isCreator={isCreator} />
      )}
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
      <p className="dm-typing" aria-live="polite">
        {typingNames.length ? t('dmRoom.typing', { name: typingNames.join(', ') }) : ''}
      </p>
      <Composer
        price={price}
        governorName={governing ? nameOf(governing.userOid) : ''}
        send={thread.send}
        typing={thread.typing}
        sendMedia={sendMedia}
        disabled={room.closed || thread.state !== 'ready'}
      />
    </div>
  )
}
