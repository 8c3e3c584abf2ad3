import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { LiveSchedule } from '../../../platform/live/schedules/contract'
import { useAction, useData } from '../../../web/calls'
import { Alert, Button, TextField } from '../../../web/ui'
import { LoadState } from '../shell/LoadState'
import { ConfirmDialog } from './ConfirmDialog'
import { liveStudioApi } from './live-api'
import {
  emptyScheduleDraft,
  SCHEDULE_FORM_LIMITS,
  type ScheduleDraft,
  scheduleDraftOf,
  scheduleInfo,
  scheduleProblems,
} from './schedule-rules'

/** Upcoming lives: add one, edit one, delete one after a confirmation (`/live/schedule`). */
export function SchedulesPanel({ creatorOid }: { creatorOid: string }) {
  const { t, i18n } = useTranslation('creator')
  const schedules = useData(`schedules:${creatorOid}`, () => liveStudioApi.schedules(creatorOid))
  const [draft, setDraft] = useState<ScheduleDraft>(emptyScheduleDraft)
  const [shown, setShown] = useState(false)
  const { outcome, setOutcome, busy, act } = useAction()
  const [deleting, setDeleting] = useState<LiveSchedule | null>(null)
  const [doing, setDoing] = useState<'save' | 'delete'>('save')

  const problems = shown ? scheduleProblems(draft, new Date()) : {}
  const problem = (field: keyof typeof problems) =>
    problems[field] ? t(`liveStudio.${problems[field]}`, SCHEDULE_FORM_LIMITS) : null
  const update = (patch: Partial<ScheduleDraft>) => setDraft({ ...draft, ...patch })
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'full', timeStyle: 'short' })

  async function save(event: FormEvent) {
    event.preventDefault()
    setShown(true)
    setOutcome(null)
    if (Object.keys(scheduleProblems(draft, new Date())).length > 0) return
    setDoing('save')
    const saved = await act(
      () => liveStudioApi.saveSchedule(creatorOid, scheduleInfo(draft)),
      t(draft.oid ? 'liveStudio.scheduleUpdated' : 'liveStudio.scheduleAdded'),
    )
    if (!saved) return
    setDraft(emptyScheduleDraft())
    setShown(false)
    schedules.reload()
  }

  async function remove() {
    if (!deleting) return
    setDoing('delete')
    const deleted = await act(async () => {
      await liveStudioApi.deleteSchedule(deleting.oid)
      if (draft.oid === deleting.oid) setDraft(emptyScheduleDraft())
    }, t('liveStudio.scheduleDeleted'))
    if (deleted) schedules.reload()
    setDeleting(null)
  }

  const list = schedules.data?.schedules ?? []
  return (
    <div className="stack live-panel">
      <form className="creator-card stack" onSubmit={(event) => void save(event)} noValidate>
        <h2>{t(draft.oid ? 'liveStudio.scheduleEditTitle' : 'liveStudio.scheduleAddTitle')}</h2>
        <p className="muted">{t('liveStudio.schedulesLead')}</p>
        <div className="creator-grid">
          <TextField
            label={t('liveStudio.titleLabel')}
            value={draft.title}
            maxLength={SCHEDULE_FORM_LIMITS.scheduleTitleMax + 20}
            onChange={(event) => update({ title: event.target.value })}
            error={problem('title')}
          />
          <TextField
            label={t('liveStudio.dateLabel')}
            type="datetime-local"
            value={draft.date}
            onChange={(event) => update({ date: event.target.value })}
            error={problem('date')}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor="live-schedule-info">
            {t('liveStudio.infoLabel')}
          </label>
          <textarea
            id="live-schedule-info"
            className="field-input creator-textarea"
            value={draft.info}
            onChange={(event) => update({ info: event.target.value })}
            aria-invalid={problems.info ? true : undefined}
          />
          {problems.info ? <span className="field-error">{problem('info')}</span> : null}
        </div>
        <div className="creator-actions">
          {draft.oid ? (
            <Button
              variant="secondary"
              onClick={() => {
                setDraft(emptyScheduleDraft())
                setShown(false)
                setOutcome(null)
              }}
            >
              {t('common.cancel')}
            </Button>
          ) : null}
          <Button type="submit" busy={busy && doing === 'save'}>
            {t(draft.oid ? 'liveStudio.scheduleSave' : 'liveStudio.scheduleAdd')}
          </Button>
        </div>
        {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      </form>

      <section className="creator-card stack">
        <h2>{t('liveStudio.schedulesTitle')}</h2>
        <LoadState state={schedules} />
        {schedules.data && list.length === 0 ? (
          <p className="muted">{t('liveStudio.noSchedules')}</p>
        ) : null}
        {list.length > 0 ? (
          <ul className="creator-list" aria-label={t('liveStudio.schedulesTitle')}>
            {list.map((schedule) => (
              <li key={schedule.oid} className="creator-list-row">
                <div className="creator-list-main">
                  <span className="creator-list-title">{schedule.title}</span>
                  <span className="muted creator-list-meta">
                    <time dateTime={schedule.date}>{when(schedule.date)}</time>
                  </span>
                  {schedule.info ? (
                    <span className="live-schedule-info">{schedule.info}</span>
                  ) : null}
                </div>
                <div className="creator-actions">
                  <Button
                    variant="secondary"
                    aria-label={t('liveStudio.scheduleEditNamed', { title: schedule.title })}
                    onClick={() => {
                      setDraft(scheduleDraftOf(schedule))
                      setShown(false)
                      setOutcome(null)
                    }}
                  >
                    {t('liveStudio.scheduleEdit')}
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={t('liveStudio.scheduleDeleteNamed', { title: schedule.title })}
                    onClick={() => setDeleting(schedule)}
                  >
                    {t('liveStudio.delete')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <ConfirmDialog
        open={deleting !== null}
        title={t('liveStudio.scheduleDeleteTitle')}
        description={t('liveStudio.scheduleDeleteLead', {
          title: deleting?.title ?? '',
          date: deleting ? when(deleting.date) : '',
        })}
        confirm={t('liveStudio.delete')}
        busy={busy && doing === 'delete'}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  )
}
