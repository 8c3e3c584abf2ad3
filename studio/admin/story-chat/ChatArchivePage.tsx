import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ArchiveRoomView } from '../../../platform/chat/admin/contract'
import { useAction, useData } from '../../../web/calls'
import { Alert, Button, Checkbox, TextField } from '../../../web/ui'
import { LoadState } from '../../creator/shell/LoadState'
import { Pager, useKeysetPages } from '../Pager'
import { SearchForm } from '../SearchForm'
import { RoomReader } from './RoomReader'
import { storyChatAdminApi } from './story-chat-api'
import './story-chat.css'

/**
 * Story chat rooms nobody has played for a while, oldest first, and archiving them (all of
 * them or those chosen, after confirming): an archived room leaves its player's list and is
 * kept whole, readable here in the archive.
 */
export function ChatArchivePage() {
  const { t } = useTranslation('studio')
  const { version, outcome, busy, act } = useAction()
  const [days, setDays] = useState('90')
  const [q, setQ] = useState('')
  const [chosen, setChosen] = useState<string[]>([])
  const pages = useKeysetPages()
  const idleDays = Math.max(7, Number(days) || 90)
  const after = pages.before
  const list = useData(['idle-rooms', idleDays, q, after ?? '', version], () =>
    storyChatAdminApi.oldRooms({
      days: idleDays,
      limit: 30,
      ...(q ? { q } : {}),
      ...(after ? { after } : {}),
    }),
  )

  function archive(roomOids?: string[]) {
    const question = roomOids
      ? t('admin.archiveChosenConfirm', { count: roomOids.length, days: idleDays })
      : t('admin.archiveAllConfirm', { days: idleDays })
    if (!window.confirm(question)) return
    void act(
      () => storyChatAdminApi.archiveRooms({ days: idleDays, ...(roomOids ? { roomOids } : {}) }),
      (result) => t('admin.archiveDone', { count: result.archived }),
    ).then(() => {
      setChosen([])
      pages.reset()
    })
  }

  const rooms = list.data?.rooms ?? []
  return (
    <div className="stack story-chat-tools">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <section className="creator-card stack" aria-labelledby="archive-idle">
        <h2 id="archive-idle" className="creator-card-title">
          {t('admin.archiveIdle')}
        </h2>
        <div className="admin-inline-form admin-form-row">
          <TextField
            label={t('admin.archiveDays')}
            hint={t('admin.archiveDaysHint')}
            type="number"
            min={7}
            max={3650}
            value={days}
            onChange={(event) => {
              setDays(event.target.value)
              setChosen([])
              pages.reset()
            }}
          />
          <SearchForm
            label={t('admin.archiveSearch')}
            maxLength={100}
            onSearch={(words) => {
              setQ(words)
              pages.reset()
            }}
          />
        </div>
        <LoadState state={list} />
        {list.data && rooms.length === 0 ? <p className="muted">{t('admin.archiveNone')}</p> : null}
        <ul className="admin-prompt-versions" aria-label={t('admin.archiveIdle')}>
          {rooms.map((room) => (
            <li key={room.roomOid} className="admin-prompt-version">
              <Checkbox
                label={room.title || t('admin.archiveUntitled')}
                checked={chosen.includes(room.roomOid)}
                onChange={(event) =>
                  setChosen(
                    event.target.checked
                      ? [...chosen, room.roomOid]
                      : chosen.filter((oid) => oid !== room.roomOid),
                  )
                }
              />
              <RoomFacts room={room} />
            </li>
          ))}
        </ul>
        <Pager pages={pages} next={list.data?.next} />
        <div className="admin-actions">
          <Button
            variant="secondary"
            disabled={busy || chosen.length === 0}
            onClick={() => archive(chosen)}
          >
            {t('admin.archiveChosen', { count: chosen.length })}
          </Button>
          <Button disabled={busy || rooms.length === 0} onClick={() => archive()}>
            {t('admin.archiveAll', { days: idleDays })}
          </Button>
        </div>
      </section>
      <ArchivedRooms version={version} />
    </div>
  )
}

function ArchivedRooms({ version }: { version: number }) {
  const { t } = useTranslation('studio')
  const [q, setQ] = useState('')
  const [reading, setReading] = useState<string | null>(null)
  const pages = useKeysetPages()
  const before = pages.before
  const list = useData(['archived-rooms', q, before ?? '', version], () =>
    storyChatAdminApi.archivedRooms({ ...(q ? { q } : {}), ...(before ? { before } : {}) }),
  )
  const rooms = list.data?.rooms ?? []
  return (
    <section className="creator-card stack" aria-labelledby="archive-archived">
      <h2 id="archive-archived" className="creator-card-title">
        {t('admin.archiveArchived')}
      </h2>
      <SearchForm
        label={t('admin.archiveSearch')}
        maxLength={100}
        onSearch={(words) => {
          setQ(words)
          pages.reset()
        }}
      />
      <LoadState state={list} />
      {list.data && rooms.length === 0 ? (
        <p className="muted">{t('admin.archiveNoneArchived')}</p>
      ) : null}
      <ul className="admin-prompt-versions" aria-label={t('admin.archiveArchived')}>
        {rooms.map((room) => (
          <li key={room.roomOid} className="admin-prompt-version">
            <div className="admin-audit-head">
              <strong>{room.title || t('admin.archiveUntitled')}</strong>
              <Button
                variant="secondary"
                aria-expanded={reading === room.roomOid}
                onClick={() => setReading(reading === room.roomOid ? null : room.roomOid)}
              >
                {t('admin.archiveRead')}
              </Button>
            </div>
            <RoomFacts room={room} />
            {reading === room.roomOid ? <RoomReader roomOid={room.roomOid} /> : null}
          </li>
        ))}
      </ul>
      <Pager pages={pages} next={list.data?.next} />
    </section>
  )
}

function RoomFacts({ room }: { room: ArchiveRoomView }) {
  const { t, i18n } = useTranslation('studio')
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' })
  return (
    <p className="admin-audit-meta">
      {t('admin.archiveLastPlayed', { date: date(room.updatedAt) })}
      {room.archivedAt ? ` · ${t('admin.archiveArchivedOn', { date: date(room.archivedAt) })}` : ''}{' '}
      ·{' '}
      {room.guest
        ? t('admin.archiveGuest')
        : t('admin.archiveUser', { oid: room.ownerUserOid ?? '' })}{' '}
      · <code>{room.roomOid}</code>
    </p>
  )
}
