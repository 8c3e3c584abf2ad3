import { describe, expect, it } from 'vitest'
import { DEFAULT_RANKING, isRanking, RANKINGS, rankingHref, readRanking } from './ranking'

describe('ranking tabs', () => {
  it('offers the spec’s four rankings, daily first', () => {
    expect(RANKINGS).toEqual(['daily', 'weekly', 'monthly', 'new'])
    expect(DEFAULT_RANKING).toBe('daily')
  })

  it('reads the tab from the address and falls back on the default', () => {
    expect(readRanking('?ranking=weekly')).toBe('weekly')
    expect(readRanking('?ranking=yearly')).toBe('daily')
    expect(readRanking('')).toBe('daily')
    expect(isRanking('new')).toBe(true)
    expect(isRanking(7)).toBe(false)
  })

  it('links each tab, keeping the plain address for the default', () => {
    expect(RANKINGS.map(rankingHref)).toEqual([
      '/',
      '/?ranking=weekly',
      '/?ranking=monthly',
      '/?ranking=new',
    ])
    for (const ranking of RANKINGS) {
      expect(readRanking(rankingHref(ranking).slice(1))).toBe(ranking)
    }
  })
})
