import { useTranslation } from 'react-i18next'
import { useData } from '../../web/calls'
import { Link } from '../../web/routing'
import { useCreatorNames } from '../catalogue/use-creator-names'
import { useLocalizedPath } from '../shell/use-localized-path'
import { useDirectChatEvents } from './connection'
import { type CheckPoint, directChatApi, type MyRoomView } from './direct-chat-api'
import { LoadFailed } from './LoadFailed'
import { roomTitle } from './room-title'

async function loadRooms() {
  const [{ rooms }, points] = await Promise.all([
    directChatApi.rooms(),
    directChatApi.checkPoints(),
  ])
  return { rooms, unread: unreadByRoom(points.checkPoints) }
}

const unreadByRoom = (points: CheckPoint[]) =>
  Object.fromEntries(points.map((point) => [point.roomId, point.unread]))

/** My rooms, newest first, with the unread badges of `GET /messages/check-point`. */
export function RoomList({ myOid }: { myOid: string }) {
  const { t } = useTranslation('dm')
  const { result, data, reload } = useData(['dm-rooms', myOid], loadRooms)
  // A message from someone else, or a room that changed: the badges move.
  useDirectChatEvents((event) => {
    if (event.type === 'room' || (event.type === 'message' && event.message.senderOid !== myOid))
      reload()
  })
  const names = useCreatorNames(
    data?.rooms.flatMap((room) => room.partners.map((partner) => partner.userOid)) ?? [],
  )
  return (
    <section className="card dm-panel" aria-labelledby="dm-rooms-title">
      <h2 id="dm-rooms-title">{t('dmHome.myRooms')}</h2>
      {data ? (
        data.rooms.length === 0 ? (
          <p className="muted">{t('dmHome.noRooms')}</p>
        ) : (
          <ul className="dm-room-list" data-testid="dm-room-list">
            {data.rooms.map((room) => (
              <RoomRow
                key={room.roomId}
                room={room}
                unread={data.unread[room.roomId] ?? room.unread}
                names={names}
              />
            ))}
          </ul>
        )
      ) : result.state === 'failed' ? (
        <LoadFailed error={result.error} retry={reload} />
      ) : (
        <p className="muted">{t('dmHome.loading')}</p>
      )}
    </section>
  )
}

function RoomRow({
  room,
  unread,
  names,
}: {
  room: MyRoomView
  unread: number
  names: ReadonlyMap<string, string>
}) {
  const { t } = useTranslation('dm')
  const localized = useLocalizedPath()
  // Partners by the names readers see (their display nickname in the page's language).
  const partners = room.partners.map((p) => ({ nickname: names.get(p.userOid) || p.nickname }))
  const title = roomTitle(room, partners) || t('dmHome.untitled')
  const kind =
    room.kind === 'direct'
      ? t('dmHome.kindDirect')
      : room.kind === 'group'
        ? t('dmHome.kindGroup')
        : t('dmHome.kindGlobal')
  return (
    <li className="dm-room-row" data-unread={unread}>
      <Link href={localized(`/chat/${room.roomId}`)} className="dm-room-link">
        <span className="dm-room-avatar" aria-hidden="true" data-kind={room.kind}>
          {[...title][0]?.toUpperCase()}
        </span>
        <span className="dm-room-text">
          <span className="dm-room-title">{title}</span>
          <span className="dm-room-kind muted">
            {kind}
            {room.kind === 'direct'
              ? null
              : ` · ${t('dmHome.members', { count: room.memberCount })}`}
          </span>
        </span>
        {unread > 0 ? (
          <span className="dm-badge" data-testid="dm-unread">
            <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
            <span className="visually-hidden">{t('dmHome.unread', { count: unread })}</span>
          </span>
        ) : null}
      </Link>
    </li>
  )
}
