import { describe, expect, it } from 'vitest'
import {
  groupByStory,
  lastActivity,
  orderRooms,
  previewText,
  roomToContinue,
  roomToResume,
} from './chat-list'

function room(
  roomOid: string,
  options: {
    story?: string
    at?: string
    messages?: number
    pinned?: string | null
    ended?: boolean
  } = {},
) {
  const at = options.at ?? '2026-01-01T10:00:00.000Z'
  return {
    roomOid,
    contentOid: options.story ?? 'story-a',
    pinnedAt: options.pinned ?? null,
    updatedAt: '2025-12-01T00:00:00.000Z',
    messageCount: options.messages ?? 3,
    ended: options.ended ?? false,
    lastMessage: {
      messageId: `${roomOid}-head`,
      role: 'assistant' as const,
      preview: 'The lamp is dark.',
      status: 'complete' as const,
      createdAt: at,
    },
  }
}

describe('lastActivity', () => {
  it('is the last message’s time, else the room’s own', () => {
    expect(lastActivity(room('a', { at: '2026-01-02T00:00:00.000Z' }))).toBe(
      Date.parse('2026-01-02T00:00:00.000Z'),
    )
    expect(lastActivity({ ...room('a'), lastMessage: null })).toBe(
      Date.parse('2025-12-01T00:00:00.000Z'),
    )
  })
})

describe('roomToContinue', () => {
  it('opens the room written in last, never a new room with its greeting alone', () => {
    const played = room('played', { at: '2026-01-01T10:00:00.000Z', messages: 7 })
    const newer = room('newer', { at: '2026-01-01T11:00:00.000Z', messages: 3 })
    const fresh = room('fresh', { at: '2026-01-02T00:00:00.000Z', messages: 1 })
    expect(roomToContinue([fresh, played, newer])?.roomOid).toBe('newer')
    expect(roomToContinue([fresh])).toBeNull()
    // A story that ended in a room is read there, not continued.
    const ended = room('ended', { at: '2026-01-01T12:00:00.000Z', messages: 9, ended: true })
    expect(roomToContinue([played, ended, newer])?.roomOid).toBe('newer')
    expect(roomToContinue([ended])).toBeNull()
    expect(roomToContinue([])).toBeNull()
  })

  it('resumes the newest room when nobody wrote in any', () => {
    const first = room('first', { at: '2026-01-01T10:00:00.000Z', messages: 1 })
    const second = room('second', { at: '2026-01-01T12:00:00.000Z', messages: 1 })
    expect(roomToResume([first, second])?.roomOid).toBe('second')
    const played = room('played', { at: '2026-01-01T09:00:00.000Z', messages: 5 })
    expect(roomToResume([first, second, played])?.roomOid).toBe('played')
    expect(roomToResume([])).toBeNull()
  })
})

describe('orderRooms', () => {
  it('puts pinned rooms first, then the most recently written, ties in the server’s order', () => {
    const rooms = [
      room('old', { at: '2026-01-01T08:00:00.000Z' }),
      room('new', { at: '2026-01-01T12:00:00.000Z' }),
      room('pinned-old', { at: '2026-01-01T07:00:00.000Z', pinned: '2026-01-03T00:00:00.000Z' }),
      room('tie-1', { at: '2026-01-01T10:00:00.000Z' }),
      room('tie-2', { at: '2026-01-01T10:00:00.000Z' }),
      room('pinned-new', { at: '2026-01-01T09:00:00.000Z', pinned: '2026-01-02T00:00:00.000Z' }),
    ]
    expect(orderRooms(rooms).map((entry) => entry.roomOid)).toEqual([
      'pinned-new',
      'pinned-old',
      'new',
      'tie-1',
      'tie-2',
      'old',
    ])
  })
})

describe('groupByStory', () => {
  const stories = {
    'story-a': { title: 'Gull Rock', thumbnail: '' },
    'story-b': { title: 'Lantern-7', thumbnail: '' },
  }

  it('groups by story: a story with a pinned room first, then the one written in last', () => {
    const rooms = [
      room('a1', { story: 'story-a', at: '2026-01-01T12:00:00.000Z' }),
      room('b1', { story: 'story-b', at: '2026-01-01T09:00:00.000Z' }),
      room('c1', { story: 'story-c', at: '2026-01-01T10:00:00.000Z' }),
      room('a2', { story: 'story-a', at: '2026-01-01T08:00:00.000Z' }),
    ]
    const groups = groupByStory(rooms, stories)
    expect(
      groups.map((group) => [group.contentOid, group.rooms.map((entry) => entry.roomOid)]),
    ).toEqual([
      ['story-a', ['a1', 'a2']],
      ['story-c', ['c1']],
      ['story-b', ['b1']],
    ])
    // A story no longer published has no details, only its rooms.
    expect(groups[1]?.story).toBeNull()

    const pinned = groupByStory(
      [...rooms, room('b2', { story: 'story-b', at: '2026-01-01T07:00:00.000Z', pinned: 'x' })],
      stories,
    )
    expect(pinned.map((group) => group.contentOid)).toEqual(['story-b', 'story-a', 'story-c'])
    expect(pinned[0]?.rooms.map((entry) => entry.roomOid)).toEqual(['b2', 'b1'])
  })

  it('keeps the story a page is about, even without rooms', () => {
    const groups = groupByStory(
      [],
      {},
      {
        contentOid: 'story-z',
        story: { title: 'Zephyr', thumbnail: '' },
      },
    )
    expect(groups).toEqual([
      { contentOid: 'story-z', story: { title: 'Zephyr', thumbnail: '' }, rooms: [] },
    ])
  })
})

describe('previewText', () => {
  it('drops the story markers and keeps a space where a line or paragraph ended', () => {
    expect(
      previewText('*She smiles.*\n"Strange, I was thinking the same."\n\nThe lamp   flickers.'),
    ).toBe('She smiles. "Strange, I was thinking the same." The lamp flickers.')
    expect(previewText('')).toBe('')
  })
})
