import type { i18n as I18n } from 'i18next'
import { isLanguage } from '../../engine/i18n'
import {
  chooseLanguage,
  createI18n,
  htmlLanguageTag,
  type TextBundles,
  type TextNamespace,
} from '../i18n'
import { api, useSession } from '../session'

/** How long the first paint may wait for the country lookup before using the browser language. */
const COUNTRY_TIMEOUT_MS = 1500

/**
 * Decides the page language in the spec's order, loads the texts of `namespaces` (and
 * `common`, `errors`) from the app's `bundles` and marks the document with it. Used by
 * both the player and the studio before their first render.
 */
export async function prepareLanguage(
  bundles: TextBundles,
  namespaces: readonly TextNamespace[],
): Promise<I18n> {
  const language = await chooseLanguage({
    pathname: location.pathname,
    search: location.search,
    storedLanguage: useSession.getState().language,
    browserLanguages: navigator.languages ?? [navigator.language],
    fetchCountry: () =>
      Promise.race([
        api.get('/account/country').then((answer) => answer.country),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), COUNTRY_TIMEOUT_MS)),
      ]),
  })
  useSession.getState().setActiveLanguage(language)
  const i18n = await createI18n(language, bundles, namespaces)
  document.documentElement.lang = htmlLanguageTag(language)
  i18n.on('languageChanged', (changed) => {
    if (isLanguage(changed)) document.documentElement.lang = htmlLanguageTag(changed)
  })
  return i18n
}
