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

/** On a phone the closed menu shows the code (its options still name each language). */
const SHORT_NAMES: Record<Language, string> = { en: 'EN', ko: 'KO', jp: 'JA', es: 'ES' }

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
      {/* Drawn over the closed menu on phones (player.css), which stays the control. */}
      <span className="language-switcher-short" aria-hidden="true">
        {SHORT_NAMES[active]}
      </span>
    </label>
  )
}
