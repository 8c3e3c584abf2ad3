import { useTranslation } from 'react-i18next'
import { languageName } from '../../../web/i18n'
import { useSession } from '../../../web/session'
import { TextField } from '../../../web/ui'
import { TIER_LANGUAGES, type TierDraft } from '../rules'

/**
 * The tier's name and details in each reader language, folded away until opened: a reader
 * in that language sees them, an empty one falls back to the creator's own.
 */
export function TierTranslations({
  translations,
  onChange,
}: {
  translations: TierDraft['translations']
  onChange: (translations: TierDraft['translations']) => void
}) {
  const { t } = useTranslation('creator')
  const language = useSession((state) => state.activeLanguage)
  const written = TIER_LANGUAGES.filter(
    (code) => translations[code].name.trim() || translations[code].details.trim(),
  )
  return (
    <details className="creator-tier-translations" open={written.length > 0}>
      <summary>{t('creatorTiers.translations')}</summary>
      <p className="field-hint">{t('creatorTiers.translationsHint')}</p>
      <div className="stack">
        {TIER_LANGUAGES.map((code) => {
          const name = languageName(code, language) ?? code
          const set = (change: Partial<TierDraft['translations'][typeof code]>) =>
            onChange({ ...translations, [code]: { ...translations[code], ...change } })
          return (
            <fieldset key={code} className="creator-tier-translation">
              <legend className="visually-hidden">{name}</legend>
              <TextField
                label={t('creatorTiers.translationName', { language: name })}
                value={translations[code].name}
                maxLength={50}
                lang={code === 'jp' ? 'ja' : code}
                onChange={(event) => set({ name: event.target.value })}
              />
              <div className="field">
                <label className="field-label" htmlFor={`tier-details-${code}`}>
                  {t('creatorTiers.translationDetails', { language: name })}
                </label>
                <textarea
                  id={`tier-details-${code}`}
                  className="field-input creator-textarea"
                  lang={code === 'jp' ? 'ja' : code}
                  value={translations[code].details}
                  maxLength={1000}
                  onChange={(event) => set({ details: event.target.value })}
                />
              </div>
            </fieldset>
          )
        })}
      </div>
    </details>
  )
}
