import { describe, expect, it } from 'vitest'
import { endingOf } from './ending'

describe('endingOf', () => {
  it('reads an ended story and its closing text', () => {
    expect(endingOf({ ended: true, endText: 'The ferry leaves.' })).toEqual({
      text: 'The ferry leaves.',
    })
  })

  it('gives an ending without a closing text a null text', () => {
    expect(endingOf({ ended: true })).toEqual({ text: null })
    expect(endingOf({ ended: true, endText: null })).toEqual({ text: null })
    expect(endingOf({ ended: true, endText: '  ' })).toEqual({ text: null })
  })

  it('is null while the story goes on, whatever text is left over', () => {
    expect(endingOf({ ended: false, endText: 'stale' })).toBeNull()
    expect(endingOf({})).toBeNull()
    expect(endingOf(null)).toBeNull()
    expect(endingOf(undefined)).toBeNull()
  })
})
