import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminRoomRow, ChatLanguage } from '../../../platform/direct-chat/contract'
import { Button, TextField } from '../../../web/ui'
import type { GlobalRoomChange } from './story-chat-api'

/** The global room fields' limits, as the calls check them (platform/direct-chat/requests.ts). */
export const LIMITS = {
  titleMax: 60,
  contextMax: 1_000,
  globalMembersDefault: 2_000,
  globalMembersMax: 10_000,
} as const

export const CHAT_LANGUAGES = ['ko', 'en', 'jp', 'es'] as const satisfies readonly ChatLanguage[]

/** A global room's notice: what members read at the top of the room. */
export function NoticeField({
  id,
  value,
  onChange,
}: {
  id: string
  value: string
  onChange: (value: string) => void
}) {
  const { t } = useTranslation('studio')
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {t('admin.cmNotice')}
      </label>
      <textarea
        id={id}
        className="field-input"
        rows={3}
        maxLength={LIMITS.contextMax}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}

/** Edits a global room's title, notice and limit; only the fields changed are sent. */
export function GlobalRoomEditor({
  room,
  busy,
  onSave,
}: {
  room: AdminRoomRow
  busy: boolean
  onSave: (context: GlobalRoomChange) => void
}) {
  const { t } = useTranslation('studio')
  const [title, setTitle] = useState(room.title)
  const [notice, setNotice] = useState(room.context)
  const [limit, setLimit] = useState(String(room.memberLimit))
  const context: GlobalRoomChange = {
    ...(title.trim() !== room.title ? { title: title.trim() } : {}),
    ...(notice !== room.context ? { notice } : {}),
    ...(Number(limit) !== room.memberLimit ? { memberLimit: Number(limit) } : {}),
  }
  const changed = Object.keys(context).length > 0

  function save(event: FormEvent) {
    event.preventDefault()
    if (changed) onSave(context)
  }

  return (
    <form
      className="stack"
      aria-label={t('admin.cmEditing', { title: room.title })}
      onSubmit={save}
    >
      <div className="admin-inline-form">
        <TextField
          label={t('admin.cmTitle')}
          required
          maxLength={LIMITS.titleMax}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
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
      <NoticeField id={`cm-notice-${room.roomId}`} value={notice} onChange={setNotice} />
      <div className="admin-actions">
        <Button type="submit" disabled={busy || !changed || !title.trim()}>
          {t('admin.cmSave')}
        </Button>
      </div>
    </form>
  )
}
