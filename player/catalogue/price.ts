import type { Language } from '../../engine/i18n'

/** What a card or the story page says about the price: free, or a number of credits. */
export type PriceLabel = { kind: 'free' } | { kind: 'paid'; price: number; formatted: string }

/** BCP 47 tags for `Intl`: the product calls Japanese 'jp'. */
const LOCALES: Record<Language, string> = { en: 'en', ko: 'ko', jp: 'ja', es: 'es' }

export function localeOf(language: Language): string {
  return LOCALES[language]
}

/**
 * Price 0 is free (the spec's rule); any other price is shown in credits with the
 * reader's digit grouping. `priceLabel(1500, 'es')` → `{ kind: 'paid', formatted: '1500' }`.
 */
export function priceLabel(price: number, language: Language): PriceLabel {
  if (!Number.isFinite(price) || price <= 0) return { kind: 'free' }
  return { kind: 'paid', price, formatted: formatCount(price, language) }
}

/** A whole number in the reader's digit grouping (chat counts, prices). */
export function formatCount(value: number, language: Language): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 0 }).format(value)
}
