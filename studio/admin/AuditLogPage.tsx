import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AuditEntryView } from '../../platform/admin/contract'
import { useData } from '../../web/calls'
import { LoadState } from '../creator/shell/LoadState'
import { adminApi } from './admin-api'
import { Pager, useKeysetPages } from './Pager'
import { SearchForm } from './SearchForm'

/**
 * The admin audit log: every change made with an admin's rights, newest first, searched by
 * words (action, call, admin, target id) and read a page at a time.
 */
export function AuditLogPage() {
  const { t, i18n } = useTranslation('studio')
  const [q, setQ] = useState('')
  const pages = useKeysetPages()
  const before = pages.before
  const page = useData(['audit', q, before ?? ''], () =>
    adminApi.auditLog({ ...(q ? { q } : {}), ...(before ? { before } : {}) }),
  )
  const date = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' })

  const entries = page.data?.entries ?? []
  return (
    <section className="creator-card stack">
      <SearchForm
        label={t('admin.auditSearch')}
        hint={t('admin.auditSearchHint')}
        maxLength={200}
        onSearch={(words) => {
          setQ(words)
          pages.reset()
        }}
      />
      <LoadState state={page} />
      {page.data && entries.length === 0 ? <p className="muted">{t('admin.auditEmpty')}</p> : null}
      {entries.length > 0 ? (
        <ol className="admin-audit" aria-label={t('admin.title_audit-log')}>
          {entries.map((entry) => (
            <AuditRow key={entry.id} entry={entry} when={date(entry.createdAt)} />
          ))}
        </ol>
      ) : null}
      <Pager pages={pages} next={page.data?.next} />
    </section>
  )
}

function AuditRow({ entry, when }: { entry: AuditEntryView; when: string }) {
  const { t } = useTranslation('studio')
  const changed = entry.before !== null || entry.after !== null
  return (
    <li className="admin-audit-entry stack">
      <div className="admin-audit-head">
        <strong className="admin-audit-action">{entry.action}</strong>
        <span className="muted">
          <time dateTime={entry.createdAt}>{when}</time>
        </span>
      </div>
      <p className="admin-audit-meta">
        {t('admin.auditBy', { name: entry.actorName })}
        {entry.target
          ? ` · ${t('admin.auditOn', { kind: entry.target.kind, oid: entry.target.oid })}`
          : null}
        {entry.reason ? ` · ${t('admin.auditReason', { reason: entry.reason })}` : null}
      </p>
      {changed ? (
        <details className="admin-audit-change">
          <summary>{t('admin.auditChange')}</summary>
          <div className="admin-audit-sides">
            {entry.before !== null ? (
              <div>
                <h3 className="admin-audit-side">{t('admin.auditBefore')}</h3>
                <pre>{JSON.stringify(entry.before, null, 2)}</pre>
              </div>
            ) : null}
            <div>
              <h3 className="admin-audit-side">{t('admin.auditAfter')}</h3>
              <pre>{JSON.stringify(entry.after, null, 2)}</pre>
            </div>
          </div>
        </details>
      ) : null}
    </li>
  )
}
