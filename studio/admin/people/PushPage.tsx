import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminUserView } from '../../../platform/accounts/contract'
import type { AdminPushSegment, AdminPushView } from '../../../platform/notifications/contract'
import { useAction } from '../../../web/calls'
import { Alert, Button, SelectField, TextField } from '../../../web/ui'
import { UserFinder } from '../UserFinder'
import { peopleApi } from './people-api'
import { SearchedList } from './SearchedList'
import './people.css'

// The contract's segments, in its order (a type-only import keeps server code out).
const SEGMENTS = [
  'user',
  'creators',
  'livestreamers',
  'everyone',
] as const satisfies AdminPushSegment[]
const TITLE_MAX = 100
const BODY_MAX = 500
const newRequestId = () => crypto.randomUUID()

/**
 * A push: a notice in the users' notification lists, to one user or a segment, written,
 * previewed (how many it reaches, how it reads), then sent after confirming, batch after
 * batch. The page's request id makes a resend continue the same push, never repeat it.
 * Below, the pushes sent with their counts.
 */
export function PushPage() {
  const [version, setVersion] = useState(0)
  return (
    <div className="stack">
      <PushForm onSent={() => setVersion((value) => value + 1)} />
      <SentPushes key={version} />
    </div>
  )
}

function PushForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation('studio')
  const { outcome, busy, act } = useAction()
  const [segment, setSegment] = useState<AdminPushSegment>('user')
  const [user, setUser] = useState<AdminUserView | null>(null)
  const [title, setTitle] = useState('')
  const [body, setBody] = useState('')
  const [link, setLink] = useState('')
  const [requestId, setRequestId] = useState(newRequestId)
  const [recipients, setRecipients] = useState<number | null>(null)
  const [sent, setSent] = useState<number | null>(null)
  const userOid = segment === 'user' ? user?.oid : undefined
  const ready = title.trim() !== '' && body.trim() !== '' && (segment !== 'user' || !!user)
  // Any change to the push or its audience asks for a new preview.
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value)
      setRecipients(null)
    }

  function preview() {
    void act(
      async () => setRecipients((await peopleApi.pushAudience(segment, userOid)).recipients),
      null,
    )
  }

  async function send() {
    if (recipients === null) return
    if (!window.confirm(t('admin.pushConfirm', { count: recipients }))) return
    const input = {
      requestId,
      segment,
      title,
      body,
      ...(userOid ? { userOid } : {}),
      ...(link.trim() ? { link: link.trim() } : {}),
    }
    const done = await act(
      async () => {
        let progress = await peopleApi.sendPush(input)
        setSent(progress.sent)
        while (!progress.done) {
          progress = await peopleApi.sendPush(input)
          setSent(progress.sent)
        }
        return progress
      },
      (progress) => t('admin.pushSent', { count: progress.delivered }),
    )
    if (done) {
      setRequestId(newRequestId())
      setRecipients(null)
      setSent(null)
      onSent()
    }
  }

  return (
    <>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <section className="creator-card stack">
        <SelectField
          label={t('admin.pushSegment')}
          value={segment}
          onChange={(event) => edit(setSegment)(event.target.value as AdminPushSegment)}
          options={SEGMENTS.map((value) => ({ value, label: t(`admin.pushSegment_${value}`) }))}
        />
      </section>
      {segment === 'user' ? <UserFinder chosen={user} onChoose={edit(setUser)} /> : null}
      <section className="creator-card stack" aria-labelledby="push-compose">
        <h2 id="push-compose" className="creator-card-title">
          {t('admin.pushCompose')}
        </h2>
        <TextField
          label={t('admin.pushTitle')}
          hint={t('admin.pushLimit', { count: TITLE_MAX })}
          maxLength={TITLE_MAX}
          value={title}
          onChange={(event) => edit(setTitle)(event.target.value)}
        />
        <div className="field">
          <label className="field-label" htmlFor="admin-push-body">
            {t('admin.pushBody')}
          </label>
          <textarea
            id="admin-push-body"
            className="field-input people-mail-input"
            rows={4}
            maxLength={BODY_MAX}
            value={body}
            onChange={(event) => edit(setBody)(event.target.value)}
          />
          <span className="field-hint">
            {t('admin.pushCount', { count: body.length, max: BODY_MAX })}
          </span>
        </div>
        <TextField
          label={t('admin.pushLink')}
          hint={t('admin.pushLinkHint')}
          maxLength={300}
          value={link}
          onChange={(event) => edit(setLink)(event.target.value)}
        />
        <div className="admin-actions">
          <Button variant="secondary" disabled={busy || !ready} onClick={preview}>
            {t('admin.pushPreview')}
          </Button>
        </div>
      </section>
      {recipients !== null ? (
        <section className="creator-card stack" aria-labelledby="push-preview">
          <h2 id="push-preview" className="creator-card-title">
            {t('admin.pushPreviewTitle', { count: recipients })}
          </h2>
          <article className="people-mail">
            <strong>{title}</strong>
            <p className="people-mail-text">{body}</p>
            {link.trim() ? <span className="muted people-facts">{link.trim()}</span> : null}
          </article>
          {sent !== null ? (
            <p role="status">{t('admin.pushProgress', { sent, count: recipients })}</p>
          ) : null}
          <div className="admin-actions">
            <Button disabled={busy || recipients === 0} onClick={() => void send()}>
              {t('admin.pushSend')}
            </Button>
          </div>
        </section>
      ) : null}
    </>
  )
}

/** The pushes sent, newest first, 30 a page, searched by words of the title. */
function SentPushes() {
  const { t } = useTranslation('studio')
  return (
    <SearchedList
      name="admin-pushes"
      title={t('admin.pushList')}
      searchLabel={t('admin.pushSearch')}
      empty={t('admin.pushNone')}
      load={async (query) => {
        const page = await peopleApi.pushes(query)
        return { rows: page.pushes, next: page.next }
      }}
      rows={(pushes) => pushes.map((push) => <PushRow key={push.oid} push={push} />)}
    />
  )
}

function PushRow({ push }: { push: AdminPushView }) {
  const { t, i18n } = useTranslation('studio')
  const date = new Date(push.createdAt).toLocaleString(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  return (
    <li className="admin-user">
      <span className="admin-user-name">
        <strong>{push.title}</strong>
        <span className="muted people-facts">{push.body}</span>
        <span className="muted people-facts">
          {t('admin.pushFacts', {
            date,
            segment: t(`admin.pushSegment_${push.segment}`),
            delivered: push.delivered,
            sent: push.sent,
            count: push.recipients,
          })}
        </span>
      </span>
      <span className="admin-pending">
        {push.done ? t('admin.pushDone') : t('admin.pushUnfinished')}
      </span>
    </li>
  )
}
