import { describe, expect, it } from 'vitest'
import { formatCount, localeOf, priceLabel } from './price'

describe('price on cards and the story page', () => {
  it('calls price 0 free, and nonsense free too', () => {
    expect(priceLabel(0, 'en')).toEqual({ kind: 'free' })
    expect(priceLabel(-5, 'en')).toEqual({ kind: 'free' })
    expect(priceLabel(Number.NaN, 'en')).toEqual({ kind: 'free' })
  })

  it('shows prices in the reader’s digit grouping', () => {
    expect(priceLabel(30, 'en')).toEqual({ kind: 'paid', price: 30, formatted: '30' })
    expect(priceLabel(100_000_000, 'en')).toMatchObject({ formatted: '100,000,000' })
    expect(priceLabel(1_500_000, 'ko')).toMatchObject({ formatted: '1,500,000' })
    expect(priceLabel(1_500_000, 'jp')).toMatchObject({ formatted: '1,500,000' })
    expect(priceLabel(15_000, 'es')).toMatchObject({ formatted: '15.000' })
  })

  it('maps the product’s language codes to Intl locales', () => {
    expect(localeOf('jp')).toBe('ja')
    expect(formatCount(1234.6, 'en')).toBe('1,235')
  })
})
