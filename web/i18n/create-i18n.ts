import { createInstance, type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { LANGUAGES, type Language } from '../../engine/i18n'
import { loadTranslations } from './resources'

/**
 * An i18next instance whose languages are loaded on demand from their own chunks.
 * Resolves once the chosen language (and English, the fallback) are ready.
 */
export async function createI18n(language: Language): Promise<I18n> {
  const instance = createInstance()
  instance.use(initReactI18next).use({
    type: 'backend',
    init() {},
    read(requested: string, _namespace: string, callback: (error: unknown, data: unknown) => void) {
      const known = (LANGUAGES as readonly string[]).includes(requested)
      if (!known) return callback(null, {})
      loadTranslations(requested as Language).then(
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
    ns: ['translation'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  })
  return instance
}
