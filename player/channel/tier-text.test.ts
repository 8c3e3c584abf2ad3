import { describe, expect, it } from 'vitest'
import { subscriptionTierName, tierText } from './tier-text'

describe('tier texts', () => {
  const tier = {
    name: 'Supporter',
    details: 'Every bonus episode.',
    translations: {
      ko: { name: '서포터', details: '모든 보너스 에피소드.' },
      jp: { name: 'サポーター' },
    },
  }

  it("reads the reader's language, each text falling back to the creator's own", () => {
    expect(tierText(tier, 'ko')).toEqual({ name: '서포터', details: '모든 보너스 에피소드.' })
    expect(tierText(tier, 'jp')).toEqual({ name: 'サポーター', details: 'Every bonus episode.' })
    expect(tierText(tier, 'es')).toEqual({ name: 'Supporter', details: 'Every bonus episode.' })
    expect(tierText({ name: 'Old' }, 'ko')).toEqual({ name: 'Old', details: '' })
  })

  it('names a subscription the same way', () => {
    const subscription = { tierName: 'Supporter', tierTranslations: tier.translations }
    expect(subscriptionTierName(subscription, 'ko')).toBe('서포터')
    expect(subscriptionTierName(subscription, 'en')).toBe('Supporter')
  })
})
