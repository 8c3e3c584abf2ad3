import { useTranslation } from 'react-i18next'
import { useData } from '../../../web/calls'
import { SelectField } from '../../../web/ui'
import { LoadState } from '../../creator/shell/LoadState'
import { storyChatAdminApi } from './story-chat-api'

/** The prompt types the system prompts page names (engine/turn's PROMPT_TYPES). */
type PromptType = 'roleplay' | 'novel' | 'game-master'

export interface Setup {
  model: string
  systemPrompt: string
}

/**
 * The model and system prompt a playground run uses. The prompt starts empty or from a saved
 * test prompt or an active system prompt, and is edited freely here (nothing is saved).
 */
export function PromptSetup({
  setup,
  onChange,
  idPrefix,
}: {
  setup: Setup
  onChange: (next: Setup) => void
  idPrefix: string
}) {
  const { t } = useTranslation('studio')
  const models = useData('playground-models', () => storyChatAdminApi.models())
  const sources = useData('playground-sources', async () => {
    const [tests, system] = await Promise.all([
      storyChatAdminApi.testPrompts(),
      storyChatAdminApi.systemPrompts(),
    ])
    return [
      ...tests.prompts.map((prompt) => ({
        value: `test:${prompt.oid}`,
        label: t('admin.playTestPrompt', { name: prompt.name }),
        text: prompt.text,
      })),
      ...system.prompts
        .filter((prompt) => prompt.active)
        .map((prompt) => ({
          value: `system:${prompt.oid}`,
          label: t('admin.playSystemPrompt', {
            type: t(`admin.promptType_${prompt.promptType as PromptType}`),
            language: t(`admin.language_${prompt.language}`),
            version: prompt.version,
          }),
          text: prompt.text,
        })),
    ]
  })
  const list = models.data?.models ?? []
  const chosen = list.find((model) => model.id === setup.model)
  return (
    <div className="stack">
      <LoadState state={models} />
      <div className="admin-inline-form admin-form-row">
        <SelectField
          label={t('admin.playModel')}
          value={setup.model}
          placeholder={t('admin.playModelPick')}
          onChange={(event) => onChange({ ...setup, model: event.target.value })}
          options={list.map((model) => ({
            value: model.id,
            label: model.offline
              ? t('admin.playModelOffline', { label: model.label })
              : `${model.label} (${model.id})`,
          }))}
        />
        <SelectField
          label={t('admin.playStartFrom')}
          value=""
          placeholder={t('admin.playStartPick')}
          onChange={(event) => {
            const source = sources.data?.find((item) => item.value === event.target.value)
            if (source) onChange({ ...setup, systemPrompt: source.text })
          }}
          options={(sources.data ?? []).map(({ value, label }) => ({ value, label }))}
        />
      </div>
      {chosen ? (
        <p className="field-hint">
          {t('admin.playModelFacts', {
            provider: chosen.provider,
            credits: chosen.credits,
            window: chosen.contextWindow.toLocaleString(),
            output: chosen.maxOutputTokens.toLocaleString(),
          })}
        </p>
      ) : null}
      <div className="field">
        <label className="field-label" htmlFor={`${idPrefix}-system`}>
          {t('admin.playSystem')}
        </label>
        <textarea
          id={`${idPrefix}-system`}
          className="field-input admin-prompt-text"
          rows={6}
          maxLength={20_000}
          value={setup.systemPrompt}
          onChange={(event) => onChange({ ...setup, systemPrompt: event.target.value })}
        />
        <p className="field-hint">{t('admin.promptHint', { count: setup.systemPrompt.length })}</p>
      </div>
    </div>
  )
}
