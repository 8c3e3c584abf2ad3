import { useTranslation } from 'react-i18next'
import { useAction } from '../../web/calls'
import { Alert, Button } from '../../web/ui'
import { ReportBlockMenu } from './ReportBlockMenu'
import { reviewsApi } from './reviews-api'

/** A review's "⋯" menu for another reader's review: report it or block its writer. */
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
  return (
    <ReportBlockMenu
      id={`review-actions-${commentOid}`}
      texts={{
        actions: t('storyReviews.actions'),
        report: t('storyReviews.report'),
        reportReason: t('storyReviews.reportReason'),
        reportSend: t('storyReviews.reportSend'),
        cancel: t('storyReviews.cancel'),
        block: t('storyReviews.block'),
        reported: t('storyReviews.reported'),
        alreadyReported: t('storyReviews.alreadyReported'),
      }}
      report={(reason) => reviewsApi.report(contentOid, commentOid, reason)}
      block={() => reviewsApi.blockUser(authorOid, 'add')}
      onBlocked={onBlocked}
    />
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
