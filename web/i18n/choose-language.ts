import { isLanguage, type Language, negotiateLanguage } from '../../engine/i18n'
import { splitLanguagePrefix } from './language-path'

export interface LanguageChoiceInput {
  pathname: string
  search: string
  storedLanguage: Language | null
  browserLanguages: readonly string[]
  /** Asked only when path, query and stored language are all silent. */
  fetchCountry: () => Promise<string | null>
}

/**
 * The spec's order: path prefix, `lang` query, stored language, country, browser
 * language, en. The country costs a request, so it is fetched only when needed,
 * and a failed lookup falls through to the browser language.
 */
export async function chooseLanguage(input: LanguageChoiceInput): Promise<Language> {
  const pathPrefix = splitLanguagePrefix(input.pathname).prefix
  const langParameter = new URLSearchParams(input.search).get('lang')
  const explicit = { pathPrefix, langParameter, storedLanguage: input.storedLanguage }
  if (pathPrefix || isLanguage(langParameter?.toLowerCase()) || input.storedLanguage) {
    return negotiateLanguage(explicit)
  }
  const country = await input.fetchCountry().catch(() => null)
  return negotiateLanguage({ ...explicit, country, browserLanguages: input.browserLanguages })
}
