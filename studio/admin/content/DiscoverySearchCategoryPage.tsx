import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SearchComponentSummary } from '../../../platform/content/curation/contract'
import { useAction, useData } from '../../../web/calls'
import { Link, useLocation } from '../../../web/routing'
import { Alert, Button } from '../../../web/ui'
import { LoadState } from '../../creator/shell/LoadState'
import { adminPath } from '../admin-paths'
import { Pager, useKeysetPages } from '../Pager'
import { SearchForm } from '../SearchForm'
import { type CONTENT_TYPES, DiscoveryCategoryForm } from './DiscoveryCategoryForm'
import { discoveryApi } from './discovery-api'
import './discovery.css'

/**
 * The search page's categories in order: each a kind (hashtags, creators, content types), a
 * title in four languages and its inputs, edited as drafts and published together for the
 * player's search screen.
 */
export function DiscoverySearchCategoryPage() {
  const { t } = useTranslation('studio')
  const [q, setQ] = useState('')
  const [adding, setAdding] = useState(false)
  const pages = useKeysetPages()
  const { outcome, busy, act, version } = useAction()
  const after = pages.before
  const list = useData(['search-components', q, after ?? '', version], () =>
    discoveryApi.components({ ...(q ? { q } : {}), ...(after ? { after } : {}) }),
  )
  const rows = list.data?.components ?? []
  const total = list.data?.total ?? 0
  const changed = rows.some((row) => row.unpublishedChanges)

  function publish() {
    if (!window.confirm(t('admin.disc_publishConfirm'))) return
    void act(() => discoveryApi.publishComponents(), t('admin.disc_publishedNow'))
  }

  return (
    <section className="creator-card stack" aria-labelledby="disc-list">
      <div className="cur-head">
        <h2 id="disc-list" className="creator-card-title">
          {t('admin.disc_categories')}
        </h2>
        <div className="admin-actions">
          <Button variant="secondary" onClick={() => setAdding((value) => !value)}>
            {t('admin.disc_new')}
          </Button>
          <Button busy={busy} onClick={publish}>
            {t('admin.disc_publish')}
          </Button>
        </div>
      </div>
      <p className="muted">
        {t('admin.disc_count', { count: total })}
        {changed ? ` · ${t('admin.disc_unpublishedNote')}` : ''}
      </p>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      {adding ? (
        <section className="creator-card stack" aria-label={t('admin.disc_new')}>
          <DiscoveryCategoryForm
            stored={null}
            onSaved={() => {
              setAdding(false)
              void act(async () => undefined, t('admin.disc_saved'))
            }}
          />
        </section>
      ) : null}
      <SearchForm
        label={t('admin.disc_search')}
        maxLength={100}
        onSearch={(words) => {
          setQ(words)
          pages.reset()
        }}
      />
      <LoadState state={list} />
      {list.data && rows.length === 0 ? <p className="muted">{t('admin.disc_none')}</p> : null}
      <ol className="admin-prompt-versions disc-list" aria-label={t('admin.disc_categories')}>
        {rows.map((row) => (
          <CategoryRow key={row.componentOid} row={row} total={total} busy={busy} act={act} />
        ))}
      </ol>
      <Pager pages={pages} next={list.data?.next} />
    </section>
  )
}

function CategoryRow({
  row,
  total,
  busy,
  act,
}: {
  row: SearchComponentSummary
  total: number
  busy: boolean
  act: ReturnType<typeof useAction>['act']
}) {
  const { t, i18n } = useTranslation('studio')
  const { pathname, search } = useLocation()
  const language = (['en', 'ko', 'jp', 'es'] as const).find((one) => one === i18n.language)
  const title = row.draft.titles[language ?? 'en'] || row.draft.titles.en
  const setting = `${adminPath(`search-category-setting/${row.componentOid}`)}?pp=${encodeURIComponent(pathname + search)}`
  const move = (position: number) =>
    void act(() => discoveryApi.moveComponent(row.componentOid, position), null)
  function toggleHidden() {
    void act(
      () =>
        discoveryApi.saveComponent({
          componentOid: row.componentOid,
          ...row.draft,
          hidden: !row.draft.hidden,
        }),
      null,
    )
  }
  function remove() {
    if (!window.confirm(t('admin.disc_removeConfirm', { title }))) return
    void act(() => discoveryApi.removeComponent(row.componentOid), t('admin.disc_removed'))
  }
  return (
    <li className="admin-prompt-version" data-component={row.componentOid}>
      <div className="admin-audit-head">
        <span className="disc-position">{row.position}</span>
        <strong>{title}</strong>
        <span className="muted">{t(`admin.disc_kind_${row.draft.kind}`)}</span>
        <CategoryState row={row} />
      </div>
      <ul className="disc-chips" aria-label={t('admin.disc_inputs')}>
        {row.labels.map((input) => (
          <li key={input.value} className="disc-chip">
            {row.draft.kind === 'contentTypes'
              ? t(`admin.disc_type_${input.value as (typeof CONTENT_TYPES)[number]}`)
              : input.label}
          </li>
        ))}
      </ul>
      <div className="admin-actions">
        <Link className="button button-secondary" href={setting}>
          {t('admin.disc_settings')}
          <span className="visually-hidden">: {title}</span>
        </Link>
        <Button
          variant="secondary"
          disabled={busy || row.position <= 1}
          onClick={() => move(row.position - 1)}
        >
          {t('admin.disc_up')}
          <span className="visually-hidden">: {title}</span>
        </Button>
        <Button
          variant="secondary"
          disabled={busy || row.position >= total}
          onClick={() => move(row.position + 1)}
        >
          {t('admin.disc_down')}
          <span className="visually-hidden">: {title}</span>
        </Button>
        <Button variant="secondary" disabled={busy} onClick={toggleHidden}>
          {row.draft.hidden ? t('admin.disc_show') : t('admin.disc_hide')}
          <span className="visually-hidden">: {title}</span>
        </Button>
        <Button variant="secondary" disabled={busy} onClick={remove}>
          {t('admin.disc_remove')}
          <span className="visually-hidden">: {title}</span>
        </Button>
      </div>
    </li>
  )
}

/** Live, changed since publishing, not yet published, or hidden. */
export function CategoryState({ row }: { row: SearchComponentSummary }) {
  const { t } = useTranslation('studio')
  if (row.draft.hidden) return <span className="admin-off-air">{t('admin.disc_hiddenState')}</span>
  if (row.published === null)
    return <span className="admin-off-air">{t('admin.disc_unpublished')}</span>
  if (row.unpublishedChanges)
    return <span className="admin-pending">{t('admin.disc_changed')}</span>
  return <span className="admin-on-air">{t('admin.disc_live')}</span>
}
