import { describe, expect, it } from 'vitest'
import { coverLines } from './CoverArt'

describe('coverLines', () => {
  it('sets a title on balanced lines, at most three', () => {
    expect(coverLines('The Keeper of Gull Rock')).toEqual(['The Keeper of Gull', 'Rock'])
    expect(coverLines('A very long title that keeps going and going on and on')).toHaveLength(3)
    expect(coverLines('Short')).toEqual(['Short'])
  })
})
