import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { refreshSignedInUser } from '../../../web/boot'
import { useAction, useData } from '../../../web/calls'
import { Alert, Button } from '../../../web/ui'
import { LoadState } from '../shell/LoadState'
import { liveApplicationApi } from './application-api'

/** The server's limit on a reason (platform/live/applications: 'The reason is at most 500 characters.'). */
const REASON_MAX = 500

/**
 * A creator who cannot stream yet: the spec's locked page, with the way in: apply with a
 * short reason, then read the application's status (pending, approved, refused with a note).
 */
export function ApplyForLive() {
  const { t, i18n } = useTranslation('creator')
  const { version, outcome, setOutcome, busy, act } = useAction()
  const mine = useData(`live-application:${version}`, () => liveApplicationApi.mine())
  const [reason, setReason] = useState('')
  const application = mine.data?.application ?? null
  const canApply = !mine.data?.isLivestreamer && (!application || application.status === 'refused')
  const approved = !!mine.data?.isLivestreamer
  // Approved since the session was stored: its roles are read again and the studio opens.
  useEffect(() => {
    if (approved) void refreshSignedInUser()
  }, [approved])
  const date = (iso: string | null) =>
    iso ? new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium' }) : ''

  function send(event: FormEvent) {
    event.preventDefault()
    if (!reason.trim()) {
      setOutcome({ tone: 'error', text: t('liveApply.reasonMissing') })
      return
    }
    void act(async () => {
      await liveApplicationApi.apply(reason.trim())
      setReason('')
    }, t('liveApply.sent'))
  }

  return (
    <section className="creator-card stack" data-testid="live-locked">
      <h2>{t('liveStudio.locked')}</h2>
      {canApply && !application ? <p className="muted">{t('liveStudio.lockedLead')}</p> : null}
      <LoadState state={mine} />
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      {mine.data?.isLivestreamer ? (
        <Alert tone="success">{t('liveApply.approvedReload')}</Alert>
      ) : application ? (
        <div className="live-apply-status stack" data-testid="live-application">
          <p>
            <span className={`live-apply-badge live-apply-${application.status}`}>
              {t(`liveApply.status_${application.status}`)}
            </span>{' '}
            <span className="muted">
              {t('liveApply.sentOn', { date: date(application.createdAt) })}
            </span>
          </p>
          <p className="muted">{t(`liveApply.statusLead_${application.status}`)}</p>
          <blockquote className="live-apply-reason">{application.reason}</blockquote>
          {application.note ? (
            <p>
              <strong>{t('liveApply.note')}</strong> {application.note}
            </p>
          ) : null}
        </div>
      ) : null}
      {mine.data && canApply ? (
        <form className="stack" onSubmit={send} noValidate>
          <div className="field">
            <label className="field-label" htmlFor="live-apply-reason">
              {application ? t('liveApply.reasonAgain') : t('liveApply.reason')}
            </label>
            <textarea
              id="live-apply-reason"
              className="field-input creator-textarea"
              value={reason}
              maxLength={REASON_MAX}
              aria-describedby="live-apply-hint"
              onChange={(event) => setReason(event.target.value)}
            />
            <span id="live-apply-hint" className="field-hint">
              {t('liveApply.reasonHint', {
                count: REASON_MAX - reason.length,
              })}
            </span>
          </div>
          <div className="creator-actions">
            <Button type="submit" busy={busy}>
              {t('liveApply.submit')}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  )
}
