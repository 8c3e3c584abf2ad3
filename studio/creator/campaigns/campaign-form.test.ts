import { describe, expect, it } from 'vitest'
import { draftProblems, draftToInput, emptyDraft, toLocalInput } from './campaign-form'

const now = new Date('2026-11-18T12:00:00Z')

describe('the campaign form', () => {
  it('asks for a title, a goal of 10 coins or more and an end an hour to 180 days away', () => {
    const draft = emptyDraft(now)
    expect(draftProblems(draft, now)).toEqual(['title', 'goal'])
    const ready = { ...draft, title: 'Album', goalCoins: '500' }
    expect(draftProblems(ready, now)).toEqual([])
    expect(draftProblems({ ...ready, goalCoins: '9' }, now)).toEqual(['goal'])
    const soon = toLocalInput(new Date(now.getTime() + 30 * 60_000))
    expect(draftProblems({ ...ready, endsAt: soon }, now)).toEqual(['endsAt'])
    expect(draftProblems({ ...ready, endsAt: soon, termsLocked: true }, now)).toEqual([])
    expect(
      draftProblems({ ...ready, tiers: [{ title: '', minCoins: '5', description: '' }] }, now),
    ).toEqual(['tiers'])
  })

  it('sends whole numbers, trimmed words and no empty image address', () => {
    const draft = {
      ...emptyDraft(now),
      title: ' Album ',
      goalCoins: '500',
      imageUrl: ' ',
      tiers: [{ title: 'Thanks', minCoins: '10', description: '' }],
    }
    const input = draftToInput(draft)
    expect(input).toMatchObject({
      title: 'Album',
      goalCoins: 500,
      imageUrl: null,
      rewardTiers: [{ title: 'Thanks', minCoins: 10, description: '' }],
    })
    expect(input).not.toHaveProperty('campaignOid')
    expect(draftToInput(draft, '2026-12-01T00:00:00.000Z').endsAt).toBe('2026-12-01T00:00:00.000Z')
  })
})
