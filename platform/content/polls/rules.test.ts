import { describe, expect, it } from 'vitest'
import { isClosed, optionsFrom, resolveOption, tally } from './rules'

describe('poll rules', () => {
  const options = optionsFrom(['Tea', 'Coffee', 'Tea'])

  it('numbers options in order, repeated texts kept apart', () => {
    expect(options).toEqual([
      { id: 'o1', text: 'Tea' },
      { id: 'o2', text: 'Coffee' },
      { id: 'o3', text: 'Tea' },
    ])
  })

  it('finds an option by id or by index, and nothing outside the poll', () => {
    expect(resolveOption(options, { optionId: 'o2' })?.text).toBe('Coffee')
    expect(resolveOption(options, { optionIdx: 2 })?.id).toBe('o3')
    expect(resolveOption(options, { optionIdx: 3 })).toBeNull()
    expect(resolveOption(options, { optionId: 'o9' })).toBeNull()
    expect(resolveOption(options, {})).toBeNull()
  })

  it('closes at the closing instant, never without a closing time', () => {
    const at = new Date('2026-01-01T00:00:00Z')
    expect(isClosed(at, new Date(at.getTime() - 1))).toBe(false)
    expect(isClosed(at, at)).toBe(true)
    expect(isClosed(null, at)).toBe(false)
  })

  it('counts every option, the unchosen at zero, and the total exactly', () => {
    const result = tally(options, [
      { optionId: 'o3', votes: 4 },
      { optionId: 'o1', votes: 2 },
    ])
    expect(result.options.map((option) => option.votes)).toEqual([2, 0, 4])
    expect(result.totalVotes).toBe(6)
  })
})
