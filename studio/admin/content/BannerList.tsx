import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { BannerKind, BannerSummary } from '../../../platform/content/banners/contract'
import { useAction, useData } from '../../../web/calls'
import { Alert, Button } from '../../../web/ui'
import { LoadState } from '../../creator/shell/LoadState'
import { Pager, useKeysetPages } from '../Pager'
import { SearchForm } from '../SearchForm'
import { BannerForm } from './BannerForm'
import { discoveryApi } from './discovery-api'
import './discovery.css'

/** A kind's banners, newest first, searched by title (and for creator banners, by creator). */
export function BannerList({ kind, creatorOid }: { kind: BannerKind; creatorOid?: string }) {
  const { t } = useTranslation('studio')
  const [q, setQ] = useState('')
  const [editing, setEditing] = useState<BannerSummary | 'new' | null>(null)
  const pages = useKeysetPages()
  const { outcome, busy, act, version } = useAction()
  const before = pages.before
  const list = useData(['banners', kind, creatorOid ?? '', q, before ?? '', version], () =>
    discoveryApi.banners({
      kind,
      ...(creatorOid ? { creatorOid } : {}),
      ...(q ? { q } : {}),
      ...(before ? { before } : {}),
    }),
  )
  const rows = list.data?.banners ?? []
  const done = () => {
    setEditing(null)
    void act(async () => undefined, t('admin.ban_saved'))
  }
  return (
    <section className="creator-card stack" aria-labelledby="ban-list">
      <div className="cur-head">
        <h2 id="ban-list" className="creator-card-title">
          {t('admin.ban_list')}
        </h2>
        <Button variant="secondary" onClick={() => setEditing(editing ? null : 'new')}>
          {t('admin.ban_new')}
        </Button>
      </div>
      {editing ? (
        <section className="creator-card stack" aria-label={t('admin.ban_editor')}>
          <BannerForm
            key={editing === 'new' ? 'new' : editing.bannerOid}
            kind={kind}
            stored={editing === 'new' ? null : editing}
            onSaved={done}
          />
        </section>
      ) : null}
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <SearchForm
        label={t('admin.ban_search')}
        maxLength={100}
        onSearch={(words) => {
          setQ(words)
          pages.reset()
        }}
      />
      <LoadState state={list} />
      {list.data && rows.length === 0 ? <p className="muted">{t('admin.ban_none')}</p> : null}
      <ul className="admin-prompt-versions" aria-label={t('admin.ban_list')}>
        {rows.map((row) => (
          <BannerRow
            key={row.bannerOid}
            row={row}
            busy={busy}
            act={act}
            onEdit={() => setEditing(row)}
          />
        ))}
      </ul>
      <Pager pages={pages} next={list.data?.next} />
    </section>
  )
}

function BannerRow({
  row,
  busy,
  act,
  onEdit,
}: {
  row: BannerSummary
  busy: boolean
  act: ReturnType<typeof useAction>['act']
  onEdit: () => void
}) {
  const { t, i18n } = useTranslation('studio')
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  const published = row.status === 'published'
  function publish() {
    const question = published ? 'admin.ban_unpublishConfirm' : 'admin.ban_publishConfirm'
    if (!window.confirm(t(question, { title: row.title }))) return
    void act(
      () => discoveryApi.publishBanner(row.bannerOid, !published),
      t(published ? 'admin.ban_unpublishedNow' : 'admin.ban_publishedNow', { title: row.title }),
    )
  }
  function remove() {
    if (!window.confirm(t('admin.ban_removeConfirm', { title: row.title }))) return
    void act(
      () => discoveryApi.removeBanner(row.bannerOid),
      t('admin.ban_removed', { title: row.title }),
    )
  }
  const everywhere = t('admin.ban_everywhere')
  return (
    <li className="admin-prompt-version ban-row" data-banner={row.bannerOid}>
      <img className="ban-thumb" src={row.imageUrl} alt="" />
      <div className="stack">
        <div className="admin-audit-head">
          <strong>{row.title}</strong>
          {published ? (
            <span className="admin-on-air">{t('admin.ban_published')}</span>
          ) : (
            <span className="admin-off-air">{t('admin.ban_draft')}</span>
          )}
        </div>
        <p className="admin-audit-meta">
          {t(`admin.ban_place_${row.placement}`)} · {t('admin.ban_orderIs', { order: row.order })} ·{' '}
          {when(row.startsAt)} – {when(row.endsAt)}
        </p>
        <p className="admin-audit-meta">
          {row.creatorNickname
            ? `${t('admin.ban_creatorIs', { name: row.creatorNickname })} · `
            : ''}
          <code className="cur-address">{row.linkUrl}</code> ·{' '}
          {row.languages.length ? row.languages.join(', ') : everywhere} ·{' '}
          {row.countries.length ? row.countries.join(', ') : everywhere}
        </p>
        <div className="admin-actions">
          <Button variant="secondary" disabled={busy} onClick={onEdit}>
            {t('admin.ban_edit')}
            <span className="visually-hidden">: {row.title}</span>
          </Button>
          <Button variant="secondary" disabled={busy} onClick={publish}>
            {published ? t('admin.ban_unpublish') : t('admin.ban_publish')}
            <span className="visually-hidden">: {row.title}</span>
          </Button>
          <Button variant="secondary" disabled={busy} onClick={remove}>
            {t('admin.ban_remove')}
            <span className="visually-hidden">: {row.title}</span>
          </Button>
        </div>
      </div>
    </li>
  )
}
