import { useTranslation } from 'react-i18next'
import { SelectField } from '../ui'
import type { QualityOption } from './quality'

/**
 * The video's quality: automatic (hls.js starts at the best rendition the connection holds
 * and follows it) or one rendition held. Drawn only when there is more than one.
 */
export function QualityPicker(props: {
  options: readonly QualityOption[]
  /** The chosen level, -1 for automatic. */
  level: number
  /** The height playing now, shown beside "Auto". */
  playingHeight: number | null
  onChange: (level: number) => void
}) {
  const { t } = useTranslation('player')
  const { options, level, playingHeight, onChange } = props
  if (options.length < 2) return null
  const auto =
    playingHeight && level === -1
      ? t('media.qualityAutoPlaying', { height: playingHeight })
      : t('media.qualityAuto')
  return (
    <div className="media-quality-picker">
      <SelectField
        label={t('media.quality')}
        value={String(level)}
        options={[
          { value: '-1', label: auto },
          ...options.map((option) => ({ value: String(option.level), label: `${option.height}p` })),
        ]}
        onChange={(event) => onChange(Number(event.target.value))}
        data-testid="quality-picker"
      />
    </div>
  )
}
