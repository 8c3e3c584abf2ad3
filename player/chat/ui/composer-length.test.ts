import { describe, expect, it } from 'vitest'
import { lengthState, pastedLength } from './composer-length'

describe('the composer’s length', () => {
  it('shows the counter near the limit only', () => {
    expect(lengthState(3599, 4000)).toEqual({ shown: false, over: 0 })
    expect(lengthState(3600, 4000)).toEqual({ shown: true, over: 0 })
    expect(lengthState(4000, 4000)).toEqual({ shown: true, over: 0 })
  })

  it('says by how much a message is past the limit', () => {
    expect(lengthState(4120, 4000)).toEqual({ shown: true, over: 120 })
  })

  it('counts a paste over a selection as replacing it', () => {
    expect(pastedLength(3990, 0, 30)).toBe(4020)
    expect(pastedLength(3990, 40, 30)).toBe(3980)
  })
})
