import { useTranslation } from 'react-i18next'
import type { ChatModelChoice } from '../../../web/api/chat'
import { useData } from '../../../web/calls'
import { chatApi } from '../connected'

/**
 * The room's model, where the story lets its players choose: each model with the price
 * of a turn on it from the server's quote at the room's settings (read again when they
 * change). Nothing is shown for a story with one model.
 */
export function ModelChoiceField({
  roomOid,
  settingsKey,
  onChange,
}: {
  roomOid: string
  /** The room's saved settings as text: a change quotes the models again. */
  settingsKey: string
  onChange(model: string): void
}) {
  const { t } = useTranslation('chat')
  const choices = useData(['model-choices', roomOid, settingsKey], () =>
    chatApi.modelChoices(roomOid),
  )
  const data = choices.data
  if (!data?.choice) return null
  const label = (model: ChatModelChoice) => {
    // The demo model is said once for the room (the banner above the composer), not per option.
    const name = model.label
    if (model.quote.credits === 0) return t('chatSettings.modelFree', { name })
    return t(model.quote.upTo ? 'chatSettings.modelPriceUpTo' : 'chatSettings.modelPrice', {
      name,
      credits: model.quote.credits,
    })
  }
  return (
    <label className="field">
      <span className="field-label">{t('chatSettings.model')}</span>
      <select
        className="field-select"
        data-testid="chat-model-choice"
        value={data.selected}
        onChange={(event) => onChange(event.target.value)}
      >
        {data.models.map((model) => (
          <option key={model.id} value={model.id}>
            {label(model)}
          </option>
        ))}
      </select>
      <span className="field-hint muted">{t('chatSettings.modelHint')}</span>
    </label>
  )
}
