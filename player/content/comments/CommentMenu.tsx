import { useTranslation } from 'react-i18next'
import { ReportBlockMenu } from '../../catalogue/ReportBlockMenu'
import { commentsApi } from './comments-api'

/** Another viewer's comment's "⋯" menu: report it or block its writer. */
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
  return (
    <ReportBlockMenu
      id={`comment-menu-${commentOid}`}
      texts={{
        actions: t('contentComments.actions'),
        report: t('contentComments.report'),
        reportReason: t('contentComments.reportReason'),
        reportSend: t('storyReviews.reportSend'),
        cancel: t('storyReviews.cancel'),
        block: t('contentComments.block'),
        reported: t('contentComments.reported'),
        alreadyReported: t('contentComments.alreadyReported'),
      }}
      report={(reason) => commentsApi.report(contentOid, commentOid, reason)}
      block={() => commentsApi.blockUser(authorOid, 'add')}
      onBlocked={onBlocked}
    />
  )
}
