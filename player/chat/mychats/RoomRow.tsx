import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Language } from '../../../engine/i18n'
import { ROOM_PREVIEW_CHARS, type RoomListEntry } from '../../../platform/chat/rooms/contract'
import { Link } from '../../../web/routing'
import { Button } from '../../../web/ui'
import { roomHref } from '../../catalogue/play-link'
import { useLocalizedPath } from '../../shell/use-localized-path'
import { GroupBadge } from '../groups/GroupBadge'
import { ConfirmDialog } from '../ui/ConfirmDialog'
import { lastActivity, previewText } from './chat-list'
import { relativeTime } from './relative-time'

/** What a row asks the page to do; each answers whether it worked. */
export interface RoomActions {
  rename(room: RoomListEntry, title: string): Promise<boolean>
  pin(room: RoomListEntry, pinned: boolean): Promise<boolean>
  exportFile(room: RoomListEntry): Promise<boolean>
  remove(room: RoomListEntry): Promise<boolean>
}

/**
 * One chat of My chats: its title (a link into the room, renamed in place), when it was
 * last written, its last message and length, and Continue, Pin, Rename, Export, Delete.
 */
export function RoomRow({
  room,
  now,
  language,
  busy,
  actions,
}: {
  room: RoomListEntry
  now: number
  language: Language
  busy: boolean
  actions: RoomActions
}) {
  const { t } = useTranslation('chat')
  const localized = useLocalizedPath()
  const [editing, setEditing] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const renameButton = useRef<HTMLButtonElement>(null)
  const wasEditing = useRef(false)
  // Leaving the title field (saved or not) gives the focus back to Rename, once the button
  // is enabled again: the keyboard stays where it was.
  useEffect(() => {
    if (wasEditing.current && !editing) renameButton.current?.focus()
    wasEditing.current = editing
  }, [editing])
  const href = localized(roomHref(room.contentOid, room.roomOid))
  const pinned = room.pinnedAt !== null
  const at = lastActivity(room)
  const last = room.lastMessage
  // The server sends a message's first characters: a cut one ends with an ellipsis.
  const cut = (last?.preview.length ?? 0) >= ROOM_PREVIEW_CHARS
  const preview = last ? `${previewText(last.preview)}${cut ? '…' : ''}` : ''
  const title = room.title || t('myChats.newChat')

  return (
    <li
      className={`my-chat-row${pinned ? ' my-chat-row-pinned' : ''}`}
      data-testid="my-chat-room"
      data-room={room.roomOid}
      data-pinned={pinned}
    >
      <div className="my-chat-main">
        {editing ? (
          <RenameForm
            title={room.title}
            busy={busy}
            onCancel={() => setEditing(false)}
            onSave={async (value) => {
              if (await actions.rename(room, value)) setEditing(false)
            }}
          />
        ) : (
          <p className="my-chat-title-line">
            {pinned ? <span className="my-chat-pinned">{t('myChats.pinned')}</span> : null}
            {room.ended ? <span className="my-chat-ended">{t('myChats.ended')}</span> : null}
            {room.group ? <GroupBadge group={room.group} /> : null}
            <Link className="my-chat-title" href={href} data-testid="my-chat-title">
              {title}
            </Link>
            <time className="my-chat-time" dateTime={new Date(at).toISOString()}>
              {relativeTime(at, now, language) ?? t('myChats.justNow')}
            </time>
          </p>
        )}
        {preview ? (
          <p className="my-chat-preview" data-testid="my-chat-preview">
            {last?.role === 'user' ? t('myChats.lastMessageYou', { text: preview }) : preview}
          </p>
        ) : null}
        <p className="my-chat-meta">
          {t('myChats.messages', { count: room.messageCount })}
          <span aria-hidden="true"> · </span>
          {t('myChats.started', { date: startedAt(room.createdAt, language) })}
        </p>
      </div>
      <div className="my-chat-actions">
        <Link
          className="button button-primary my-chat-continue"
          href={href}
          aria-label={t(room.ended ? 'myChats.openLabel' : 'myChats.continueLabel', { title })}
        >
          {t(room.ended ? 'myChats.open' : 'myChats.continue')}
        </Link>
        <Button
          variant="secondary"
          disabled={busy}
          aria-label={t(pinned ? 'myChats.unpinLabel' : 'myChats.pinLabel', { title })}
          onClick={() => void actions.pin(room, !pinned)}
          data-testid="my-chat-pin"
        >
          {t(pinned ? 'myChats.unpin' : 'myChats.pin')}
        </Button>
        <button
          ref={renameButton}
          type="button"
          className="button button-secondary"
          disabled={busy || editing}
          aria-label={t('myChats.renameLabel', { title })}
          onClick={() => setEditing(true)}
          data-testid="my-chat-rename"
        >
          {t('myChats.rename')}
        </button>
        <Button
          variant="secondary"
          disabled={busy}
          aria-label={t('myChats.exportLabel', { title })}
          onClick={() => void actions.exportFile(room)}
          data-testid="my-chat-export"
        >
          {t('myChats.export')}
        </Button>
        <Button
          variant="secondary"
          className="my-chat-delete"
          disabled={busy}
          aria-label={t('myChats.deleteLabel', { title })}
          onClick={() => setConfirming(true)}
          data-testid="my-chat-delete"
        >
          {t('myChats.delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('myChats.deleteTitle')}
        description={t('myChats.deleteConfirm', { title })}
        confirmLabel={t('myChats.delete')}
        onConfirm={() => void actions.remove(room)}
      />
    </li>
  )
}

/** When the room was opened, as the reader writes a date and time. */
function startedAt(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'jp' ? 'ja' : language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso))
}

/** The title in place of the link: Enter saves, Escape (or Cancel) leaves it as it was. */
function RenameForm({
  title,
  busy,
  onSave,
  onCancel,
}: {
  title: string
  busy: boolean
  onSave(title: string): void
  onCancel(): void
}) {
  const { t } = useTranslation('chat')
  const [value, setValue] = useState(title)
  const inputId = useId()
  function submit(event: FormEvent) {
    event.preventDefault()
    const trimmed = value.trim()
    if (trimmed && trimmed !== title) onSave(trimmed)
    else onCancel()
  }
  return (
    <form className="my-chat-rename" onSubmit={submit}>
      <label className="visually-hidden" htmlFor={inputId}>
        {t('myChats.titleField')}
      </label>
      <input
        id={inputId}
        className="field-input my-chat-rename-input"
        value={value}
        maxLength={100}
        // biome-ignore lint/a11y/noAutofocus: the field replaces the button the reader just pressed
        autoFocus
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault()
            onCancel()
          }
        }}
        data-testid="my-chat-rename-input"
      />
      <Button type="submit" busy={busy}>
        {t('myChats.save')}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        {t('myChats.cancel')}
      </Button>
    </form>
  )
}
