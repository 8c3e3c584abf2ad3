import type { Language } from '../../engine/i18n'
import { htmlLanguageTag } from './language-path'

/**
 * A language's name in the reader's language ("영어" for `en` on a Korean page), from the
 * browser's CLDR data; the product's `jp` is BCP 47's `ja`. Null for a code the browser
 * cannot name, so the page leaves the fact out rather than show a raw code.
 */
export function languageName(code: string, uiLanguage: Language): string | null {
  const tag = code === 'jp' ? 'ja' : code
  if (!/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(tag)) return null
  try {
    const names = new Intl.DisplayNames([htmlLanguageTag(uiLanguage)], { type: 'language' })
    const name = names.of(tag)
    return name && name !== tag ? name : null
  } catch {
    return null
  }
}
