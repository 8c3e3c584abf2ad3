import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAction, useData } from '../../../web/calls'
import { Alert, Button, SelectField } from '../../../web/ui'
import { LoadState } from '../../creator/shell/LoadState'
import { ChatManagementPager, useWhen } from './ChatManagementPager'
import { moderationApi, type ReportRow, type ReportState } from './moderation-api'

const PAGE_VIEW_SIZE = 20
const STATES: ReportState[] = ['open', 'dismissed', 'actioned']

/**
 * The reports members filed, newest first: the reported message as stored, who reported whom
 * and why. An open report is dismissed or actioned once; in a global room the reported user
 * can be banned from it here.
 */
export function ChatManagementReports() {
  const { t } = useTranslation('studio')
  const { version, outcome, busy, act } = useAction()
  const [state, setState] = useState<ReportState>('open')
  const [page, setPage] = useState(1)
  const list = useData(['chat-management-reports', state, page, version], () =>
    moderationApi.reports({ page, pageViewSize: PAGE_VIEW_SIZE, state }),
  )
  const reports = list.data?.reports ?? []
  const review = (report: ReportRow, to: Exclude<ReportState, 'open'>) =>
    void act(
      () => moderationApi.review({ reportOid: report.reportOid, state: to }),
      t(`admin.cmReviewed_${to}`),
    )
  const ban = (report: ReportRow) => {
    const name = report.targetNickname ?? report.targetUserOid ?? ''
    if (
      !report.targetUserOid ||
      !window.confirm(t('admin.cmBanConfirm', { name, room: report.roomTitle }))
    )
      return
    const userOid = report.targetUserOid
    void act(
      () => moderationApi.ban({ roomId: report.roomId, userOid, reason: report.reason }),
      t('admin.cmBanned', { name, room: report.roomTitle }),
    )
  }
  return (
    <section className="creator-card stack" aria-labelledby="cm-reports">
      <h2 id="cm-reports" className="creator-card-title">
        {t('admin.cmReports')}
      </h2>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <div className="admin-inline-form">
        <SelectField
          label={t('admin.cmReportState')}
          value={state}
          options={STATES.map((value) => ({ value, label: t(`admin.cmState_${value}`) }))}
          onChange={(event) => {
            setState(event.target.value as ReportState)
            setPage(1)
          }}
        />
      </div>
      <LoadState state={list} />
      {list.data && reports.length === 0 ? <p className="muted">{t('admin.cmNoReports')}</p> : null}
      <ul className="admin-prompt-versions" aria-label={t('admin.cmReports')}>
        {reports.map((report) => (
          <ReportLine
            key={report.reportOid}
            report={report}
            busy={busy}
            onReview={review}
            onBan={ban}
          />
        ))}
      </ul>
      {list.data ? (
        <ChatManagementPager
          page={list.data.page}
          pageViewSize={list.data.pageViewSize}
          total={list.data.total}
          onPage={setPage}
        />
      ) : null}
    </section>
  )
}

function ReportLine(props: {
  report: ReportRow
  busy: boolean
  onReview: (report: ReportRow, to: Exclude<ReportState, 'open'>) => void
  onBan: (report: ReportRow) => void
}) {
  const { t } = useTranslation('studio')
  const when = useWhen()
  const { report, busy } = props
  const gone = t('admin.cmGoneAccount')
  const target = report.targetUserOid ? (report.targetNickname ?? gone) : null
  return (
    <li className="admin-prompt-version" data-testid="cm-report">
      <div className="admin-audit-head">
        <strong className="admin-audit-action">{report.reason}</strong>
        <span className="admin-pending">{t(`admin.cmState_${report.state}`)}</span>
      </div>
      <p className="admin-audit-meta">
        {t('admin.cmReportBy', {
          name: report.reporterNickname ?? gone,
          when: when(report.createdAt),
        })}
        {target ? ` · ${t('admin.cmReportAbout', { name: target })}` : ''}
        {' · '}
        {report.roomTitle || t(`admin.cmKind_${report.roomKind ?? 'direct'}`)}
      </p>
      {report.messageId ? (
        <blockquote className="chat-management-notice" data-testid="cm-report-message">
          {report.messageKind === 'image' ? t('admin.cmImageMessage') : null}
          {report.messageText ?? t('admin.cmMessageGone')}
        </blockquote>
      ) : null}
      {report.state === 'open' ? (
        <div className="admin-actions">
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => props.onReview(report, 'dismissed')}
          >
            {t('admin.cmDismiss')}
          </Button>
          <Button disabled={busy} onClick={() => props.onReview(report, 'actioned')}>
            {t('admin.cmAction')}
          </Button>
          {report.roomKind === 'global' && target ? (
            <Button variant="secondary" disabled={busy} onClick={() => props.onBan(report)}>
              {t('admin.cmBanFromRoom', { name: target })}
            </Button>
          ) : null}
        </div>
      ) : (
        <p className="admin-audit-meta">
          {t('admin.cmReviewedWhen', { when: when(report.reviewedAt) })}
        </p>
      )}
    </li>
  )
}
