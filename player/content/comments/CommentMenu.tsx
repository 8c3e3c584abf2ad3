import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAction } from '../../../web/calls'
import { Alert, Button } from '../../../web/ui'
import { commentsApi } from './comments-api'

/**
 * Another viewer's comment's "⋯" menu: report it (with a reason, for the moderators; a
 * second report says so) or block its writer (their comments disappear for the caller).
 */
export function CommentMenu({
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
  const menuId = `comment-menu-${commentOid}`

  async function report(event: FormEvent) {
    event.preventDefault()
    if (!reason.trim() || action.busy) return
    const answer = await action.act(
      () => commentsApi.report(contentOid, commentOid, reason.trim()),
      (result) =>
        result.duplicate ? t('contentComments.alreadyReported') : t('contentComments.reported'),
    )
    if (answer) {
      setReporting(false)
      setOpen(false)
    }
  }

  async function block() {
    const done = await action.act(() => commentsApi.blockUser(authorOid, 'add'), null)
    if (done) onBlocked()
  }

  return (
    <div className="review-actions">
      <Button
        variant="secondary"
        className="review-actions-toggle"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('contentComments.actions')}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">⋯</span>
      </Button>
      {open ? (
        <div id={menuId} className="review-actions-menu stack">
          {reporting ? (
            <form className="stack" onSubmit={report}>
              <label className="field-label" htmlFor={`${menuId}-reason`}>
                {t('contentComments.reportReason')}
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
                {t('contentComments.report')}
              </Button>
              <Button variant="secondary" busy={action.busy} onClick={() => void block()}>
                {t('contentComments.block')}
              </Button>
            </div>
          )}
        </div>
      ) : null}
      {action.outcome ? <Alert tone={action.outcome.tone}>{action.outcome.text}</Alert> : null}
    </div>
  )
}
