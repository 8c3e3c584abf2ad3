import { type Language, languageFromTag } from './languages'

export interface LanguageSignals {
  /** First path segment, e.g. `ko` in `/ko/story/…`. */
  pathPrefix?: string | null | undefined
  /** The `lang` query parameter (or body field on non-GET API calls). */
  langParameter?: string | null | undefined
  /** The language stored for the user or session. */
  storedLanguage?: string | null | undefined
  /** ISO 3166 country code of the request (from the edge's geo header). */
  country?: string | null | undefined
  /** The browser's languages in preference order (`navigator.languages` or Accept-Language). */
  browserLanguages?: readonly string[] | undefined
}

/**
 * The spec's order: path prefix, the lang query, the stored language, the country
 * (KR gives ko, JP gives jp, otherwise en), the browser language, then en.
 * Because every known country maps to a language, the browser language is only
 * consulted when the country is unknown.
 */
export function negotiateLanguage(signals: LanguageSignals): Language {
  const explicit =
    exact(signals.pathPrefix) ?? exact(signals.langParameter) ?? exact(signals.storedLanguage)
  if (explicit) return explicit
  const country = signals.country?.trim().toUpperCase()
  if (country && /^[A-Z]{2}$/.test(country) && country !== 'XX') {
    if (country === 'KR') return 'ko'
    if (country === 'JP') return 'jp'
    return 'en'
  }
  for (const tag of signals.browserLanguages ?? []) {
    const language = languageFromTag(tag)
    if (language) return language
  }
  return 'en'
}

/** Path prefixes and parameters use the product's codes exactly (`jp`, not `ja-JP`). */
function exact(value: string | null | undefined): Language | null {
  if (!value) return null
  const lowered = value.trim().toLowerCase()
  return lowered === 'en' || lowered === 'ko' || lowered === 'jp' || lowered === 'es'
    ? lowered
    : null
}

/** Parses an Accept-Language header into tags ordered by quality. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return []
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.find((param) => param.trim().startsWith('q='))
      const quality = q ? Number(q.trim().slice(2)) : 1
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index }
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag)
}
