import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { EventCodeView } from '../../../platform/content/events/contract'
import { useAction, useData } from '../../../web/calls'
import { Alert, Button, Checkbox, SelectField, TextField } from '../../../web/ui'
import { LoadState } from '../../creator/shell/LoadState'
import { Pager, useKeysetPages } from '../Pager'
import { SearchForm } from '../SearchForm'
import { contentOpsApi } from './content-ops-api'
import { OpsQrImage } from './OpsQrImage'
import './content-ops.css'

/** The address a code's QR code carries: My Info's inventory tab, which enters the code. */
export function eventCodeUrl(code: string): string {
  return `${globalThis.location.origin}/myinfo?tab=inventory&qr=${encodeURIComponent(code)}`
}

/**
 * QR events: an admin issues codes for an event that is not over (one per poster or venue,
 * with a label), shows each as a QR code to print, reads how many users joined with it, and
 * withdraws one after confirming.
 */
export function OpsQrEventsPage() {
  const { t } = useTranslation('studio')
  const { version, outcome, busy, act } = useAction()
  const [form, setForm] = useState({ eventOid: '', label: '', code: '' })
  const [q, setQ] = useState('')
  const [withdrawn, setWithdrawn] = useState(false)
  const pages = useKeysetPages()
  const events = useData(['ops-qr-events', version], () => contentOpsApi.events({ state: 'all' }))
  const codes = useData(['ops-qr-codes', q, withdrawn, pages.before ?? '', version], () =>
    contentOpsApi.eventCodes({
      ...(q ? { q } : {}),
      withdrawn: withdrawn ? 'true' : 'false',
      ...(pages.before ? { before: pages.before } : {}),
    }),
  )
  const open = (events.data?.events ?? []).filter((item) => item.state !== 'over')

  async function issue(event: FormEvent) {
    event.preventDefault()
    const made = await act(
      () =>
        contentOpsApi.issueEventCode({
          eventOid: form.eventOid,
          label: form.label.trim(),
          ...(form.code.trim() ? { code: form.code.trim() } : {}),
        }),
      (result) => t('admin.ops_qrIssued', { code: result.code.code }),
    )
    if (made) setForm({ eventOid: form.eventOid, label: '', code: '' })
  }

  function withdraw(code: EventCodeView) {
    if (!window.confirm(t('admin.ops_qrWithdrawConfirm', { code: code.code }))) return
    void act(
      () => contentOpsApi.withdrawEventCode(code.codeOid),
      t('admin.ops_qrWithdrawn', { code: code.code }),
    )
  }

  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((previous) => ({ ...previous, [field]: event.target.value }))
  return (
    <div className="stack">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <section className="creator-card stack" aria-labelledby="ops-qr-new">
        <h2 id="ops-qr-new" className="creator-card-title">
          {t('admin.ops_qrNew')}
        </h2>
        <LoadState state={events} />
        {events.data && open.length === 0 ? (
          <p className="muted">{t('admin.ops_qrNoEvents')}</p>
        ) : null}
        <form className="stack" onSubmit={(event) => void issue(event)}>
          <SelectField
            label={t('admin.ops_qrEvent')}
            placeholder={t('admin.ops_qrChooseEvent')}
            required
            value={form.eventOid}
            options={open.map((item) => ({ value: item.eventOid, label: item.title }))}
            onChange={set('eventOid')}
          />
          <div className="admin-inline-form admin-form-row">
            <TextField
              label={t('admin.ops_qrLabel')}
              hint={t('admin.ops_qrLabelHint')}
              maxLength={100}
              value={form.label}
              onChange={set('label')}
            />
            <TextField
              label={t('admin.ops_qrCode')}
              hint={t('admin.ops_qrCodeHint')}
              maxLength={32}
              value={form.code}
              onChange={set('code')}
            />
          </div>
          <div className="admin-actions">
            <Button type="submit" disabled={busy || !form.eventOid}>
              {t('admin.ops_qrIssue')}
            </Button>
          </div>
        </form>
      </section>
      <section className="creator-card stack" aria-labelledby="ops-qr-list">
        <h2 id="ops-qr-list" className="creator-card-title">
          {t('admin.ops_qrList')}
        </h2>
        <SearchForm
          label={t('admin.ops_qrSearch')}
          maxLength={100}
          onSearch={(words) => {
            setQ(words)
            pages.reset()
          }}
        />
        <Checkbox
          label={t('admin.ops_qrWithWithdrawn')}
          checked={withdrawn}
          onChange={(event) => {
            setWithdrawn(event.target.checked)
            pages.reset()
          }}
        />
        <LoadState state={codes} />
        {codes.data && codes.data.codes.length === 0 ? (
          <p className="muted">{t('admin.ops_qrNone')}</p>
        ) : null}
        <ul className="admin-prompt-versions" aria-label={t('admin.ops_qrList')}>
          {(codes.data?.codes ?? []).map((code) => (
            <CodeRow key={code.codeOid} code={code} busy={busy} onWithdraw={() => withdraw(code)} />
          ))}
        </ul>
        <Pager pages={pages} next={codes.data?.next} />
      </section>
    </div>
  )
}

function CodeRow({
  code,
  busy,
  onWithdraw,
}: {
  code: EventCodeView
  busy: boolean
  onWithdraw: () => void
}) {
  const { t } = useTranslation('studio')
  const [shown, setShown] = useState(false)
  const url = eventCodeUrl(code.code)
  return (
    <li className="admin-prompt-version" data-testid="ops-qr-code">
      <div className="admin-audit-head">
        <strong className="admin-coupon-code">{code.code}</strong>
        {code.withdrawnAt ? (
          <span className="admin-off-air">{t('admin.ops_qrWithdrawnBadge')}</span>
        ) : null}
        <span className="muted">{code.eventTitle}</span>
      </div>
      <p className="admin-audit-meta">
        {code.label ? `${code.label} · ` : ''}
        {t('admin.ops_qrJoined', { count: code.redemptions })}
      </p>
      <code className="ops-qr-url">{url}</code>
      <div className="admin-actions">
        <Button variant="secondary" aria-expanded={shown} onClick={() => setShown(!shown)}>
          {t('admin.ops_qrShow')}
        </Button>
        {code.withdrawnAt ? null : (
          <Button variant="secondary" disabled={busy} onClick={onWithdraw}>
            {t('admin.ops_qrWithdraw')}
          </Button>
        )}
      </div>
      {shown ? <OpsQrImage url={url} code={code.code} /> : null}
    </li>
  )
}
