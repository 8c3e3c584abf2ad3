import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TierView } from '../../platform/channels/contract'
import { useAction } from '../../web/calls'
import { Alert, Button, Checkbox, SelectField, TextField } from '../../web/ui'
import type {
  ChatSettings,
  ChatSettingsInput,
  ImageReception,
  WhoMayMessage,
} from './direct-chat-api'
import { directChatApi } from './direct-chat-api'
import {
  AUTO_MESSAGE_MAX,
  bySubscription,
  COINS_PER_MESSAGE_MAX,
  type SettingsProblem,
  settingsProblems,
  settingsToSave,
} from './settings-form'

const WHO: WhoMayMessage[] = ['anyone', 'coinPayers', 'subscribers', 'either']
const WHO_KEYS = {
  anyone: 'dmSettings.whoAnyone',
  coinPayers: 'dmSettings.whoCoinPayers',
  subscribers: 'dmSettings.whoSubscribers',
  either: 'dmSettings.whoEither',
} as const
const IMAGE_KEYS = {
  anyone: 'dmSettings.imageAnyone',
  subscribers: 'dmSettings.imageSubscribers',
  nobody: 'dmSettings.imageNobody',
} as const

/** The settings form: checked here as the server checks, then saved once. */
export function SettingsForm({ settings, tiers }: { settings: ChatSettings; tiers: TierView[] }) {
  const { t } = useTranslation('dm')
  const [draft, setDraft] = useState<ChatSettingsInput>({
    whoMayMessage: settings.whoMayMessage,
    coinsPerMessage: settings.coinsPerMessage,
    tierHashes: settings.tierHashes,
    imageReception: settings.imageReception,
    autoMessage: settings.autoMessage,
  })
  const [coins, setCoins] = useState(
    settings.coinsPerMessage ? String(settings.coinsPerMessage) : '',
  )
  const [problems, setProblems] = useState<SettingsProblem[]>([])
  const { act, busy, outcome } = useAction()
  const autoId = useId()
  const input = { ...draft, coinsPerMessage: coins === '' ? 0 : Number(coins) }
  const paying = input.whoMayMessage === 'coinPayers' || input.whoMayMessage === 'either'
  const problemText = (key: SettingsProblem['key']) => {
    const problem = problems.find((each) => each.key === key)
    if (!problem) return null
    return 'max' in problem
      ? t(`dmSettings.${problem.key}`, { max: problem.max })
      : t(`dmSettings.${problem.key}`)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = settingsProblems(input)
    setProblems(found)
    if (found.length > 0) return
    void act(() => directChatApi.saveSettings(settingsToSave(input)), t('dmSettings.saved'))
  }
  const toggleTier = (hash: string, on: boolean) =>
    setDraft((current) => ({
      ...current,
      tierHashes: on ? [...current.tierHashes, hash] : current.tierHashes.filter((h) => h !== hash),
    }))

  return (
    <form className="card stack" onSubmit={submit} noValidate data-testid="dm-settings-form">
      <SelectField
        label={t('dmSettings.who')}
        value={draft.whoMayMessage}
        onChange={(event) =>
          setDraft({ ...draft, whoMayMessage: event.target.value as WhoMayMessage })
        }
        options={WHO.map((value) => ({ value, label: t(WHO_KEYS[value]) }))}
      />
      {paying ? (
        <TextField
          label={t('dmSettings.coins')}
          type="number"
          inputMode="numeric"
          min={1}
          max={COINS_PER_MESSAGE_MAX}
          value={coins}
          hint={t('dmSettings.coinsHint', { max: COINS_PER_MESSAGE_MAX })}
          error={problemText('coinsRequired') ?? problemText('coinsTooMany')}
          onChange={(event) => setCoins(event.target.value)}
        />
      ) : null}
      {bySubscription(draft.whoMayMessage) ? (
        <fieldset className="dm-tiers">
          <legend className="field-label">{t('dmSettings.tiers')}</legend>
          {tiers.length === 0 ? <p className="muted">{t('dmSettings.noTiers')}</p> : null}
          {tiers.map((tier) => (
            <Checkbox
              key={tier.tierHash}
              label={tier.name}
              checked={draft.tierHashes.includes(tier.tierHash)}
              onChange={(event) => toggleTier(tier.tierHash, event.target.checked)}
            />
          ))}
          {problemText('tierRequired') ? (
            <p className="field-error" role="alert">
              {problemText('tierRequired')}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <SelectField
        label={t('dmSettings.image')}
        value={draft.imageReception}
        onChange={(event) =>
          setDraft({ ...draft, imageReception: event.target.value as ImageReception })
        }
        options={(['anyone', 'subscribers', 'nobody'] as const).map((value) => ({
          value,
          label: t(IMAGE_KEYS[value]),
        }))}
      />
      <div className="field">
        <label className="field-label" htmlFor={autoId}>
          {t('dmSettings.auto')}
        </label>
        <textarea
          id={autoId}
          className="field-input"
          rows={3}
          maxLength={AUTO_MESSAGE_MAX + 50}
          value={draft.autoMessage}
          aria-invalid={problemText('autoTooLong') ? true : undefined}
          aria-describedby={`${autoId}-hint`}
          onChange={(event) => setDraft({ ...draft, autoMessage: event.target.value })}
        />
        <span className="field-hint" id={`${autoId}-hint`}>
          {t('dmSettings.autoHint')}
        </span>
        {problemText('autoTooLong') ? (
          <span className="field-error">{problemText('autoTooLong')}</span>
        ) : null}
      </div>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <div>
        <Button type="submit" disabled={busy}>
          {t('dmSettings.save')}
        </Button>
      </div>
    </form>
  )
}
