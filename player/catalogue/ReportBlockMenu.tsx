import { type FormEvent, useState } from 'react'
import { useAction } from '../../web/calls'
import { Alert, Button } from '../../web/ui'

/** What the menu says, in the caller's words (a review's or a comment's). */
export interface ReportBlockTexts {
  actions: string
  report: string
  reportReason: string
  reportSend: string
  cancel: string
  block: string
  reported: string
  alreadyReported: string
}

/**
 * The "⋯" menu under another reader's review or comment: report it (with a reason, kept for
 * the moderators; a second report of it says so) or block its writer (`onBlocked` reloads
 * the list, from which their writing disappears for the caller).
 */
export function ReportBlockMenu({
  id,
  texts,
  report,
  block,
  onBlocked,
}: {
  /** Unique on the page: names the menu and its reason field. */
  id: string
  texts: ReportBlockTexts
  report(reason: string): Promise<{ duplicate?: boolean }>
  block(): Promise<unknown>
  onBlocked(): void
}) {
  const [open, setOpen] = useState(false)
  const [reporting, setReporting] = useState(false)
  const [reason, setReason] = useState('')
  const action = useAction()

  async function sendReport(event: FormEvent) {
    event.preventDefault()
    if (!reason.trim() || action.busy) return
    const answer = await action.act(
      () => report(reason.trim()),
      (result) => (result.duplicate ? texts.alreadyReported : texts.reported),
    )
    if (answer) {
      setReporting(false)
      setOpen(false)
    }
  }

  async function blockWriter() {
    // The writing leaves the list at once: the page says what happened (`onBlocked`).
    const done = await action.act(block, null)
    if (done) onBlocked()
  }

  return (
    <div className="review-actions">
      <Button
        variant="secondary"
        className="review-actions-toggle"
        aria-expanded={open}
        aria-controls={id}
        aria-label={texts.actions}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">⋯</span>
      </Button>
      {open ? (
        <div id={id} className="review-actions-menu stack">
          {reporting ? (
            <form className="stack" onSubmit={sendReport}>
              <label className="field-label" htmlFor={`${id}-reason`}>
                {texts.reportReason}
              </label>
              <textarea
                id={`${id}-reason`}
                className="field-input"
                rows={2}
                maxLength={2000}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
              <div className="review-actions-row">
                <Button type="submit" busy={action.busy} disabled={!reason.trim()}>
                  {texts.reportSend}
                </Button>
                <Button variant="secondary" onClick={() => setReporting(false)}>
                  {texts.cancel}
                </Button>
              </div>
            </form>
          ) : (
            <div className="review-actions-row">
              <Button variant="secondary" onClick={() => setReporting(true)}>
                {texts.report}
              </Button>
              <Button variant="secondary" busy={action.busy} onClick={() => void blockWriter()}>
                {texts.block}
              </Button>
            </div>
          )}
        </div>
      ) : null}
      {action.outcome ? <Alert tone={action.outcome.tone}>{action.outcome.text}</Alert> : null}
    </div>
  )
}
