import { describe, expect, it } from 'vitest'
import { parseRoomOids } from './room-ids'

const a = 'a'.repeat(24)
const b = 'b'.repeat(24)

describe('parseRoomOids', () => {
  it('reads ids separated by | or , and skips empty ones', () => {
    expect(parseRoomOids(`${a}|${b},`)).toEqual([a, b])
  })

  it('means every room when absent or empty', () => {
    expect(parseRoomOids(undefined)).toBeUndefined()
    expect(parseRoomOids('')).toBeUndefined()
  })

  it('refuses a malformed id', () => {
    expect(() => parseRoomOids(`${a},nope`)).toThrow(
      expect.objectContaining({ code: 'INVALID_PARAMETERS' }),
    )
  })
})
