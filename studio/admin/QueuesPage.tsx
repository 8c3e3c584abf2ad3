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
        <ul className="admin-prompt-versions" aria-labelledby="queues-title">
          {(state.data?.queues ?? []).map((queue) => (
            <li key={queue.name} className="admin-prompt-version">
              <strong>
                {t(`admin.queue_${queue.name === 'encoding' ? 'encoding' : 'discord'}`)}
              </strong>
              <dl className="admin-queue-figures">
                <div>
                  <dt>{t('admin.waiting')}</dt>
                  <dd>{queue.waiting}</dd>
                </div>
                <div>
                  <dt>{t('admin.runningNow')}</dt>
                  <dd>{queue.running}</dd>
                </div>
                <div>
                  <dt>{t('admin.retrying')}</dt>
                  <dd>{queue.retrying}</dd>
                </div>
                <div>
                  <dt>{t('admin.failedDay')}</dt>
                  <dd className={queue.failedLastDay > 0 ? 'admin-bad' : undefined}>
                    {queue.failedLastDay}
                  </dd>
                </div>
                <div>
                  <dt>{t('admin.oldestWait')}</dt>
                  <dd>{waited(queue.oldestWaitingSeconds)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
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
