import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type {
  AdminLiveApplication,
  LiveApplicationStatus,
} from '../../platform/live/applications/contract'
import { useAction, useData } from '../../web/calls'
import { Alert, Button, SelectField, TextField } from '../../web/ui'
import { LoadState } from '../creator/shell/LoadState'
import { adminLiveApi } from './admin-api'

type StatusFilter = LiveApplicationStatus | 'all'
const FILTERS: StatusFilter[] = ['pending', 'approved', 'refused', 'all']

/** Creators' applications for live: search by name or e-mail, approve or refuse with a note. */
export function ApplicationsPanel() {
  const { t, i18n } = useTranslation('studio')
  const { version, outcome, busy, act } = useAction()
  const [status, setStatus] = useState<StatusFilter>('pending')
  const [draft, setDraft] = useState('')
  const [q, setQ] = useState('')
  const list = useData(`applications:${status}:${q}:${version}`, () =>
    adminLiveApi.applications(status, q),
  )
  const date = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' })

  function search(event: FormEvent) {
    event.preventDefault()
    setQ(draft.trim())
  }

  function refuse(application: AdminLiveApplication) {
    const note = window.prompt(t('adminLive.refusePrompt', { name: application.nickname }))
    if (note === null) return
    void act(
      () => adminLiveApi.refuseApplication(application.userOid, note),
      t('adminLive.refused', { name: application.nickname }),
    )
  }

  const rows = list.data?.applications ?? []
  return (
    <div className="stack">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <section className="creator-card stack">
        <search>
          <form className="admin-inline-form" onSubmit={search}>
            <TextField
              label={t('adminLive.applicationSearch')}
              type="search"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
            <SelectField
              label={t('adminLive.applicationStatus')}
              value={status}
              onChange={(event) => setStatus(event.target.value as StatusFilter)}
              options={FILTERS.map((value) => ({
                value,
                label: t(`adminLive.applicationFilter_${value}`),
              }))}
            />
            <Button type="submit" variant="secondary">
              {t('adminLive.search')}
            </Button>
          </form>
        </search>
        <LoadState state={list} />
        {list.data && rows.length === 0 ? (
          <p className="muted">{t('adminLive.noApplications')}</p>
        ) : null}
        {rows.length > 0 ? (
          <ul className="admin-applications">
            {rows.map((application) => (
              <li key={application.userOid} className="admin-application stack">
                <div className="admin-application-head">
                  <strong>{application.nickname}</strong>
                  <span className="muted">{application.email}</span>
                  <span className={`live-apply-badge live-apply-${application.status}`}>
                    {t(`adminLive.applicationFilter_${application.status}`)}
                  </span>
                  <span className="muted">{date(application.createdAt)}</span>
                </div>
                <p className="admin-application-reason">{application.reason}</p>
                {application.note ? (
                  <p className="muted">
                    {t('adminLive.refusalNote')}: {application.note}
                  </p>
                ) : null}
                {application.status === 'pending' ? (
                  <div className="admin-actions">
                    <Button
                      disabled={busy}
                      onClick={() =>
                        void act(
                          () => adminLiveApi.approveApplication(application.userOid),
                          t('adminLive.approved', { name: application.nickname }),
                        )
                      }
                    >
                      {t('adminLive.approve')}
                    </Button>
                    <Button variant="secondary" disabled={busy} onClick={() => refuse(application)}>
                      {t('adminLive.refuse')}
                    </Button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  )
}
