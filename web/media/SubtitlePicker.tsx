import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { isLanguage } from '../../engine/i18n'
import type { SubtitleTrack } from '../api/content'
import { SelectField } from '../ui'
import { usePlayerSettings } from './player-settings'
import { chooseSubtitle } from './subtitles'

/** The subtitle language of every player, kept in the player settings. */
export function SubtitlePicker({ tracks }: { tracks: readonly SubtitleTrack[] }) {
  const { t } = useTranslation('player')
  const kept = usePlayerSettings((state) => state.subtitleLanguage)
  const setLanguage = usePlayerSettings((state) => state.setSubtitleLanguage)
  if (tracks.length === 0) return null
  return (
    <div className="media-subtitle-picker">
      <SelectField
        label={t('media.subtitles')}
        value={chooseSubtitle(tracks, kept) ?? ''}
        options={[
          { value: '', label: t('media.subtitlesOff') },
          ...tracks.map((track) => ({
            value: track.language,
            label: languageLabel(t, track.language),
          })),
        ]}
        onChange={(event) => setLanguage(event.target.value || null)}
      />
    </div>
  )
}

function languageLabel(t: TFunction<'player'>, language: string): string {
  return isLanguage(language) ? t(`languageNames.${language}`) : language
}
