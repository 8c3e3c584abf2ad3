import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAction } from '../../web/calls'
import { Alert, Button } from '../../web/ui'
import { reviewsApi } from './reviews-api'

/**
 * A review's "⋯" menu for another reader's review: report it (with a reason, kept for
 * the moderators; a second report of it says so) or block its writer (their reviews and
 * comments disappear for the caller; `onBlocked` reloads the list).
 */
export function ReviewActions({
  contentOid,
  commentOid,
  authorOid,
  onBlocked,
}: {
  contentOid: string
  commentOid: string
  authorOid: string
  onBlocked(): void
}) {
  const { t } = useTranslation('player')
  const [open, setOpen] = useState(false)
  const [reporting, setReporting] = useState(false)
  const [reason, setReason] = useState('')
  const action = useAction()
  const menuId = `review-actions-${commentOid}`

  async function report(event: FormEvent) {
    event.preventDefault()
    if (!reason.trim() || action.busy) return
    const answer = await action.act(
      () => reviewsApi.report(contentOid, commentOid, reason.trim()),
      (result) =>
        result.duplicate ? t('storyReviews.alreadyReported') : t('storyReviews.reported'),
    )
    if (answer) {
      setReporting(false)
      setOpen(false)
    }
  }

  async function block() {
    // The review leaves the list at once: the page says what happened (`onBlocked`).
    const done = await action.act(() => reviewsApi.blockUser(authorOid, 'add'), null)
    if (done) onBlocked()
  }

  return (
    <div className="review-actions">
      <Button
        variant="secondary"
        className="review-actions-toggle"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('storyReviews.actions')}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">⋯</span>
      </Button>
      {open ? (
        <div id={menuId} className="review-actions-menu stack">
          {reporting ? (
            <form className="stack" onSubmit={report}>
              <label className="field-label" htmlFor={`${menuId}-reason`}>
                {t('storyReviews.reportReason')}
              </label>
              <textarea
                id={`${menuId}-reason`}
                className="field-input"
                rows={2}
                maxLength={2000}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
              <div className="review-actions-row">
                <Button type="submit" busy={action.busy} disabled={!reason.trim()}>
                  {t('storyReviews.reportSend')}
                </Button>
                <Button variant="secondary" onClick={() => setReporting(false)}>
                  {t('storyReviews.cancel')}
                </Button>
              </div>
            </form>
          ) : (
            <div className="review-actions-row">
              <Button variant="secondary" onClick={() => setReporting(true)}>
                {t('storyReviews.report')}
              </Button>
              <Button variant="secondary" busy={action.busy} onClick={() => void block()}>
                {t('storyReviews.block')}
              </Button>
            </div>
          )}
        </div>
      ) : null}
      {action.outcome ? <Alert tone={action.outcome.tone}>{action.outcome.text}</Alert> : null}
    </div>
  )
}

/** The writers the reader blocked whose reviews were left out here, each with Unblock. */
export function HiddenAuthors({
  authorOids,
  names,
  onChanged,
}: {
  authorOids: readonly string[]
  names: ReadonlyMap<string, string>
  onChanged(): void
}) {
  const { t } = useTranslation('player')
  const action = useAction()
  if (authorOids.length === 0) return null
  async function unblock(userOid: string) {
    const answer = await action.act(
      () => reviewsApi.blockUser(userOid, 'remove'),
      () => t('storyReviews.unblocked'),
    )
    if (answer) onChanged()
  }
  return (
    <div className="review-hidden stack" data-testid="review-hidden">
      <p className="review-note">{t('storyReviews.hiddenHeading')}</p>
      <div className="review-actions-row">
        {authorOids.map((userOid) => (
          <Button key={userOid} variant="secondary" onClick={() => void unblock(userOid)}>
            {t('storyReviews.unblock', { name: names.get(userOid) || t('storyReviews.reader') })}
          </Button>
        ))}
      </div>
      {action.outcome ? <Alert tone={action.outcome.tone}>{action.outcome.text}</Alert> : null}
    </div>
  )
}
