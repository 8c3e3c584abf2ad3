import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminUserView } from '../../../platform/accounts/contract'
import type {
  IllegalDetectionView,
  IllegalStandingFilter,
} from '../../../platform/content/interaction/contract'
import { useAction, useData } from '../../../web/calls'
import { Alert, Button, SelectField, TextField } from '../../../web/ui'
import { LoadState } from '../../creator/shell/LoadState'
import { Pager, useKeysetPages } from '../Pager'
import { UserFinder } from '../UserFinder'
import { contentOpsApi } from './content-ops-api'
import './content-ops.css'

const FILTERS = ['all', 'warned', 'suspended', 'cleared'] as const

/**
 * Illegal downloaders: an admin records a detection for a found account (the first warns,
 * the second suspends the account for 'illegal download'), reads the detections newest
 * first with each user's standing now, and clears a user after confirming (their record
 * goes and the suspension is lifted).
 */
export function OpsIllegalDownloaderPage() {
  const { t } = useTranslation('studio')
  const { version, outcome, busy, act } = useAction()
  const [chosen, setChosen] = useState<AdminUserView | null>(null)
  const [form, setForm] = useState({ contentOid: '', note: '' })
  const [status, setStatus] = useState<IllegalStandingFilter>('all')
  const [onlyChosen, setOnlyChosen] = useState(false)
  const pages = useKeysetPages()
  const userOid = onlyChosen && chosen ? chosen.oid : ''
  const list = useData(['ops-illegal', status, userOid, pages.before ?? '', version], () =>
    contentOpsApi.illegalDetections({
      status,
      ...(userOid ? { userOid } : {}),
      ...(pages.before ? { before: pages.before } : {}),
    }),
  )

  async function record(event: FormEvent) {
    event.preventDefault()
    if (!chosen) return
    if (!window.confirm(t('admin.ops_illegalRecordConfirm', { name: chosen.nickname }))) return
    const done = await act(
      () =>
        contentOpsApi.recordIllegalDownload({
          userOid: chosen.oid,
          ...(form.contentOid.trim() ? { contentOid: form.contentOid.trim() } : {}),
          ...(form.note.trim() ? { note: form.note.trim() } : {}),
        }),
      (state) =>
        t(state.status === 'suspended' ? 'admin.ops_illegalSuspended' : 'admin.ops_illegalWarned', {
          name: chosen.nickname,
        }),
    )
    if (done) setForm({ contentOid: '', note: '' })
  }

  function clear(row: IllegalDetectionView) {
    const name = row.nickname ?? row.userOid
    if (!window.confirm(t('admin.ops_illegalClearConfirm', { name }))) return
    void act(
      () => contentOpsApi.clearIllegalDownloader(row.userOid),
      t('admin.ops_illegalCleared', { name }),
    )
  }

  const rows = list.data?.detections ?? []
  return (
    <div className="stack">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <UserFinder chosen={chosen} onChoose={setChosen} />
      {chosen ? (
        <section className="creator-card stack" aria-labelledby="ops-illegal-record">
          <h2 id="ops-illegal-record" className="creator-card-title">
            {t('admin.ops_illegalRecordFor', { name: chosen.nickname })}
          </h2>
          <p className="muted">{t('admin.ops_illegalRule')}</p>
          <form className="stack" onSubmit={(event) => void record(event)}>
            <TextField
              label={t('admin.ops_illegalContent')}
              hint={t('admin.ops_illegalContentHint')}
              maxLength={24}
              value={form.contentOid}
              onChange={(event) => setForm({ ...form, contentOid: event.target.value })}
            />
            <TextField
              label={t('admin.ops_illegalNote')}
              hint={t('admin.ops_illegalNoteHint')}
              maxLength={1000}
              value={form.note}
              onChange={(event) => setForm({ ...form, note: event.target.value })}
            />
            <div className="admin-actions">
              <Button type="submit" disabled={busy}>
                {t('admin.ops_illegalRecord')}
              </Button>
            </div>
          </form>
        </section>
      ) : null}
      <section className="creator-card stack" aria-labelledby="ops-illegal-list">
        <h2 id="ops-illegal-list" className="creator-card-title">
          {t('admin.ops_illegalList')}
        </h2>
        <div className="admin-inline-form ops-filters">
          <SelectField
            label={t('admin.ops_illegalStanding')}
            value={status}
            options={FILTERS.map((value) => ({ value, label: t(`admin.ops_standing_${value}`) }))}
            onChange={(event) => {
              setStatus(event.target.value as IllegalStandingFilter)
              pages.reset()
            }}
          />
          {chosen ? (
            <Button
              variant="secondary"
              aria-pressed={onlyChosen}
              onClick={() => {
                setOnlyChosen(!onlyChosen)
                pages.reset()
              }}
            >
              {t('admin.ops_illegalOnly', { name: chosen.nickname })}
            </Button>
          ) : null}
        </div>
        <LoadState state={list} />
        {list.data && rows.length === 0 ? (
          <p className="muted">{t('admin.ops_illegalNone')}</p>
        ) : null}
        <ul className="admin-prompt-versions" aria-label={t('admin.ops_illegalList')}>
          {rows.map((row) => (
            <DetectionRow key={row.detectionOid} row={row} busy={busy} onClear={() => clear(row)} />
          ))}
        </ul>
        <Pager pages={pages} next={list.data?.next} />
      </section>
    </div>
  )
}

function DetectionRow({
  row,
  busy,
  onClear,
}: {
  row: IllegalDetectionView
  busy: boolean
  onClear: () => void
}) {
  const { t, i18n } = useTranslation('studio')
  return (
    <li className="admin-prompt-version">
      <div className="admin-audit-head">
        <strong>{row.nickname ?? row.userOid}</strong>
        <span className={row.standing === 'suspended' ? 'admin-bad' : 'admin-off-air'}>
          {t(`admin.ops_standing_${row.standing}`)}
        </span>
        <span className="muted">
          {new Date(row.detectedAt).toLocaleString(i18n.language, {
            dateStyle: 'medium',
            timeStyle: 'short',
          })}
        </span>
      </div>
      <p className="admin-audit-meta ops-wrap">
        {t('admin.ops_illegalBy', { name: row.recordedBy })}
        {row.contentOid ? ` · ${t('admin.ops_illegalOn', { oid: row.contentOid })}` : ''}
        {row.note ? ` · ${row.note}` : ''}
      </p>
      {row.standing === 'cleared' ? null : (
        <div className="admin-actions">
          <Button variant="secondary" disabled={busy} onClick={onClear}>
            {t('admin.ops_illegalClear')}
          </Button>
        </div>
      )}
    </li>
  )
}
