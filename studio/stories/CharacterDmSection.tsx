import { type FormEvent, useCallback, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TierView } from '../../platform/channels/contract'
import {
  CHARACTER_DM_LIMITS,
  type CharacterDmSettingAnswer,
} from '../../platform/chat/character-dm/contract'
import { ApiError } from '../../web/api'
import { api } from '../../web/session'
import { Alert, Button, Checkbox, SelectField, TextField } from '../../web/ui'
import {
  type CharacterDmFormValues,
  formFromSetting,
  priceFromText,
  settingFromForm,
} from './character-dm-form'
import { useErrorText } from './use-api-error-text'

type Loaded =
  | { state: 'loading' }
  | { state: 'refused'; text: string }
  | { state: 'ready'; answer: CharacterDmSettingAnswer; tiers: TierView[] }

/**
 * The story setup page's "Direct messages with a character": on or off, which character of
 * the published cast, the price per message and the subscriber tiers that message for free.
 */
export function CharacterDmSection({
  contentOid,
  ownerOid,
  published,
}: {
  contentOid: string
  ownerOid: string
  published: boolean
}) {
  const { t } = useTranslation('studio')
  const describeError = useErrorText()
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' })
  const refusal = useCallback(
    (cause: unknown) => {
      const code = ApiError.isInstance(cause) ? cause.code : null
      // Shared codes carry other features' texts: this section says what they mean here.
      if (code === 'NOT_STORY_OWNER') return t('characterDmSetting.notOwner')
      if (code === 'CONTENT_NOT_FOUND') return t('characterDmSetting.notPublished')
      return describeError(cause)
    },
    [t, describeError],
  )

  useEffect(() => {
    if (!published) return
    let live = true
    Promise.all([
      api.get('/story-chat/character-dm/setting', { contentOid }),
      api.get('/account/subscription_tiers', { creatorOid: ownerOid }).catch(() => ({ tiers: [] })),
    ]).then(
      ([answer, { tiers }]) => live && setLoaded({ state: 'ready', answer, tiers }),
      (cause: unknown) => live && setLoaded({ state: 'refused', text: refusal(cause) }),
    )
    return () => {
      live = false
    }
  }, [contentOid, ownerOid, published, refusal])

  return (
    <section className="card stack character-dm-setting" aria-labelledby="character-dm-title">
      <h2 id="character-dm-title">{t('characterDmSetting.title')}</h2>
      <p className="muted">{t('characterDmSetting.lead')}</p>
      {!published ? (
        <Alert tone="info">{t('characterDmSetting.notPublished')}</Alert>
      ) : loaded.state === 'loading' ? (
        <p className="muted">{t('characterDmSetting.loading')}</p>
      ) : loaded.state === 'refused' ? (
        <Alert tone="error">{loaded.text}</Alert>
      ) : loaded.answer.characters.length === 0 ? (
        <Alert tone="info">{t('characterDmSetting.noCast')}</Alert>
      ) : (
        <SettingForm
          contentOid={contentOid}
          answer={loaded.answer}
          tiers={loaded.tiers}
          onSaved={(answer) => setLoaded({ ...loaded, answer })}
          refusal={refusal}
        />
      )}
    </section>
  )
}

function SettingForm({
  contentOid,
  answer,
  tiers,
  onSaved,
  refusal,
}: {
  contentOid: string
  answer: CharacterDmSettingAnswer
  tiers: TierView[]
  onSaved: (answer: CharacterDmSettingAnswer) => void
  refusal: (cause: unknown) => string
}) {
  const { t } = useTranslation('studio')
  const [values, setValues] = useState(() => formFromSetting(answer.setting, answer.characters))
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const [shown, setShown] = useState(false)
  const tiersLegend = useId()
  const max = CHARACTER_DM_LIMITS.maxPriceCredits
  const priceProblem =
    shown && priceFromText(values.price) === null
      ? t('characterDmSetting.priceProblem', { max })
      : null
  const set = <Key extends keyof CharacterDmFormValues>(
    key: Key,
    value: CharacterDmFormValues[Key],
  ) => {
    setValues((current) => ({ ...current, [key]: value }))
    setOutcome(null)
  }

  async function save(event: FormEvent) {
    event.preventDefault()
    setShown(true)
    const body = settingFromForm(
      contentOid,
      values,
      tiers.map((tier) => tier.tierHash),
    )
    if (!body) return
    setBusy(true)
    try {
      const saved = await api.put('/story-chat/character-dm/setting', body)
      onSaved(saved)
      const name = saved.characters.find((c) => c.id === saved.setting.characterId)?.name ?? ''
      setOutcome({
        tone: 'success',
        text: saved.setting.enabled
          ? t('characterDmSetting.saved', { name })
          : t('characterDmSetting.savedOff'),
      })
    } catch (cause) {
      setOutcome({ tone: 'error', text: refusal(cause) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="stack studio-form" onSubmit={save} noValidate data-testid="character-dm-form">
      <Checkbox
        label={t('characterDmSetting.enabled')}
        checked={values.enabled}
        onChange={(event) => set('enabled', event.target.checked)}
      />
      <div className="studio-form-row">
        <SelectField
          label={t('characterDmSetting.character')}
          value={values.characterId}
          onChange={(event) => set('characterId', event.target.value)}
          options={answer.characters.map((character) => ({
            value: character.id,
            label: character.name,
          }))}
        />
        <TextField
          label={t('characterDmSetting.price')}
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          value={values.price}
          onChange={(event) => set('price', event.target.value)}
          hint={t('characterDmSetting.priceHint', { max })}
          error={priceProblem}
        />
      </div>
      <fieldset className="fieldset" aria-describedby={`${tiersLegend}-hint`}>
        <legend className="field-label">{t('characterDmSetting.freeTiers')}</legend>
        <p className="muted" id={`${tiersLegend}-hint`}>
          {tiers.length > 0
            ? t('characterDmSetting.freeTiersHint')
            : t('characterDmSetting.noTiers')}
        </p>
        {tiers.map((tier) => (
          <Checkbox
            key={tier.tierHash}
            label={tier.name}
            checked={values.freeTierHashes.includes(tier.tierHash)}
            onChange={(event) =>
              set(
                'freeTierHashes',
                event.target.checked
                  ? [...values.freeTierHashes, tier.tierHash]
                  : values.freeTierHashes.filter((hash) => hash !== tier.tierHash),
              )
            }
          />
        ))}
      </fieldset>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <div>
        <Button type="submit" busy={busy}>
          {t('characterDmSetting.save')}
        </Button>
      </div>
    </form>
  )
}
