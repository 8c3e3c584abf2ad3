import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminRoomRow, ChatLanguage } from '../../../platform/direct-chat/contract'
import { useAction, useData } from '../../../web/calls'
import { languageName } from '../../../web/i18n'
import { useSession } from '../../../web/session'
import { Alert, Button, SelectField, TextField } from '../../../web/ui'
import { LoadState } from '../../creator/shell/LoadState'
import { CHAT_LANGUAGES, GlobalRoomEditor, LIMITS, NoticeField } from './ChatManagementGlobalEditor'
import { ChatManagementPager, useWhen } from './ChatManagementPager'
import { type GlobalRoomChange, storyChatAdminApi } from './story-chat-api'

const PAGE_VIEW_SIZE = 20

/** Global rooms, one or more per language: create one, edit it, close or reopen it. */
export function ChatManagementGlobal() {
  const { t } = useTranslation('studio')
  const { version, outcome, busy, act } = useAction()
  const [page, setPage] = useState(1)
  const list = useData(['chat-management-global', page, version], () =>
    storyChatAdminApi.chatRooms({ page, pageViewSize: PAGE_VIEW_SIZE, roomType: 'Global' }),
  )
  const rooms = list.data?.rooms ?? []

  function change(room: AdminRoomRow, context: GlobalRoomChange, done: string) {
    return act(() => storyChatAdminApi.modifyGlobalRoom({ roomId: room.roomId, context }), done)
  }

  function toggleClosed(room: AdminRoomRow) {
    const title = room.title
    const question = room.closed
      ? t('admin.cmReopenConfirm', { title })
      : t('admin.cmCloseConfirm', { title })
    if (!window.confirm(question)) return
    void change(
      room,
      { closed: !room.closed },
      room.closed ? t('admin.cmReopened', { title }) : t('admin.cmClosedDone', { title }),
    )
  }

  return (
    <div className="stack">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <CreateGlobalRoom busy={busy} act={act} />
      <section className="creator-card stack" aria-labelledby="cm-global">
        <h2 id="cm-global" className="creator-card-title">
          {t('admin.cmGlobalRooms')}
        </h2>
        <LoadState state={list} />
        {list.data && rooms.length === 0 ? <p className="muted">{t('admin.cmNoGlobal')}</p> : null}
        <ul className="admin-prompt-versions" aria-label={t('admin.cmGlobalRooms')}>
          {rooms.map((room) => (
            <li key={room.roomId} className="admin-prompt-version">
              <GlobalRoomLine
                room={room}
                busy={busy}
                onSave={(context) =>
                  change(room, context, t('admin.cmSaved', { title: room.title }))
                }
                onToggle={() => toggleClosed(room)}
              />
            </li>
          ))}
        </ul>
        {list.data ? (
          <ChatManagementPager
            page={list.data.page}
            pageViewSize={list.data.pageViewSize}
            total={list.data.total}
            onPage={setPage}
          />
        ) : null}
      </section>
    </div>
  )
}

function GlobalRoomLine({
  room,
  busy,
  onSave,
  onToggle,
}: {
  room: AdminRoomRow
  busy: boolean
  onSave: (context: GlobalRoomChange) => Promise<boolean>
  onToggle: () => void
}) {
  const { t } = useTranslation('studio')
  const when = useWhen()
  const language = useSession((state) => state.activeLanguage)
  const [editing, setEditing] = useState(false)
  return (
    <>
      <div className="admin-audit-head">
        <strong className="admin-audit-action">{room.title}</strong>
        <span>
          <span className="admin-pending">
            {room.language ? (languageName(room.language, language) ?? room.language) : ''}
          </span>
          {room.closed ? <span className="admin-off-air">{t('admin.cmClosed')}</span> : null}
        </span>
      </div>
      <p className="admin-audit-meta">
        {t('admin.cmMembersOf', { count: room.memberCount, limit: room.memberLimit })}
        {' · '}
        {t('admin.cmLastActivity', { when: when(room.lastActivityAt) })} ·{' '}
        <code>{room.roomId}</code>
      </p>
      {room.context ? <p className="chat-management-notice">{room.context}</p> : null}
      <div className="admin-actions">
        <Button
          variant="secondary"
          aria-expanded={editing}
          disabled={busy}
          onClick={() => setEditing(!editing)}
        >
          {t('admin.cmEdit')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onToggle}>
          {room.closed ? t('admin.cmReopen') : t('admin.cmClose')}
        </Button>
      </div>
      {editing ? (
        <GlobalRoomEditor
          room={room}
          busy={busy}
          onSave={(context) => onSave(context).then((saved) => saved && setEditing(false))}
        />
      ) : null}
    </>
  )
}

function CreateGlobalRoom({
  busy,
  act,
}: {
  busy: boolean
  act: ReturnType<typeof useAction>['act']
}) {
  const { t } = useTranslation('studio')
  const language = useSession((state) => state.activeLanguage)
  const [title, setTitle] = useState('')
  const [roomLanguage, setRoomLanguage] = useState<ChatLanguage>('en')
  const [notice, setNotice] = useState('')
  const [limit, setLimit] = useState(String(LIMITS.globalMembersDefault))

  function create(event: FormEvent) {
    event.preventDefault()
    const input = { language: roomLanguage, title, notice, memberLimit: Number(limit) }
    void act(
      () => storyChatAdminApi.createGlobalRoom(input),
      (result) => t('admin.cmCreated', { title: result.room.title }),
    ).then((created) => {
      if (!created) return
      setTitle('')
      setNotice('')
    })
  }

  return (
    <form className="creator-card stack" aria-labelledby="cm-create" onSubmit={create}>
      <h2 id="cm-create" className="creator-card-title">
        {t('admin.cmCreate')}
      </h2>
      <div className="admin-inline-form chat-management-fields">
        <TextField
          label={t('admin.cmTitle')}
          required
          maxLength={LIMITS.titleMax}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <SelectField
          label={t('admin.cmLanguage')}
          value={roomLanguage}
          options={CHAT_LANGUAGES.map((code) => ({
            value: code,
            label: languageName(code, language) ?? code,
          }))}
          onChange={(event) => setRoomLanguage(event.target.value as ChatLanguage)}
        />
        <TextField
          label={t('admin.cmLimit')}
          type="number"
          required
          min={2}
          max={LIMITS.globalMembersMax}
          value={limit}
          onChange={(event) => setLimit(event.target.value)}
        />
      </div>
      <NoticeField id="cm-create-notice" value={notice} onChange={setNotice} />
      <div className="admin-actions">
        <Button type="submit" disabled={busy || !title.trim()}>
          {t('admin.cmCreateButton')}
        </Button>
      </div>
    </form>
  )
}
