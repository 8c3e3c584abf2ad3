import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useData } from '../../../web/calls'
import { Button } from '../../../web/ui'
import { LoadState } from '../../creator/shell/LoadState'
import { Pager, useKeysetPages } from '../Pager'
import { SearchForm } from '../SearchForm'
import { contentToolsApi } from './content-tools-api'

/** Every content, newest first, 30 a page; searched by an id (content or creator) or title words. */
export function ContentToolsData({ onOpen }: { onOpen: (contentOid: string) => void }) {
  const { t, i18n } = useTranslation('studio')
  const [q, setQ] = useState('')
  const pages = useKeysetPages()
  const list = useData(['tools-contents', q, pages.before ?? ''], () =>
    contentToolsApi.search({
      ...(q ? { q } : {}),
      ...(pages.before ? { before: pages.before } : {}),
    }),
  )
  const when = (iso: string) =>
    new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' })
  const rows = list.data?.contents ?? []
  return (
    <section className="creator-card stack" aria-labelledby="tools-contents">
      <h2 id="tools-contents" className="creator-card-title">
        {t('admin.tools_contents')}
      </h2>
      <SearchForm
        label={t('admin.tools_search')}
        hint={t('admin.tools_searchHint')}
        maxLength={100}
        onSearch={(words) => {
          pages.reset()
          setQ(words)
        }}
      />
      <LoadState state={list} />
      {list.data && rows.length === 0 ? <p className="muted">{t('admin.tools_none')}</p> : null}
      {rows.length > 0 ? (
        <div className="creator-table-wrap">
          <table className="creator-table admin-table">
            <thead>
              <tr>
                <th scope="col">{t('admin.tools_title')}</th>
                <th scope="col">{t('admin.tools_creator')}</th>
                <th scope="col">{t('admin.tools_status')}</th>
                <th scope="col">{t('admin.tools_created')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.oid}>
                  <th scope="row" className="ops-wrap">
                    <span className="ops-title">{row.title || row.oid}</span>
                    <Button
                      variant="secondary"
                      aria-label={t('admin.tools_openNamed', { title: row.title || row.oid })}
                      onClick={() => onOpen(row.oid)}
                    >
                      {t('admin.tools_open')}
                    </Button>
                  </th>
                  <td className="ops-wrap">{row.creatorNickname || row.creatorOid}</td>
                  <td>
                    {row.status} · {row.visibility}
                  </td>
                  <td>{when(row.createdAt)}</td>
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
