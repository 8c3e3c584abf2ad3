import { describe, expect, it } from 'vitest'
import {
  emptyScheduleDraft,
  type ScheduleDraft,
  scheduleDraftOf,
  scheduleInfo,
  scheduleProblems,
} from './schedule-rules'

const now = new Date('2026-06-01T12:00:00')
const draft = (patch: Partial<ScheduleDraft>): ScheduleDraft => ({
  ...emptyScheduleDraft(),
  ...patch,
})

describe('schedule form rules', () => {
  it('asks for a title and a date, as the server would', () => {
    expect(scheduleProblems(emptyScheduleDraft(), now)).toEqual({
      title: 'scheduleTitleRequired',
      date: 'scheduleDateRequired',
    })
    expect(scheduleProblems(draft({ title: '   ', date: 'soon' }), now)).toEqual({
      title: 'scheduleTitleRequired',
      date: 'scheduleDateRequired',
    })
  })

  it('refuses a date that has passed, a long title and a long description', () => {
    expect(
      scheduleProblems(
        draft({ title: 'x'.repeat(101), date: '2026-06-01T11:59', info: 'y'.repeat(2001) }),
        now,
      ),
    ).toEqual({
      title: 'scheduleTitleTooLong',
      date: 'scheduleDatePast',
      info: 'scheduleInfoTooLong',
    })
  })

  it('accepts a filled form at the limits', () => {
    expect(
      scheduleProblems(
        draft({ title: 'x'.repeat(100), date: '2026-06-01T12:01', info: 'y'.repeat(2000) }),
        now,
      ),
    ).toEqual({})
  })

  it('sends the instant, the trimmed title and the oid only when editing', () => {
    const created = scheduleInfo(draft({ title: ' Night sketch ', date: '2026-07-01T20:30' }))
    expect(created).toEqual({
      title: 'Night sketch',
      date: new Date('2026-07-01T20:30').toISOString(),
      info: '',
    })
    expect('oid' in created).toBe(false)
    const schedule = {
      oid: 'a'.repeat(24),
      creatorOid: 'b'.repeat(24),
      title: 'Night sketch',
      info: 'Ink and tea.',
      date: new Date('2026-07-01T20:30').toISOString(),
      thumbnailUrl: null,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    }
    const editing = scheduleDraftOf(schedule)
    expect(editing).toEqual({
      oid: schedule.oid,
      title: 'Night sketch',
      date: '2026-07-01T20:30',
      info: 'Ink and tea.',
    })
    expect(scheduleInfo(editing)).toEqual({
      oid: schedule.oid,
      title: 'Night sketch',
      date: schedule.date,
      info: 'Ink and tea.',
    })
  })
})
