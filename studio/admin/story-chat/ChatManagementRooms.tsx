import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminRoomRow, RoomType } from '../../../platform/direct-chat/contract'
import { useData } from '../../../web/calls'
import { languageName } from '../../../web/i18n'
import { useSession } from '../../../web/session'
import { SelectField } from '../../../web/ui'
import { ChatManagementList } from './ChatManagementList'
import { useWhen } from './ChatManagementPager'
import { storyChatAdminApi } from './story-chat-api'

const PAGE_VIEW_SIZE = 20
const NAMES_SHOWN = 3

/** Every direct chat room of a type, newest first, with its members and last activity. */
export function ChatManagementRooms() {
  const { t } = useTranslation('studio')
  const [roomType, setRoomType] = useState<RoomType>('Normal')
  const [page, setPage] = useState(1)
  const list = useData(['chat-management-rooms', roomType, page], () =>
    storyChatAdminApi.chatRooms({ page, pageViewSize: PAGE_VIEW_SIZE, roomType }),
  )
  return (
    <section className="creator-card stack" aria-labelledby="cm-rooms">
      <h2 id="cm-rooms" className="creator-card-title">
        {t('admin.cmRooms')}
      </h2>
      <div className="admin-inline-form">
        <SelectField
          label={t('admin.cmRoomType')}
          value={roomType}
          options={[
            { value: 'Normal', label: t('admin.cmTypeNormal') },
            { value: 'Global', label: t('admin.cmTypeGlobal') },
          ]}
          onChange={(event) => {
            setRoomType(event.target.value as RoomType)
            setPage(1)
          }}
        />
      </div>
      <ChatManagementList
        list={list}
        rows={list.data?.rooms ?? []}
        label={t('admin.cmRooms')}
        empty={t('admin.cmNoRooms')}
        rowKey={(room) => room.roomId}
        renderRow={(room) => <RoomLine room={room} />}
        onPage={setPage}
      />
    </section>
  )
}

function RoomLine({ room }: { room: AdminRoomRow }) {
  const { t } = useTranslation('studio')
  const when = useWhen()
  const language = useSession((state) => state.activeLanguage)
  const kind = t(`admin.cmKind_${room.kind}`)
  const names = memberNames(room, t)
  return (
    <>
      <div className="admin-audit-head">
        <strong className="admin-audit-action">{room.title || names || kind}</strong>
        <span>
          <span className="admin-pending">{kind}</span>
          {room.closed ? <span className="admin-off-air">{t('admin.cmClosed')}</span> : null}
        </span>
      </div>
      <p className="admin-audit-meta">
        {room.kind === 'global'
          ? t('admin.cmMembersOf', { count: room.memberCount, limit: room.memberLimit })
          : t('admin.cmMembers', { count: room.members.length })}
        {' · '}
        {t('admin.cmLastActivity', { when: when(room.lastActivityAt) })}
        {room.language ? ` · ${languageName(room.language, language) ?? room.language}` : ''}
        {' · '}
        <code>{room.roomId}</code>
      </p>
      {room.title && names ? (
        <p className="admin-audit-meta">{t('admin.cmMemberIds', { ids: names })}</p>
      ) : null}
    </>
  )
}

/** The first members' nicknames, and how many more: an untitled room's name. */
function memberNames(room: AdminRoomRow, t: TFunction<'studio'>) {
  if (room.memberNames.length === 0) return ''
  const more = room.memberNames.length - NAMES_SHOWN
  const shown = room.memberNames.slice(0, NAMES_SHOWN).join(', ')
  return more > 0 ? `${shown} ${t('admin.cmMoreMembers', { count: more })}` : shown
}
