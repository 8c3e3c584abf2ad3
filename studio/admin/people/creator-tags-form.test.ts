import { describe, expect, it } from 'vitest'
import { creatorTagRequest } from '../../../platform/accounts/account-extras-contract'
import { KNOWN_CREATOR_TAGS, readTag, tagSuggestions } from './creator-tags-form'

const OID = 'a'.repeat(24)

describe('the creator tags form', () => {
  it('takes a tag as the call would, trimmed and in lowercase', () => {
    expect(readTag('  Cherry-Picker ', [])).toEqual({ ok: true, tag: 'cherry-picker' })
  })

  it('refuses a tag the contract refuses, and one the creator holds', () => {
    for (const typed of ['', 'a', '-lead', 'two words', 'tag!', 'x'.repeat(41)])
      expect(readTag(typed, [])).toEqual({ ok: false, problem: 'shape' })
    expect(readTag('cherry-picker', ['cherry-picker'])).toEqual({ ok: false, problem: 'held' })
  })

  it('agrees with the accounts contract on every shape', () => {
    const samples = ['ab', 'a-', '9z', 'x'.repeat(40), 'x'.repeat(41), 'A', '-a', 'a_b', ' ok ']
    for (const typed of samples)
      expect(readTag(typed, []).ok, typed).toBe(
        creatorTagRequest.safeParse({ userOid: OID, tag: typed }).success,
      )
  })

  it('suggests the known tags the creator does not hold', () => {
    expect(tagSuggestions([])).toEqual([...KNOWN_CREATOR_TAGS])
    expect(tagSuggestions(['cherry-picker', 'other'])).toEqual([])
  })
})
