import { useTranslation } from 'react-i18next'
import type { TierView } from '../../platform/channels/contract'
import { TextField } from '../../web/ui'
import { creatorPath } from '../creator/creator-paths'
import type { Access } from './upload-form'

/**
 * "Who can see this": everyone for free, buyers for a price, or subscribers of the tiers
 * chosen (ticking a tier chooses that option; leaving it clears them).
 */
export function AccessFields({
  access,
  price,
  tiers,
  chosen,
  priceError,
  tiersError,
  onAccess,
  onPrice,
  onTiers,
}: {
  access: Access
  price: string
  /** The creator's tiers; null while they load. */
  tiers: TierView[] | null
  chosen: readonly string[]
  priceError: string | null
  tiersError: string | null
  onAccess(access: Access): void
  onPrice(price: string): void
  onTiers(tiers: string[]): void
}) {
  const { t } = useTranslation('studio')
  const choose = (next: Access) => {
    onAccess(next)
    if (next !== 'tiers') onTiers([])
  }
  const toggle = (hash: string, on: boolean) => {
    onAccess('tiers')
    onTiers(on ? [...chosen, hash] : chosen.filter((each) => each !== hash))
  }
  const radio = (value: Access) => (
    <label className="radio">
      <input
        type="radio"
        name="access"
        value={value}
        checked={access === value}
        // Without a tier there is nothing to choose: the tiers page is linked below.
        disabled={value === 'tiers' && tiers?.length === 0}
        onChange={() => choose(value)}
      />
      {t(`uploadForm.access${value === 'free' ? 'Free' : value === 'paid' ? 'Paid' : 'Tiers'}`)}
    </label>
  )
  return (
    <fieldset className="upload-visibility upload-access">
      <legend>{t('uploadForm.access')}</legend>
      {radio('free')}
      {radio('paid')}
      {access === 'paid' ? (
        <TextField
          label={t('uploadForm.price')}
          hint={t('uploadForm.priceHint')}
          type="number"
          min={1}
          max={100000000}
          inputMode="numeric"
          value={price}
          error={priceError}
          onChange={(event) => onPrice(event.target.value)}
        />
      ) : null}
      {radio('tiers')}
      <fieldset className="upload-tiers">
        <legend className="muted">{t('uploadForm.tiersLabel')}</legend>
        {tiers && tiers.length === 0 ? (
          <p className="muted">
            {t('uploadForm.noTiers')} <a href={creatorPath('tiers')}>{t('uploadForm.makeTiers')}</a>
          </p>
        ) : null}
        {(tiers ?? []).map((tier) => (
          <label key={tier.tierHash} className="checkbox">
            <input
              type="checkbox"
              checked={chosen.includes(tier.tierHash)}
              onChange={(event) => toggle(tier.tierHash, event.target.checked)}
            />
            {tier.name}
          </label>
        ))}
        {tiersError ? <span className="field-error">{tiersError}</span> : null}
      </fieldset>
    </fieldset>
  )
}
