import { describe, expect, it } from 'vitest'
import {
  moveTo,
  normalizeInputs,
  searchComponentChanged,
  searchComponentInput,
} from './search-rules'

const titles = { en: 'Moods', ko: '분위기', jp: '気分', es: 'Ánimos' }
const draft = { kind: 'tags' as const, titles, inputs: ['rain'], hidden: false }

describe('search categories', () => {
  it('moves one category to a place and closes up the others', () => {
    expect(moveTo(['a', 'b', 'c', 'd'], 'c', 1)).toEqual(['c', 'a', 'b', 'd'])
    expect(moveTo(['a', 'b', 'c', 'd'], 'a', 3)).toEqual(['b', 'c', 'a', 'd'])
    expect(moveTo(['a', 'b', 'c'], 'b', 2)).toEqual(['a', 'b', 'c'])
    // Past either end it stops at the end.
    expect(moveTo(['a', 'b', 'c'], 'b', 9)).toEqual(['a', 'c', 'b'])
    expect(moveTo(['a', 'b', 'c'], 'b', 0)).toEqual(['b', 'a', 'c'])
    expect(moveTo(['a', 'b'], 'z', 1)).toBeNull()
  })

  it('normalizes hashtags and refuses inputs of the wrong kind or twice', () => {
    expect(normalizeInputs('tags', ['#Rain', ' cozy '])).toEqual({ inputs: ['rain', 'cozy'] })
    expect(normalizeInputs('tags', ['rain', '#RAIN'])).toEqual({
      problem: 'An input is listed twice',
    })
    expect(normalizeInputs('tags', ['two words'])).toEqual({
      problem: 'A hashtag has no spaces, commas or #',
    })
    expect(normalizeInputs('creators', ['nickname'])).toEqual({
      problem: 'A creator is given by their 24-character id',
    })
    expect(normalizeInputs('contentTypes', ['clip', 'story'])).toEqual({
      inputs: ['clip', 'story'],
    })
    expect(normalizeInputs('contentTypes', ['film'])).toMatchObject({ problem: expect.any(String) })
    expect(normalizeInputs('tags', ['  '])).toEqual({ problem: 'An input is empty' })
  })

  it('tells a draft that differs from the published copy, its place included', () => {
    expect(searchComponentChanged(draft, 1, null)).toBe(true)
    // Key order of a stored copy does not matter.
    const stored = {
      hidden: false,
      inputs: ['rain'],
      titles: { es: 'Ánimos', jp: '気分', ko: '분위기', en: 'Moods' },
      kind: 'tags' as const,
    }
    expect(searchComponentChanged(draft, 1, { ...stored, position: 1 })).toBe(false)
    expect(searchComponentChanged(draft, 2, { ...stored, position: 1 })).toBe(true)
    expect(searchComponentChanged({ ...draft, hidden: true }, 1, { ...stored, position: 1 })).toBe(
      true,
    )
  })

  it('needs a title in each language and one to twenty inputs', () => {
    const ok = { kind: 'tags', titles, inputs: ['rain'], hidden: false }
    expect(searchComponentInput.safeParse(ok).success).toBe(true)
    const noKo = searchComponentInput.safeParse({ ...ok, titles: { ...titles, ko: ' ' } })
    expect(noKo.error?.issues[0]?.message).toBe('Every category needs a title in each language')
    const none = searchComponentInput.safeParse({ ...ok, inputs: [] })
    expect(none.error?.issues[0]?.message).toBe('A category needs at least one input')
    const kind = searchComponentInput.safeParse({ ...ok, kind: 'moods' })
    expect(kind.error?.issues[0]?.message).toBe('Expected tags, creators or contentTypes')
  })
})
