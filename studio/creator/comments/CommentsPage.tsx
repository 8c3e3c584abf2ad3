import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useData } from '../../../web/calls'
import { errorText } from '../../../web/i18n'
import { Alert, Button, SelectField } from '../../../web/ui'
import { contentApi } from '../../contents/contents-api'
import { type ContentComment, commentsApi } from '../api'
import { CreatorLayout } from '../shell/CreatorLayout'
import { LoadState } from '../shell/LoadState'

/**
 * Comment management: pick one of the channel's published contents and read or delete its
 * comments (the content area's `GET` and `DELETE /content/comment`). A comment that earned
 * its writer a reward cannot be deleted (the server says so).
 */
export function CommentsPage() {
  const { t, i18n } = useTranslation('creator')
  const contents = useData('projected', () => contentApi.projected())
  const published = contents.data?.lists.published ?? []
  const [chosen, setChosen] = useState('')
  const contentOid = chosen || published[0]?.contentOid || ''
  const comments = useData(contentOid, async () =>
    contentOid ? (await commentsApi.list(contentOid)).comments : [],
  )
  const [failure, setFailure] = useState<string | null>(null)
  const date = new Intl.DateTimeFormat(i18n.language === 'jp' ? 'ja' : i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  })

  async function remove(comment: ContentComment) {
    if (!confirm(t('creatorComments.confirmDelete'))) return
    setFailure(null)
    try {
      await commentsApi.remove(comment.contentOid, comment.commentOid)
      comments.reload()
    } catch (error) {
      setFailure(errorText(t, error))
    }
  }

  return (
    <CreatorLayout
      section="comments"
      title={t('creatorComments.title')}
      lead={t('creatorComments.lead')}
    >
      <LoadState state={contents} />
      {contents.data && published.length === 0 ? (
        <p className="muted">{t('creatorComments.noContents')}</p>
      ) : null}
      {published.length > 0 ? (
        <SelectField
          label={t('creatorComments.content')}
          value={contentOid}
          options={published.map((row) => ({ value: row.contentOid, label: row.title || '—' }))}
          onChange={(event) => setChosen(event.target.value)}
        />
      ) : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {contentOid ? <LoadState state={comments} /> : null}
      {comments.data && contentOid ? (
        comments.data.length === 0 ? (
          <p className="muted">{t('creatorComments.empty')}</p>
        ) : (
          <ul className="creator-list" aria-label={t('creatorComments.listLabel')}>
            {comments.data.map((comment) => (
              <li key={comment.commentOid} className="creator-list-row">
                <span className="creator-list-main">
                  <span className="creator-comment-text">{comment.commentContent}</span>
                  <span className="muted creator-list-meta">
                    {date.format(new Date(comment.createdAt))}
                  </span>
                </span>
                <Button variant="secondary" onClick={() => void remove(comment)}>
                  {t('creatorComments.delete')}
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </CreatorLayout>
  )
}
