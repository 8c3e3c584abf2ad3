import { useTranslation } from 'react-i18next'
import { useData } from '../../web/calls'
import { Button } from '../../web/ui'
import { LoadState } from '../creator/shell/LoadState'
import { adminApi } from './admin-api'

/**
 * The queue monitor: each work queue's depth, retries, failures of the last day and how long
 * its oldest job has waited; each background job's runs, failures and last error. Read when
 * the page opens and on Refresh.
 */
export function QueuesPage() {
  const { t, i18n } = useTranslation('studio')
  const state = useData('admin-queues', () => adminApi.queues())
  const when = (iso: string | null) =>
    iso
      ? new Date(iso).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'medium' })
      : '–'
  const waited = (seconds: number | null) =>
    seconds === null
      ? '–'
      : seconds < 120
        ? t('admin.seconds', { count: seconds })
        : seconds < 7_200
          ? t('admin.minutes', { count: Math.round(seconds / 60) })
          : t('admin.hours', { count: Math.round(seconds / 3_600) })
  return (
    <div className="stack">
      <div className="admin-actions">
        <Button variant="secondary" onClick={state.reload}>
          {t('admin.refresh')}
        </Button>
      </div>
      <LoadState state={state} />
      <section className="creator-card stack" aria-labelledby="queues-title">
        <h2 id="queues-title" className="creator-card-title">
          {t('admin.queues')}
        </h2>
        <div className="creator-table-wrap">
          <table className="creator-table admin-table">
            <thead>
              <tr>
                <th scope="col">{t('admin.queue')}</th>
                <th scope="col">{t('admin.waiting')}</th>
                <th scope="col">{t('admin.runningNow')}</th>
                <th scope="col">{t('admin.retrying')}</th>
                <th scope="col">{t('admin.failedDay')}</th>
                <th scope="col">{t('admin.oldestWait')}</th>
              </tr>
            </thead>
            <tbody>
              {(state.data?.queues ?? []).map((queue) => (
                <tr key={queue.name}>
                  <th scope="row">
                    {t(`admin.queue_${queue.name === 'encoding' ? 'encoding' : 'discord'}`)}
                  </th>
                  <td>{queue.waiting}</td>
                  <td>{queue.running}</td>
                  <td>{queue.retrying}</td>
                  <td className={queue.failedLastDay > 0 ? 'admin-bad' : undefined}>
                    {queue.failedLastDay}
                  </td>
                  <td>{waited(queue.oldestWaitingSeconds)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="creator-card stack" aria-labelledby="jobs-title">
        <h2 id="jobs-title" className="creator-card-title">
          {t('admin.jobs')}
        </h2>
        <ul className="admin-prompt-versions" aria-label={t('admin.jobs')}>
          {(state.data?.jobs ?? []).map((job) => (
            <li key={job.name} className="admin-prompt-version">
              <div className="admin-audit-head">
                <strong>{job.name}</strong>
                <span className={job.running ? 'admin-voice-on' : 'admin-off-air'}>
                  {job.kind === 'worker'
                    ? job.running
                      ? t('admin.workerOn')
                      : t('admin.workerOff')
                    : job.running
                      ? t('admin.jobRunning')
                      : t('admin.jobIdle')}
                </span>
              </div>
              <p className="admin-audit-meta">
                {job.kind === 'periodic'
                  ? `${t('admin.jobEvery', { seconds: Math.round((job.everyMs ?? 0) / 1000) })} · ${t('admin.jobRuns', { runs: job.runs, failures: job.failures })} · ${t('admin.jobLast', { date: when(job.lastFinishedAt) })}`
                  : t('admin.workerSince', { date: when(job.lastStartedAt) })}
              </p>
              {job.lastError ? (
                <p className="admin-bad">{t('admin.jobError', { error: job.lastError })}</p>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
