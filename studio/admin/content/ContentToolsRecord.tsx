import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminContentData } from '../../../platform/content/tools/contract'
import { useAction, useData } from '../../../web/calls'
import { Alert, Button } from '../../../web/ui'
import { LoadState } from '../../creator/shell/LoadState'
import { contentToolsApi } from './content-tools-api'

const newRequestId = () => crypto.randomUUID()

/** A stored value as an admin reads it: lists and objects as JSON, an empty text as "—". */
function shown(value: unknown): string {
  if (value === null || value === '' || value === undefined) return '—'
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/**
 * One content's full record: every stored field by its name, its files and renditions,
 * purchases, the last resends; resending its publish notification after confirming, keyed
 * by a request id kept until it succeeds (a retry tells nobody twice).
 */
export function ContentToolsRecord({
  contentOid,
  onClose,
}: {
  contentOid: string
  onClose: () => void
}) {
  const { t, i18n } = useTranslation('studio')
  const { version, outcome, busy, act } = useAction()
  const [requestId, setRequestId] = useState(newRequestId)
  const record = useData(['tools-content', contentOid, version], () =>
    contentToolsApi.content(contentOid),
  )
  const number = (value: number) => value.toLocaleString(i18n.language)

  async function resend(data: AdminContentData) {
    const title = data.content.title || data.content.oid
    if (!window.confirm(t('admin.tools_resendConfirm', { title }))) return
    const done = await act(
      () => contentToolsApi.resend(data.content.oid, requestId),
      (sent) =>
        t(sent.replayed ? 'admin.tools_resendReplayed' : 'admin.tools_resent', {
          count: sent.notified,
          formatted: number(sent.notified),
        }),
    )
    if (done) setRequestId(newRequestId())
  }

  const data = record.data
  return (
    <section className="creator-card stack" aria-labelledby="tools-record">
      <div className="admin-audit-head">
        <h2 id="tools-record" className="creator-card-title ops-wrap">
          {data ? data.content.title || data.content.oid : t('admin.tools_record')}
        </h2>
        <Button variant="secondary" onClick={onClose}>
          {t('admin.tools_back')}
        </Button>
      </div>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <LoadState state={record} />
      {data ? (
        <>
          <dl className="admin-facts">
            <dt>{t('admin.tools_creator')}</dt>
            <dd>
              {data.content.creatorNickname || '—'} <code>{data.content.creatorOid}</code>
            </dd>
            <dt>{t('admin.tools_purchases')}</dt>
            <dd>{number(data.purchases)}</dd>
          </dl>
          <div className="admin-actions">
            <Button
              disabled={busy || data.content.status !== 'published'}
              onClick={() => void resend(data)}
            >
              {t('admin.tools_resend')}
            </Button>
          </div>
          <p className="muted">{t('admin.tools_resendHint')}</p>
          <ContentToolsResends data={data} />
          <h3 className="creator-card-title">{t('admin.tools_files')}</h3>
          {data.files.length === 0 ? <p className="muted">{t('admin.tools_noFiles')}</p> : null}
          <ul className="stack ops-wrap" aria-label={t('admin.tools_files')}>
            {data.files.map((file) => (
              <li key={`${file.role}:${file.address}`}>
                <strong>{t(`admin.tools_file_${file.role}`)}</strong>
                {file.detail ? ` (${file.detail})` : ''}: <code>{file.address}</code>
              </li>
            ))}
          </ul>
          <h3 className="creator-card-title">{t('admin.tools_fields')}</h3>
          <dl className="admin-facts ops-fields" aria-label={t('admin.tools_fields')}>
            {Object.entries(data.content).map(([name, value]) => (
              <div key={name} className="ops-field">
                <dt>
                  <code>{name}</code>
                </dt>
                <dd>{shown(value)}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
    </section>
  )
}

function ContentToolsResends({ data }: { data: AdminContentData }) {
  const { t, i18n } = useTranslation('studio')
  if (data.resends.length === 0) return null
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <ul className="stack" aria-label={t('admin.tools_resends')}>
      {data.resends.map((resend) => (
        <li key={resend.requestId} className="admin-audit-meta">
          {t('admin.tools_resendRow', {
            when: when(resend.at),
            count: resend.notified ?? 0,
          })}
        </li>
      ))}
    </ul>
  )
}
