import { describe, expect, it } from 'vitest'
import { PART_BYTES, partCount, partsToSend } from './multipart-upload'

describe('multipart upload plan', () => {
  it('splits a file in parts and resumes with only the parts the server lacks', () => {
    expect(partCount(0)).toBe(1)
    expect(partCount(PART_BYTES)).toBe(1)
    expect(partCount(PART_BYTES * 2 + 1)).toBe(3)
    expect(partsToSend(5, [1, 3])).toEqual([2, 4, 5])
    expect(partsToSend(2, [1, 2])).toEqual([])
  })
})
