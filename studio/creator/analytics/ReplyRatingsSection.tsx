import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ReplyRatingsAnswer } from '../../../platform/chat/ratings/contract'
import { useData } from '../../../web/calls'
import { api } from '../../../web/session'
import { SelectField } from '../../../web/ui'
import { storiesApi } from '../../api/connected'
import { LoadState } from '../shell/LoadState'

/**
 * "Reply ratings by scene": the players' thumbs on the replies of one of the creator's
 * published stories, a row per scene with its most given reasons.
 */
export function ReplyRatingsSection() {
  const { t } = useTranslation('creator')
  const stories = useData('reply-ratings-stories', () =>
    storiesApi
      .listMine()
      .then((page) => page.contents.filter((content) => content.status === 'published')),
  )
  const [chosen, setChosen] = useState<string | null>(null)
  const published = stories.data ?? []
  const contentOid = chosen ?? published[0]?.contentOid ?? null
  return (
    <section className="creator-reply-ratings" data-testid="reply-ratings">
      <h2>{t('replyRatings.title')}</h2>
      <p className="muted">{t('replyRatings.lead')}</p>
      <LoadState state={stories} />
      {stories.data && published.length === 0 ? (
        <p className="muted">{t('replyRatings.noStories')}</p>
      ) : null}
      {published.length > 1 ? (
        <SelectField
          label={t('replyRatings.story')}
          options={published.map((content) => ({
            value: content.contentOid,
            label: content.title,
          }))}
          value={contentOid ?? ''}
          onChange={(event) => setChosen(event.target.value)}
        />
      ) : null}
      {contentOid ? <RatingsTable contentOid={contentOid} /> : null}
    </section>
  )
}

function RatingsTable({ contentOid }: { contentOid: string }) {
  const { t } = useTranslation('creator')
  const ratings = useData(`reply-ratings:${contentOid}`, () =>
    api.get('/story-chat/reply-ratings', { contentOid }),
  )
  if (!ratings.data) return <LoadState state={ratings} />
  const answer: ReplyRatingsAnswer = ratings.data
  if (answer.scenes.length === 0) return <p className="muted">{t('replyRatings.noRatings')}</p>
  return (
    <div className="creator-table-wrap">
      <table className="creator-table" data-testid="reply-ratings-table">
        <thead>
          <tr>
            <th scope="col">{t('replyRatings.scene')}</th>
            <th scope="col" className="numeric">
              <span aria-hidden="true">{t('replyRatings.up')}</span>
              <span className="visually-hidden">{t('replyRatings.upLabel')}</span>
            </th>
            <th scope="col" className="numeric">
              <span aria-hidden="true">{t('replyRatings.down')}</span>
              <span className="visually-hidden">{t('replyRatings.downLabel')}</span>
            </th>
            <th scope="col">{t('replyRatings.topReasons')}</th>
          </tr>
        </thead>
        <tbody>
          {answer.scenes.map((scene) => (
            <tr key={scene.sceneId} data-testid="reply-ratings-row">
              <th scope="row">{scene.title ?? t('replyRatings.goneScene')}</th>
              <td className="numeric" data-testid="reply-ratings-up">
                {scene.up.toLocaleString()}
              </td>
              <td className="numeric" data-testid="reply-ratings-down">
                {scene.down.toLocaleString()}
              </td>
              <td>
                {scene.topReasons
                  .map(
                    (reason) =>
                      `${t(`replyRatingReasons.${reason.reason}`)} (${reason.count.toLocaleString()})`,
                  )
                  .join(', ') || '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
