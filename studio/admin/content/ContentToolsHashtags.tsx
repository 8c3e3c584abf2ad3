import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { RefreshHashtagsAnswer } from '../../../platform/content/tools/contract'
import { useAction, useData } from '../../../web/calls'
import { Alert, Button } from '../../../web/ui'
import { LoadState } from '../../creator/shell/LoadState'
import { Pager, useKeysetPages } from '../Pager'
import { SearchForm } from '../SearchForm'
import { contentToolsApi } from './content-tools-api'

/**
 * The hashtag index: tags most used first, 50 a page, searched by their start; a refresh
 * (confirmed) cleans stored tags and counts again, then shows the totals before and after.
 */
export function ContentToolsHashtags() {
  const { t, i18n } = useTranslation('studio')
  const { version, outcome, busy, act } = useAction()
  const [q, setQ] = useState('')
  const pages = useKeysetPages()
  const [last, setLast] = useState<RefreshHashtagsAnswer | null>(null)
  const list = useData(['tools-hashtags', q, pages.before ?? '', version], () =>
    contentToolsApi.hashtags({
      ...(q ? { q } : {}),
      ...(pages.before ? { after: pages.before } : {}),
    }),
  )
  const number = (value: number) => value.toLocaleString(i18n.language)

  function refresh() {
    if (!window.confirm(t('admin.tools_refreshConfirm'))) return
    void act(
      async () => {
        const answer = await contentToolsApi.refreshHashtags()
        setLast(answer)
        return answer
      },
      (answer) => t('admin.tools_refreshed', { fixed: number(answer.contentsFixed) }),
    )
  }

  const refreshedAt = list.data?.refreshedAt
  return (
    <section className="creator-card stack" aria-labelledby="tools-hashtags">
      <h2 id="tools-hashtags" className="creator-card-title">
        {t('admin.tools_hashtags')}
      </h2>
      <p className="muted">
        {refreshedAt
          ? t('admin.tools_refreshedAt', {
              when: new Date(refreshedAt).toLocaleString(i18n.language, {
                dateStyle: 'medium',
                timeStyle: 'short',
              }),
            })
          : t('admin.tools_neverRefreshed')}
      </p>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      {last ? (
        <dl className="admin-facts" aria-label={t('admin.tools_totals')}>
          <dt>{t('admin.tools_before')}</dt>
          <dd>
            {t('admin.tools_totalsLine', {
              tags: number(last.before.tags),
              uses: number(last.before.uses),
            })}
          </dd>
          <dt>{t('admin.tools_after')}</dt>
          <dd>
            {t('admin.tools_totalsLine', {
              tags: number(last.after.tags),
              uses: number(last.after.uses),
            })}
          </dd>
        </dl>
      ) : null}
      <div className="admin-actions">
        <Button disabled={busy} onClick={refresh}>
          {t('admin.tools_refresh')}
        </Button>
      </div>
      <SearchForm
        label={t('admin.tools_tagSearch')}
        maxLength={50}
        onSearch={(words) => {
          pages.reset()
          setQ(words)
        }}
      />
      <LoadState state={list} />
      {list.data && list.data.tags.length === 0 ? (
        <p className="muted">{t('admin.tools_noTags')}</p>
      ) : null}
      {list.data && list.data.tags.length > 0 ? (
        <div className="creator-table-wrap">
          <table className="creator-table">
            <thead>
              <tr>
                <th scope="col">{t('admin.tools_tag')}</th>
                <th scope="col">{t('admin.tools_tagContents')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.tags.map((row) => (
                <tr key={row.tag}>
                  <th scope="row" className="ops-wrap">
                    #{row.tag}
                  </th>
                  <td>{number(row.contents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pager pages={pages} next={list.data?.next} />
    </section>
  )
}
