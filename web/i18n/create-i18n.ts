import { createInstance, type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { isLanguage, LANGUAGES, type Language } from '../../engine/i18n'
import { type TextBundles, textsOf } from './bundles'
import { BASE_NAMESPACES, type TextNamespace } from './resources'

/**
 * An i18next instance whose texts come from the app's `bundles`, fetched on demand.
 * Resolves once `namespaces` (and `common`, `errors`) are ready in the chosen language
 * and in English, the fallback; a page asks for more with `useTranslation`.
 */
export async function createI18n(
  language: Language,
  bundles: TextBundles,
  namespaces: readonly TextNamespace[],
): Promise<I18n> {
  const instance = createInstance()
  instance.use(initReactI18next).use({
    type: 'backend',
    init() {},
    read(requested: string, namespace: string, callback: (error: unknown, data: unknown) => void) {
      if (!isLanguage(requested)) return callback(null, {})
      textsOf(bundles, requested, namespace as TextNamespace).then(
        (data) => callback(null, data),
        (error: unknown) => callback(error, null),
      )
    },
  })
  await instance.init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    // `jp` is not a BCP 47 code, so i18next must not try to "clean" it into `ja`.
    nonExplicitSupportedLngs: false,
    load: 'currentOnly',
    ns: [...new Set([...BASE_NAMESPACES, ...namespaces])],
    defaultNS: 'common',
    // Keys of the namespaces every page has resolve from any namespace without a prefix.
    fallbackNS: [...BASE_NAMESPACES],
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  })
  return instance
}
