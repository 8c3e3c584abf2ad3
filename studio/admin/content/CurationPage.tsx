import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CuratedPageSummary } from '../../../platform/content/curation/contract'
import { useData } from '../../../web/calls'
import { Button } from '../../../web/ui'
import { LoadState } from '../../creator/shell/LoadState'
import { Pager, useKeysetPages } from '../Pager'
import { SearchForm } from '../SearchForm'
import { CuratedPageEditor } from './CuratedPageEditor'
import { curationApi } from './curation-api'
import './curation.css'

/**
 * Curated pages: each an address (`home` is the player's home) and a country (`ALL` for
 * every country without its own page), its sections of ordered contents edited as a draft
 * and published for players. The list is searched by address or title, newest first.
 */
export function CurationPage() {
  const { t } = useTranslation('studio')
  const [editing, setEditing] = useState<string | null>(null)
  const [q, setQ] = useState('')
  const [version, setVersion] = useState(0)
  const pages = useKeysetPages()
  const before = pages.before
  const list = useData(['curated-pages', q, before ?? '', version], () =>
    curationApi.pages({ ...(q ? { q } : {}), ...(before ? { before } : {}) }),
  )
  if (editing !== null)
    return (
      <CuratedPageEditor
        pageOid={editing === 'new' ? null : editing}
        onClose={() => {
          setEditing(null)
          setVersion((value) => value + 1)
        }}
      />
    )
  const rows = list.data?.pages ?? []
  return (
    <section className="creator-card stack" aria-labelledby="cur-pages">
      <div className="cur-head">
        <h2 id="cur-pages" className="creator-card-title">
          {t('admin.cur_pages')}
        </h2>
        <Button onClick={() => setEditing('new')}>{t('admin.cur_newPage')}</Button>
      </div>
      <SearchForm
        label={t('admin.cur_search')}
        maxLength={100}
        onSearch={(words) => {
          setQ(words)
          pages.reset()
        }}
      />
      <LoadState state={list} />
      {list.data && rows.length === 0 ? <p className="muted">{t('admin.cur_none')}</p> : null}
      <ul className="admin-prompt-versions" aria-label={t('admin.cur_pages')}>
        {rows.map((row) => (
          <PageRow key={row.pageOid} row={row} onEdit={() => setEditing(row.pageOid)} />
        ))}
      </ul>
      <Pager pages={pages} next={list.data?.next} />
    </section>
  )
}

function PageRow({ row, onEdit }: { row: CuratedPageSummary; onEdit: () => void }) {
  const { t, i18n } = useTranslation('studio')
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <li className="admin-prompt-version" data-page={`${row.pageUrl}/${row.country}`}>
      <div className="admin-audit-head">
        <strong>{row.title}</strong>
        <code className="cur-address">
          {row.pageUrl} · {row.country === 'ALL' ? t('admin.cur_allCountries') : row.country}
        </code>
        {row.publishedAt === null ? (
          <span className="admin-off-air">{t('admin.cur_unpublished')}</span>
        ) : row.unpublishedChanges ? (
          <span className="admin-pending">{t('admin.cur_changed')}</span>
        ) : (
          <span className="admin-on-air">{t('admin.cur_live')}</span>
        )}
      </div>
      <p className="admin-audit-meta">
        {t('admin.cur_sections', { count: row.sectionCount })} ·{' '}
        {t('admin.cur_updated', { when: when(row.updatedAt) })}
        {row.publishedAt ? ` · ${t('admin.cur_publishedAt', { when: when(row.publishedAt) })}` : ''}
      </p>
      <div className="admin-actions">
        <Button variant="secondary" onClick={onEdit}>
          {t('admin.cur_edit')}
          <span className="visually-hidden">: {row.title}</span>
        </Button>
      </div>
    </li>
  )
}
