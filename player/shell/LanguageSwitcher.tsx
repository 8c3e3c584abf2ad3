import { useTranslation } from 'react-i18next'
import { isLanguage, LANGUAGES, type Language } from '../../engine/i18n'
import { useSession } from '../../web/session'
import { switchLanguage } from './switch-language'

/** Each language named in itself, so a reader finds theirs whatever is shown now. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ko: '한국어',
  jp: '日本語',
  es: 'Español',
}

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation()
  const active = useSession((state) => state.activeLanguage)
  return (
    <label className="language-switcher">
      <span className="visually-hidden">{t('header.language')}</span>
      <select
        className="field-select"
        value={active}
        onChange={(event) => {
          const chosen = event.target.value
          if (isLanguage(chosen)) void switchLanguage(i18n, chosen)
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language === 'jp' ? 'ja' : language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </label>
  )
}
