import { describe, expect, it } from 'vitest'
import { exportFileName, memoryDate, newestFirst, storiesOfRooms } from './memories'

const memory = (memoryOid: string, createdAt: string) => ({
  memoryOid,
  createdAt,
  content: memoryOid,
  roomOid: 'r',
})

describe('the memories panel', () => {
  it('lists the newest memory first, ties by id', () => {
    const list = [
      memory('a', '2026-11-01T10:00:00.000Z'),
      memory('c', '2026-11-03T10:00:00.000Z'),
      memory('b', '2026-11-01T10:00:00.000Z'),
    ]
    expect(newestFirst(list).map((m) => m.memoryOid)).toEqual(['c', 'b', 'a'])
    expect(list.map((m) => m.memoryOid)).toEqual(['a', 'c', 'b'])
  })

  it('writes the day in the reader’s language', () => {
    expect(memoryDate('2026-11-30T12:00:00.000Z', 'en')).toBe('Nov 30, 2026')
    expect(memoryDate('2026-11-30T12:00:00.000Z', 'ko')).toBe('2026. 11. 30.')
  })

  it('dates the export file by the UTC day', () => {
    expect(exportFileName(new Date('2026-11-30T23:59:00.000Z'))).toBe(
      'taleloom-character-memories-2026-11-30.json',
    )
  })

  it('keeps one row per story, its newest room, newest story first', () => {
    const rooms = [
      { contentOid: 's1', createdAt: '2026-11-01', roomOid: 'old' },
      { contentOid: 's2', createdAt: '2026-11-02', roomOid: 'other' },
      { contentOid: 's1', createdAt: '2026-11-03', roomOid: 'new' },
    ]
    expect(storiesOfRooms(rooms).map((room) => room.roomOid)).toEqual(['new', 'other'])
  })
})
