import { describe, expect, it } from 'vitest'
import { draftOf, emptyDraft, noticeState, requestOf, toLocalInput } from './notice-form'

const notice = {
  oid: 'a'.repeat(24),
  title: 'Maintenance',
  body: 'Tonight.',
  language: 'ko' as const,
  popup: true,
  startsAt: '2026-12-01T00:00:00.000Z',
  endsAt: '2026-12-02T00:00:00.000Z',
  createdAt: '2026-11-30T00:00:00.000Z',
}

describe('the notice form', () => {
  it('round-trips a notice through the draft, in local time', () => {
    expect(requestOf(draftOf(notice))).toEqual({
      oid: notice.oid,
      title: 'Maintenance',
      body: 'Tonight.',
      language: 'ko',
      popup: true,
      startsAt: notice.startsAt,
      endsAt: notice.endsAt,
    })
  })

  it('starts a new notice now, for every language, with no end', () => {
    const now = new Date(2026, 10, 30, 9, 5)
    const draft = emptyDraft(now)
    expect(draft).toMatchObject({
      language: '',
      popup: false,
      endsAt: '',
      startsAt: toLocalInput(now),
    })
    expect(toLocalInput(now)).toBe('2026-11-30T09:05')
    expect(requestOf({ ...draft, title: 'T', body: 'B' })).toMatchObject({
      language: null,
      endsAt: null,
      startsAt: new Date(2026, 10, 30, 9, 5).toISOString(),
    })
  })

  it('names a notice live, scheduled or ended', () => {
    expect(noticeState(notice, new Date('2026-11-30T12:00:00Z'))).toBe('scheduled')
    expect(noticeState(notice, new Date('2026-12-01T12:00:00Z'))).toBe('live')
    expect(noticeState(notice, new Date('2026-12-02T00:00:00Z'))).toBe('ended')
    expect(noticeState({ ...notice, endsAt: null }, new Date('2030-01-01T00:00:00Z'))).toBe('live')
  })
})
