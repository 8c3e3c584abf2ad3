import type { LiveSchedule } from '../../../platform/live/schedules/contract'
import type { TextResources } from '../../../web/i18n'
import { fromLocalInput, toLocalInput } from './live-rules'

/** The schedule form's limits, as the server keeps them (docs/live/README.md "Schedules"). */
export const SCHEDULE_FORM_LIMITS = { scheduleTitleMax: 100, scheduleInfoMax: 2000 }

export interface ScheduleDraft {
  /** Set when editing that schedule. */
  oid: string | null
  title: string
  /** A datetime-local value in the browser's time zone. */
  date: string
  info: string
}

export type ScheduleProblems = Partial<
  Record<'title' | 'date' | 'info', keyof TextResources['creator']['liveStudio']>
>

export const emptyScheduleDraft = (): ScheduleDraft => ({
  oid: null,
  title: '',
  date: '',
  info: '',
})

export function scheduleDraftOf(schedule: LiveSchedule): ScheduleDraft {
  return {
    oid: schedule.oid,
    title: schedule.title,
    date: toLocalInput(schedule.date),
    info: schedule.info,
  }
}

/**
 * The server's refusals checked before sending, so they read in the page's language; keys of
 * `liveStudio`. The date in the past is checked against `now` (the server checks it again).
 */
export function scheduleProblems(draft: ScheduleDraft, now: Date): ScheduleProblems {
  const problems: ScheduleProblems = {}
  const title = draft.title.trim()
  if (!title) problems.title = 'scheduleTitleRequired'
  else if (title.length > SCHEDULE_FORM_LIMITS.scheduleTitleMax)
    problems.title = 'scheduleTitleTooLong'
  const date = fromLocalInput(draft.date)
  if (date === null) problems.date = 'scheduleDateRequired'
  else if (new Date(date).getTime() <= now.getTime()) problems.date = 'scheduleDatePast'
  if (draft.info.length > SCHEDULE_FORM_LIMITS.scheduleInfoMax)
    problems.info = 'scheduleInfoTooLong'
  return problems
}

/** The body of `POST /live/schedule`: `oid` only when editing. */
export function scheduleInfo(draft: ScheduleDraft) {
  return {
    ...(draft.oid ? { oid: draft.oid } : {}),
    title: draft.title.trim(),
    date: fromLocalInput(draft.date) ?? '',
    info: draft.info,
  }
}
