import { describe, expect, it } from 'vitest'
import { concatBytes } from './concat'

describe('concatBytes', () => {
  it('joins views in order, honouring their offsets', () => {
    const backing = new Uint8Array([9, 1, 2, 9])
    const joined = concatBytes([new Uint8Array([0]), backing.subarray(1, 3), new Uint8Array(0)])
    expect([...joined]).toEqual([0, 1, 2])
    expect(concatBytes([]).length).toBe(0)
  })
})
