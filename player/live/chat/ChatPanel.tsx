/**
 * The live chat panel the viewer page mounts: `<ChatPanel creatorOid signedIn onLogin onEvent />`
 * (props in docs/live/CHAT.md). Messages as the server masked them, the sender's colours
 * and badges, refusals in the reader's language, and a login prompt for visitors.
 */
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import {
  CHAT_EMOTICON_SIZE,
  type ChatEmoticon,
  type ChatEmoticonGroup,
  type LiveChatMessage,
  type LiveEvent,
} from '../../../platform/live/chat/contract'
import { createChatStore, messageParts } from '../../../web/live/chat'
import { Alert, Button } from '../../../web/ui'
import { useCreatorNames } from '../../catalogue/use-creator-names'
import { ModerationMenu } from './ModerationMenu'
import { NoticeLine } from './NoticeLine'
import './livechat.css'

export interface ChatPanelProps {
  creatorOid: string
  /** Whether a user is logged in: visitors read, and see a login button instead of the box. */
  signedIn: boolean
  /** Opens the login popup (the page's own). */
  onLogin?: () => void
  /** Hears the live events of the panel's connection (the page reloads play on entry changes). */
  onEvent?: (event: LiveEvent) => void
}

export function ChatPanel({ creatorOid, signedIn, onLogin, onEvent }: ChatPanelProps) {
  const { t } = useTranslation('live')
  // A new store per creator and login state: the token says who speaks.
  // biome-ignore lint/correctness/useExhaustiveDependencies: signedIn asks a new token on purpose
  const store = useMemo(() => createChatStore(creatorOid), [creatorOid, signedIn])
  useEffect(() => () => store.getState().close(), [store])
  useEffect(() => (onEvent ? store.getState().onEvent(onEvent) : undefined), [store, onEvent])
  const state = useStore(store)
  // Senders' names in the reader's language: the frames carry the unique nickname only, and
  // each sender is looked up once per visit in batches (no per-viewer work on the server).
  const shown = useCreatorNames(
    state.messages.flatMap((line) =>
      line.kind === 'notice' || line.isHiddenName || line.sender.isCohost
        ? []
        : [line.sender.userOid],
    ),
  )
  const [draft, setDraft] = useState('')
  const [hideName, setHideName] = useState(false)
  const [pickerOpen, setPickerOpen] = useState(false)
  /** The message whose moderation menu is open (moderators only). */
  const [moderating, setModerating] = useState<LiveChatMessage | null>(null)
  const list = useRef<HTMLOListElement>(null)
  const input = useRef<HTMLInputElement>(null)

  /** Puts `:name:` at the caret, as if typed, and keeps the box focused. */
  const insertEmoticon = (emoticon: ChatEmoticon) => {
    const box = input.current
    const token = `:${emoticon.name}:`
    const start = box?.selectionStart ?? draft.length
    const end = box?.selectionEnd ?? draft.length
    const next = `${draft.slice(0, start)}${token}${draft.slice(end)}`.slice(0, 200)
    setDraft(next)
    requestAnimationFrame(() => {
      box?.focus()
      box?.setSelectionRange(start + token.length, start + token.length)
    })
  }

  const last = state.messages.at(-1)
  // Grows while the co-host's reply streams in, so the list follows it.
  const lastLength = last?.kind === 'message' ? last.content.length : 0
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when a message arrives or grows
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight })
  }, [state.messages.length, lastLength])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const content = draft.trim()
    if (!content) return
    state.clearError()
    state.send(content, hideName)
    setDraft('')
  }

  const closedText =
    state.disconnect === 'kick'
      ? t('livechat.kicked')
      : state.disconnect === 'block'
        ? t('livechat.blocked')
        : null

  return (
    <section className="livechat" aria-label={t('livechat.title')} data-status={state.status}>
      <header className="livechat-head">{t('livechat.title')}</header>
      <ol className="livechat-list" ref={list} aria-live="polite">
        {state.messages.length === 0 && <li className="livechat-empty">{t('livechat.empty')}</li>}
        {state.messages.map((line) =>
          line.kind === 'notice' ? (
            <NoticeLine key={line.id} line={line} />
          ) : (
            <ChatLine
              key={line.id}
              message={line}
              streaming={'streaming' in line}
              name={
                line.sender.isCohost
                  ? line.sender.nickname
                  : shown.get(line.sender.userOid) || line.sender.nickname
              }
              selected={moderating?.id === line.id}
              onModerate={
                // A reply still streaming is not a message yet: it is moderated once finished.
                state.canModerate && line.sender.userOid !== state.userOid && !('streaming' in line)
                  ? () => setModerating(line)
                  : undefined
              }
            />
          ),
        )}
      </ol>
      {moderating && state.canModerate ? (
        <ModerationMenu
          creatorOid={creatorOid}
          message={moderating}
          canAppoint={state.canAppoint}
          onClose={() => setModerating(null)}
        />
      ) : null}
      {state.status === 'connecting' && (
        <p className="livechat-status">
          {state.lastId ? t('livechat.reconnecting') : t('livechat.connecting')}
        </p>
      )}
      {state.error && (
        <Alert tone="error">
          {t(`errors.${state.error.code}`, { defaultValue: state.error.message })}
        </Alert>
      )}
      {closedText && <Alert tone="error">{closedText}</Alert>}
      {signedIn && state.status === 'open' && !state.canChat && !closedText ? (
        <p className="livechat-status" data-testid="livechat-restricted">
          {t('livechat.restricted')}
        </p>
      ) : null}
      {!signedIn ? (
        <Button onClick={onLogin}>{t('livechat.loginToChat')}</Button>
      ) : (
        <form className="livechat-form" onSubmit={submit}>
          <input
            ref={input}
            className="livechat-input"
            value={draft}
            maxLength={200}
            placeholder={t('livechat.placeholder')}
            aria-label={t('livechat.placeholder')}
            disabled={!state.canChat}
            onChange={(event) => setDraft(event.target.value)}
          />
          {state.usableEmoticonGroups.length > 0 && (
            <button
              type="button"
              className="livechat-emoticon-toggle"
              aria-label={t('livechat.emoticons')}
              title={t('livechat.emoticons')}
              aria-expanded={pickerOpen}
              aria-controls="livechat-picker"
              disabled={!state.canChat}
              onClick={() => setPickerOpen((open) => !open)}
            >
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
                <circle cx="9" cy="10" r="1.3" fill="currentColor" />
                <circle cx="15" cy="10" r="1.3" fill="currentColor" />
                <path
                  d="M8 14.5c1 1.4 2.3 2 4 2s3-.6 4-2"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          )}
          {state.useAnonymousChat && (
            <label className="livechat-hide">
              <input
                type="checkbox"
                checked={hideName}
                onChange={(event) => setHideName(event.target.checked)}
              />
              {t('livechat.hideName')}
            </label>
          )}
          <Button type="submit" disabled={!state.canChat || !draft.trim()}>
            {t('livechat.send')}
          </Button>
          {pickerOpen && state.canChat && (
            <EmoticonPicker groups={state.usableEmoticonGroups} onPick={insertEmoticon} />
          )}
        </form>
      )}
    </section>
  )
}

/** A message; for moderators its name and text are one button opening the moderation menu. */
function ChatLine({
  message,
  streaming,
  name: shownName,
  selected,
  onModerate,
}: {
  message: LiveChatMessage
  /** The co-host's reply still arriving (docs/live/COHOST.md). */
  streaming: boolean
  /** The sender's name in the reader's language. */
  name: string
  /** The line whose moderation menu is open: marked, and kept in view above it. */
  selected: boolean
  onModerate?: () => void
}) {
  const { t } = useTranslation('live')
  const item = useRef<HTMLLIElement>(null)
  useEffect(() => {
    if (selected) item.current?.scrollIntoView({ block: 'nearest' })
  }, [selected])
  const name = message.isHiddenName ? t('livechat.anonymous') : shownName
  const body = <ChatLineBody message={message} name={name} streaming={streaming} />
  const cohost = message.sender.isCohost === true
  return (
    <li
      ref={item}
      className={`livechat-line${cohost ? ' is-cohost' : ''}${streaming ? ' is-streaming' : ''}${message.deleted ? ' is-deleted' : ''}${selected ? ' is-selected' : ''}`}
      data-testid={cohost ? 'livechat-cohost-line' : undefined}
      data-message-id={cohost ? message.id : undefined}
      aria-busy={streaming || undefined}
    >
      {onModerate ? (
        <button
          type="button"
          className="livechat-line-button"
          aria-label={t('livechat.moderateNamed', { name })}
          aria-haspopup="true"
          onClick={onModerate}
        >
          {body}
        </button>
      ) : (
        body
      )}
    </li>
  )
}

function ChatLineBody({
  message,
  name,
  streaming = false,
}: {
  message: LiveChatMessage
  name: string
  streaming?: boolean
}) {
  const { t } = useTranslation('live')
  const { sender } = message
  const [color, outline] = sender.nicknameColors
  const badge = sender.isCohost
    ? t('livechat.cohost')
    : sender.isCreator
      ? t('livechat.creator')
      : sender.isAdmin
        ? t('livechat.admin')
        : sender.isManager
          ? t('livechat.manager')
          : null
  return (
    <>
      {badge && (
        <span className={`livechat-badge${sender.isCohost ? ' livechat-badge-cohost' : ''}`}>
          {badge}
        </span>
      )}
      {/* The co-host's name takes the line's accent rather than a viewer's colours. */}
      <span
        className="livechat-name"
        style={sender.isCohost ? undefined : { color, textShadow: `0 0 1px ${outline}` }}
      >
        {name}
      </span>
      <span className="livechat-text">
        {message.deleted ? (
          <em className="livechat-deleted">{t('livechat.messageDeleted')}</em>
        ) : null}
        {messageParts(message.content, message.emoticons).map((part, index) =>
          'text' in part ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed message
            <span key={index}>{part.text}</span>
          ) : (
            <EmoticonImage
              // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed message
              key={index}
              emoticon={part.emoticon}
            />
          ),
        )}
        {streaming ? (
          <span className="livechat-streaming" role="img" aria-label={t('livechat.cohostTyping')}>
            <span />
            <span />
            <span />
          </span>
        ) : null}
      </span>
    </>
  )
}

function EmoticonImage({ emoticon, size }: { emoticon: ChatEmoticon; size?: number }) {
  const side = size ?? (emoticon.size || CHAT_EMOTICON_SIZE)
  return (
    <img
      className="livechat-emoticon"
      src={emoticon.url}
      alt={`:${emoticon.name}:`}
      title={`:${emoticon.name}:`}
      width={side}
      height={side}
      loading="lazy"
    />
  )
}

/** The emoticons this viewer may use (the server's list), by group; a click inserts one. */
function EmoticonPicker({
  groups,
  onPick,
}: {
  groups: ChatEmoticonGroup[]
  onPick: (emoticon: ChatEmoticon) => void
}) {
  const { t } = useTranslation('live')
  return (
    <fieldset id="livechat-picker" className="livechat-picker" aria-label={t('livechat.emoticons')}>
      {groups.map((group) => (
        <div key={group._id} className="livechat-picker-group">
          {group.name && <p className="livechat-picker-name">{group.name}</p>}
          <div className="livechat-picker-grid">
            {group.emoticons.map((emoticon) => (
              <button
                key={emoticon.key}
                type="button"
                className="livechat-picker-item"
                aria-label={t('livechat.insertEmoticon', { name: emoticon.name })}
                onClick={() => onPick(emoticon)}
              >
                <EmoticonImage emoticon={emoticon} size={CHAT_EMOTICON_SIZE} />
              </button>
            ))}
          </div>
        </div>
      ))}
    </fieldset>
  )
}
