import { describe, expect, it } from 'vitest'
import type { RoomRow } from './context'
import { refuseToSend, type SendingState } from './sending-state'

const room = { oid: 'r1', kind: 'direct', closed: false } as unknown as RoomRow
const state = (over: Partial<SendingState> = {}): SendingState => ({
  room,
  banned: false,
  member: true,
  partnerPresent: true,
  ...over,
})

describe('who may send', () => {
  it('lets a member of an open room with its partner send', () => {
    expect(refuseToSend(state())).toBe(room)
  })

  it('refuses in the order the texts need: ban, not a member (or no room), closed, partner gone', () => {
    const code = (value: SendingState | null) => {
      try {
        refuseToSend(value)
        return 'sent'
      } catch (error) {
        return (error as { code: string }).code
      }
    }
    expect(code(state({ banned: true, member: false }))).toBe('DIRECT_CHAT_BANNED')
    expect(code(null)).toBe('DIRECT_CHAT_NOT_MEMBER')
    expect(code(state({ member: false }))).toBe('DIRECT_CHAT_NOT_MEMBER')
    expect(code(state({ room: { ...room, closed: true } as RoomRow }))).toBe(
      'DIRECT_CHAT_ROOM_CLOSED',
    )
    expect(code(state({ partnerPresent: false }))).toBe('DIRECT_CHAT_UNABLE_TO_SEND')
    expect(
      code(state({ partnerPresent: false, room: { ...room, kind: 'group' } as RoomRow })),
    ).toBe('sent')
  })
})
