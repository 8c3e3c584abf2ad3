import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TierInput } from '../../../platform/channels/contract'
import { errorText } from '../../../web/i18n'
import { Alert, Button, Checkbox, TextField } from '../../../web/ui'
import { uploadImage } from '../../assets/upload-image'
import {
  checkTier,
  pricesFromCoins,
  type TierDraft,
  type TierField,
  tierIconProblem,
} from '../rules'
import { readImageSize } from '../shell/image-size'
import { TierTranslations } from './TierTranslations'

/** The add/edit form of one tier; `onSubmit` gets the contract's TierInput. */
export function TierForm({
  initial,
  onSubmit,
  onCancel,
}: {
  initial: TierDraft
  onSubmit: (tier: TierInput) => Promise<void>
  onCancel: () => void
}) {
  const { t } = useTranslation('creator')
  const [draft, setDraft] = useState<TierDraft>(initial)
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)
  const [iconBusy, setIconBusy] = useState(false)
  const [iconProblem, setIconProblem] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const problems = checkTier(draft)
  const problemOf = (field: TierField) => {
    const found = problems.find((problem) => problem.field === field)
    return tried && found ? t(found.key) : null
  }
  const patch = (change: Partial<TierDraft>) => setDraft((current) => ({ ...current, ...change }))

  /** Typing the coin fee fills the three currency prices at the spec's rate (still editable). */
  function setCoins(value: string) {
    const coins = Number(value)
    patch({ price: value, ...(/^\d+$/.test(value) ? pricesFromCoins(coins) : {}) })
  }

  async function pickIcon(file: File | undefined) {
    if (!file) return
    setIconProblem(null)
    const size = await readImageSize(file)
    const problem = size ? tierIconProblem({ type: file.type, ...size }) : 'creatorTiers.iconNotPng'
    if (problem) {
      setIconProblem(t(problem))
      return
    }
    setIconBusy(true)
    try {
      const stored = await uploadImage(file, 'image')
      patch({ iconUrl: stored.url })
    } catch (error) {
      setIconProblem(errorText(t, error))
    } finally {
      setIconBusy(false)
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setTried(true)
    if (problems.length > 0) return
    setBusy(true)
    setFailure(null)
    try {
      await onSubmit({
        name: draft.name.trim(),
        details: draft.details.trim(),
        isFree: draft.isFree,
        streak: draft.streak,
        icon: draft.iconUrl,
        translations: draft.translations,
        ...(draft.isFree
          ? { price: 0, price_usd: 0, price_jpy: 0, price_krw: 0 }
          : {
              price: Number(draft.price),
              price_usd: Number(draft.priceUsd),
              price_jpy: Number(draft.priceJpy),
              price_krw: Number(draft.priceKrw),
            }),
      })
    } catch (error) {
      setFailure(errorText(t, error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      className="creator-card stack creator-tier-form"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h2>{draft.tierHash ? t('creatorTiers.editTitle') : t('creatorTiers.addTitle')}</h2>
      <TextField
        label={t('creatorTiers.name')}
        value={draft.name}
        maxLength={60}
        onChange={(event) => patch({ name: event.target.value })}
        error={problemOf('name')}
      />
      <div className="field">
        <label className="field-label" htmlFor="tier-details">
          {t('creatorTiers.details')}
        </label>
        <textarea
          id="tier-details"
          className="field-input creator-textarea"
          value={draft.details}
          maxLength={1000}
          onChange={(event) => patch({ details: event.target.value })}
        />
      </div>
      <TierTranslations
        translations={draft.translations}
        onChange={(translations) => patch({ translations })}
      />
      <Checkbox
        label={t('creatorTiers.isFree')}
        checked={draft.isFree}
        onChange={(event) => patch({ isFree: event.target.checked })}
      />
      <p className="field-hint">{t('creatorTiers.exclusive')}</p>
      {draft.isFree ? null : (
        <div className="creator-grid creator-prices">
          <TextField
            label={t('creatorTiers.monthlyFee')}
            inputMode="numeric"
            value={draft.price}
            onChange={(event) => setCoins(event.target.value)}
            error={problemOf('price')}
            hint={t('creatorTiers.monthlyFeeHint')}
          />
          <TextField
            label={t('creatorTiers.priceUsd')}
            inputMode="decimal"
            value={draft.priceUsd}
            onChange={(event) => patch({ priceUsd: event.target.value })}
            error={problemOf('priceUsd')}
          />
          <TextField
            label={t('creatorTiers.priceJpy')}
            inputMode="numeric"
            value={draft.priceJpy}
            onChange={(event) => patch({ priceJpy: event.target.value })}
            error={problemOf('priceJpy')}
          />
          <TextField
            label={t('creatorTiers.priceKrw')}
            inputMode="numeric"
            value={draft.priceKrw}
            onChange={(event) => patch({ priceKrw: event.target.value })}
            error={problemOf('priceKrw')}
          />
        </div>
      )}
      <p className="field-hint">{t('creatorTiers.vatNote')}</p>
      <div className="field">
        <label className="field-label" htmlFor="tier-icon">
          {t('creatorTiers.icon')}
        </label>
        <div className="creator-icon-pick">
          {draft.iconUrl ? (
            <img src={draft.iconUrl} alt="" width={64} height={64} className="creator-tier-icon" />
          ) : (
            <span className="creator-tier-icon creator-tier-icon-empty" aria-hidden="true" />
          )}
          <input
            id="tier-icon"
            type="file"
            accept="image/png"
            onChange={(event) => void pickIcon(event.target.files?.[0])}
          />
          {draft.iconUrl ? (
            <Button variant="link" onClick={() => patch({ iconUrl: null })}>
              {t('creatorTiers.removeIcon')}
            </Button>
          ) : null}
        </div>
        <span className="field-hint">
          {iconBusy ? t('common.loading') : t('creatorTiers.iconHint')}
        </span>
        {iconProblem ? <span className="field-error">{iconProblem}</span> : null}
      </div>
      <Checkbox
        label={t('creatorTiers.streak')}
        checked={draft.streak}
        onChange={(event) => patch({ streak: event.target.checked })}
      />
      <p className="field-hint">{t('creatorTiers.streakHint')}</p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="creator-actions">
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={busy} disabled={iconBusy}>
          {draft.tierHash ? t('creatorTiers.saveTier') : t('creatorTiers.addTier')}
        </Button>
      </div>
    </form>
  )
}
