import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { EncodingCallbackRow } from '../../../platform/encoding/contract'
import { useAction, useData } from '../../../web/calls'
import { Alert, Button } from '../../../web/ui'
import { LoadState } from '../../creator/shell/LoadState'
import { Pager, useKeysetPages } from '../Pager'
import { SearchForm } from '../SearchForm'
import { machineryApi } from './machinery-api'
import './machinery.css'

/**
 * Encodings whose completion the catalog never took (the content stays "encoding" for its
 * creator), newest first, searched by a content, job or creator id; each one's completion
 * sent again after confirming. A completion the catalog already has is left as it is.
 */
export function EncodingCallbacksPage() {
  const { t } = useTranslation('studio')
  const [q, setQ] = useState('')
  const pages = useKeysetPages()
  const before = pages.before
  const { version, outcome, busy, act } = useAction()
  const page = useData(['encoding-callbacks', q, before ?? '', version], () =>
    machineryApi.encodingCallbacks({ ...(q ? { q } : {}), ...(before ? { before } : {}) }),
  )

  function resend(row: EncodingCallbackRow) {
    if (!window.confirm(t('admin.callbackConfirm', { content: row.contentOid }))) return
    void act(
      () => machineryApi.lambdaComplete(row.jobId),
      (answer) =>
        answer.sent
          ? t('admin.callbackSent', { content: answer.contentOid })
          : t('admin.callbackAlready', { content: answer.contentOid }),
    )
  }

  const rows = page.data?.jobs ?? []
  return (
    <section className="creator-card stack">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <SearchForm
        label={t('admin.callbackSearch')}
        hint={t('admin.callbackSearchHint')}
        maxLength={100}
        onSearch={(words) => {
          setQ(words)
          pages.reset()
        }}
      />
      <LoadState state={page} />
      {page.data && rows.length === 0 ? <p className="muted">{t('admin.callbackNone')}</p> : null}
      <ul className="admin-prompt-versions" aria-label={t('admin.callbackList')}>
        {rows.map((row) => (
          <CallbackRow key={row.jobId} row={row} busy={busy} onResend={() => resend(row)} />
        ))}
      </ul>
      <Pager pages={pages} next={page.data?.next} />
    </section>
  )
}

function CallbackRow({
  row,
  busy,
  onResend,
}: {
  row: EncodingCallbackRow
  busy: boolean
  onResend: () => void
}) {
  const { t, i18n } = useTranslation('studio')
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  const kinds = {
    audio: t('admin.callbackKind_audio'),
    video: t('admin.callbackKind_video'),
    subtitle: t('admin.callbackKind_subtitle'),
  }
  return (
    <li className="admin-prompt-version">
      <div className="admin-audit-head">
        <strong className="machinery-id">{row.contentOid}</strong>
        <span className="admin-pending">
          {row.language ? `${kinds[row.kind]} · ${row.language}` : kinds[row.kind]}
        </span>
      </div>
      <p className="admin-audit-meta machinery-id">
        {t('admin.callbackMeta', { job: row.jobId, creator: row.ownerOid, due: when(row.dueAt) })}
      </p>
      <p className="admin-audit-meta">
        {row.lastError
          ? t('admin.callbackRefused', { error: row.lastError })
          : t('admin.callbackLost')}
      </p>
      <div className="admin-actions">
        <Button disabled={busy} onClick={onResend}>
          {t('admin.callbackResend')}
        </Button>
      </div>
    </li>
  )
}
