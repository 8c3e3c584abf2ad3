import { useTranslation } from 'react-i18next'
import type { ChatItem } from '../room/messages'

export interface AlternativeSwitchProps {
  alternatives: NonNullable<ChatItem['alternatives']>
  busy: boolean
  /** Shows the alternative with this id. */
  onSwitch: (id: string) => void
}

/** ← n/total → between a reply's alternatives (rerolls). */
export function AlternativeSwitch({ alternatives, busy, onSwitch }: AlternativeSwitchProps) {
  const { t } = useTranslation('chat')
  return (
    <span className="chat-alternatives">
      <button
        type="button"
        className="chat-icon-button"
        aria-label={t('chat.previousAlternative')}
        disabled={busy || alternatives.index <= 1}
        onClick={() => onSwitch(alternatives.ids[alternatives.index - 2] as string)}
      >
        ←
      </button>
      <span data-testid="chat-alternative-count" aria-hidden="true">
        {alternatives.index}/{alternatives.total}
      </span>
      <span className="visually-hidden">
        {t('chat.alternativeCount', {
          index: alternatives.index,
          total: alternatives.total,
        })}
      </span>
      <button
        type="button"
        className="chat-icon-button"
        aria-label={t('chat.nextAlternative')}
        disabled={busy || alternatives.index >= alternatives.total}
        onClick={() => onSwitch(alternatives.ids[alternatives.index] as string)}
      >
        →
      </button>
    </span>
  )
}
