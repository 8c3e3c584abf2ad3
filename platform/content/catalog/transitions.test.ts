import { describe, expect, it } from 'vitest'
import type { Role, SessionUser } from '../../http'
import type { ContentRow } from './access'
import { type EditableContent, EMPTY_CONTENT } from './rules'
import {
  checkDeletion,
  checkScheduledFiles,
  matchesState,
  nextStatus,
  notManageable,
  type SaveIntent,
} from './transitions'

const NOW = new Date('2030-01-01T00:00:00Z')
const LATER = new Date('2030-01-02T00:00:00Z')
const EARLIER = new Date('2029-12-31T00:00:00Z')
const ready: EditableContent = { ...EMPTY_CONTENT, title: 'Harbour', thumbnail: '/api/upload/t' }
const save: SaveIntent = { kind: 'save' }
const publish: SaveIntent = { kind: 'publish' }
const update = (contentStatus: 'published' | 'scheduled' | 'inprogress' | 'unpublished') =>
  ({ kind: 'update', contentStatus }) as const

const user = (oid: string, roles: Role[] = ['creator']): SessionUser => ({
  oid,
  nickname: 'Someone',
  roles: ['user', ...roles],
  language: 'en',
  isAdult: false,
})
const CREATOR = 'c'.repeat(24)
const row = (fields: Partial<ContentRow> = {}) =>
  ({
    oid: '1'.repeat(24),
    creator_oid: CREATOR,
    status: 'published',
    visibility: 'public',
    content_type: 'story',
    ...fields,
  }) as ContentRow

describe('nextStatus', () => {
  it('saves a draft as unpublished when publishable, in progress when not', () => {
    expect(nextStatus(save, null, ready, NOW)).toEqual({
      status: 'unpublished',
      afterEncoding: null,
    })
    expect(nextStatus(save, null, EMPTY_CONTENT, NOW)).toEqual({
      status: 'inprogress',
      afterEncoding: null,
    })
  })

  it('keeps a published or scheduled content where it is on save', () => {
    expect(nextStatus(save, 'published', ready, NOW).status).toBe('published')
    const scheduled = { ...ready, scheduled_at: LATER }
    expect(nextStatus(save, 'scheduled', scheduled, NOW).status).toBe('scheduled')
  })

  it('publishes now, or schedules for a future time', () => {
    expect(nextStatus(publish, null, ready, NOW).status).toBe('published')
    expect(nextStatus(publish, null, { ...ready, scheduled_at: LATER }, NOW).status).toBe(
      'scheduled',
    )
    expect(nextStatus(update('published'), 'unpublished', ready, NOW).status).toBe('published')
    expect(
      nextStatus(update('published'), 'unpublished', { ...ready, scheduled_at: LATER }, NOW).status,
    ).toBe('scheduled')
  })

  it('refuses a schedule without a time or in the past, and publishing an unready content', () => {
    expect(() => nextStatus(update('scheduled'), 'unpublished', ready, NOW)).toThrow(
      expect.objectContaining({ code: 'SCHEDULE_MISSING' }),
    )
    expect(() =>
      nextStatus(update('scheduled'), 'unpublished', { ...ready, scheduled_at: EARLIER }, NOW),
    ).toThrow(expect.objectContaining({ code: 'SCHEDULE_IN_PAST' }))
    expect(() => nextStatus(publish, null, EMPTY_CONTENT, NOW)).toThrow()
  })

  it('an unpublish of a new content is a draft; of an existing one, unpublished', () => {
    expect(nextStatus(update('unpublished'), null, EMPTY_CONTENT, NOW).status).toBe('inprogress')
    expect(nextStatus(update('unpublished'), 'published', EMPTY_CONTENT, NOW).status).toBe(
      'unpublished',
    )
    expect(nextStatus(update('inprogress'), 'published', ready, NOW).status).toBe('inprogress')
  })

  it('keeps an encoding content encoding and records where it goes after', () => {
    expect(nextStatus(publish, 'encoding', ready, NOW)).toEqual({
      status: 'encoding',
      afterEncoding: 'published',
    })
    expect(nextStatus(save, 'encoding', ready, NOW)).toEqual({
      status: 'encoding',
      afterEncoding: 'inprogress',
    })
    expect(nextStatus(update('unpublished'), 'encoding', ready, NOW).afterEncoding).toBe(
      'inprogress',
    )
  })
})

describe('checkScheduledFiles', () => {
  const moved = { ...ready, thumbnail: '/api/upload/other' }

  it('locks a scheduled content’s files unless the same call cancels the schedule', () => {
    expect(() => checkScheduledFiles('scheduled', save, ready, moved)).toThrow(
      expect.objectContaining({ code: 'SCHEDULED_FILES_LOCKED' }),
    )
    expect(() => checkScheduledFiles('scheduled', update('scheduled'), ready, moved)).toThrow()
    expect(() => checkScheduledFiles('scheduled', update('inprogress'), ready, moved)).not.toThrow()
    expect(() => checkScheduledFiles('scheduled', save, ready, ready)).not.toThrow()
    expect(() => checkScheduledFiles('published', save, ready, moved)).not.toThrow()
  })
})

describe('deletion and management refusals', () => {
  it('says "not owner" only of others’ published public contents', () => {
    expect(notManageable(row()).code).toBe('NOT_CONTENT_OWNER')
    expect(notManageable(row({ visibility: 'private' })).code).toBe('CONTENT_NOT_FOUND')
    expect(notManageable(row({ status: 'unpublished' })).code).toBe('CONTENT_NOT_FOUND')
  })

  it('lets the creator or an admin delete the content in the state they saw', () => {
    const input = { contentOid: '1'.repeat(24) }
    expect(() => checkDeletion(user(CREATOR), row(), input)).not.toThrow()
    expect(() => checkDeletion(user('d'.repeat(24), ['admin']), row(), input)).not.toThrow()
    expect(() => checkDeletion(user(CREATOR), null, input)).toThrow(
      expect.objectContaining({ code: 'CONTENT_NOT_FOUND' }),
    )
    expect(() => checkDeletion(user(CREATOR), row({ status: 'deleted' }), input)).toThrow(
      expect.objectContaining({ code: 'CONTENT_NOT_FOUND' }),
    )
    expect(() => checkDeletion(user('e'.repeat(24)), row(), input)).toThrow(
      expect.objectContaining({ code: 'NOT_CONTENT_OWNER' }),
    )
    expect(() =>
      checkDeletion(user(CREATOR), row(), { ...input, creatorOid: 'e'.repeat(24) }),
    ).toThrow(expect.objectContaining({ code: 'NOT_CONTENT_OWNER' }))
    expect(() =>
      checkDeletion(user(CREATOR), row(), { ...input, contentState: 'unpublished' }),
    ).toThrow(expect.objectContaining({ code: 'CONTENT_STATE_CHANGED' }))
    expect(() =>
      checkDeletion(user(CREATOR), row(), { ...input, contentState: 'published' }),
    ).not.toThrow()
  })

  it('matches a state by status, or by type for scenarios', () => {
    expect(matchesState(row(), 'published')).toBe(true)
    expect(matchesState(row(), 'scenario')).toBe(false)
    expect(matchesState(row({ content_type: 'scenario' }), 'scenario')).toBe(true)
  })
})
