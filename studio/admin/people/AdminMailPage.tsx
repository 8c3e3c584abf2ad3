import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminMailSegment, AdminUserView } from '../../../platform/accounts/contract'
import { useAction } from '../../../web/calls'
import { Alert, Button, SelectField, TextField } from '../../../web/ui'
import { UserFinder } from '../UserFinder'
import { peopleApi } from './people-api'
import './people.css'

// The contract's segments, in its order (a type-only import keeps server code out).
const SEGMENTS = ['user', 'creators', 'livestreamers'] as const satisfies AdminMailSegment[]
const newRequestId = () => crypto.randomUUID()

/**
 * Mail to one user or a segment: written, previewed (who it reaches and how it reads), then
 * sent after confirming, batch after batch until everyone has it. The page's request id
 * makes a resend continue the same mail rather than mail anyone twice.
 */
export function AdminMailPage() {
  const { t } = useTranslation('studio')
  const { outcome, busy, act } = useAction()
  const [segment, setSegment] = useState<AdminMailSegment>('user')
  const [user, setUser] = useState<AdminUserView | null>(null)
  const [subject, setSubject] = useState('')
  const [text, setText] = useState('')
  const [requestId, setRequestId] = useState(newRequestId)
  const [preview, setPreview] = useState<{ recipients: number; sample: string[] } | null>(null)
  const [sent, setSent] = useState<number | null>(null)
  const userOid = segment === 'user' ? user?.oid : undefined
  const ready = subject.trim() !== '' && text.trim() !== '' && (segment !== 'user' || !!user)
  // Any change to the mail or its audience asks for a new preview.
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value)
      setPreview(null)
    }

  function showPreview() {
    void act(async () => setPreview(await peopleApi.mailAudience(segment, userOid)), null)
  }

  async function send() {
    if (!preview) return
    if (!window.confirm(t('admin.mailConfirm', { count: preview.recipients }))) return
    const input = { requestId, segment, subject, text, ...(userOid ? { userOid } : {}) }
    const done = await act(
      async () => {
        let progress = await peopleApi.sendMail(input)
        setSent(progress.sent)
        while (!progress.done) {
          progress = await peopleApi.sendMail(input)
          setSent(progress.sent)
        }
        return progress
      },
      (progress) => t('admin.mailSent', { count: progress.sent }),
    )
    if (done) {
      setRequestId(newRequestId())
      setPreview(null)
      setSent(null)
    }
  }

  return (
    <div className="stack">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <section className="creator-card stack">
        <SelectField
          label={t('admin.mailSegment')}
          value={segment}
          onChange={(event) => edit(setSegment)(event.target.value as AdminMailSegment)}
          options={SEGMENTS.map((value) => ({ value, label: t(`admin.mailSegment_${value}`) }))}
        />
      </section>
      {segment === 'user' ? <UserFinder chosen={user} onChoose={edit(setUser)} /> : null}
      <section className="creator-card stack" aria-labelledby="mail-compose">
        <h2 id="mail-compose" className="creator-card-title">
          {t('admin.mailCompose')}
        </h2>
        <TextField
          label={t('admin.mailSubject')}
          maxLength={200}
          value={subject}
          onChange={(event) => edit(setSubject)(event.target.value)}
        />
        <div className="field">
          <label className="field-label" htmlFor="admin-mail-text">
            {t('admin.mailText')}
          </label>
          <textarea
            id="admin-mail-text"
            className="field-input people-mail-input"
            rows={8}
            maxLength={20_000}
            value={text}
            onChange={(event) => edit(setText)(event.target.value)}
          />
        </div>
        <div className="admin-actions">
          <Button variant="secondary" disabled={busy || !ready} onClick={showPreview}>
            {t('admin.mailPreview')}
          </Button>
        </div>
      </section>
      {preview ? (
        <section className="creator-card stack" aria-labelledby="mail-preview">
          <h2 id="mail-preview" className="creator-card-title">
            {t('admin.mailPreviewTitle', { count: preview.recipients })}
          </h2>
          <p className="muted people-facts">{preview.sample.join(', ')}</p>
          <article className="people-mail">
            <strong>{subject}</strong>
            <p className="people-mail-text">{text}</p>
          </article>
          {sent !== null ? (
            <p role="status">{t('admin.mailProgress', { sent, count: preview.recipients })}</p>
          ) : null}
          <div className="admin-actions">
            <Button disabled={busy || preview.recipients === 0} onClick={() => void send()}>
              {t('admin.mailSend')}
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  )
}
