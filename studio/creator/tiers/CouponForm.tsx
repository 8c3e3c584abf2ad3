import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TierView } from '../../../platform/channels/contract'
import { useAction } from '../../../web/calls'
import { Alert, Button, SelectField, TextField } from '../../../web/ui'
import { type CouponDraft, checkCoupon } from '../rules'

/** A subscription coupon: code, tier, expiry date and price are all required. */
export function CouponForm({
  tiers,
  today,
  onCreate,
}: {
  tiers: TierView[]
  today: string
  onCreate: (coupon: CouponDraft) => Promise<void>
}) {
  const { t } = useTranslation('creator')
  const [draft, setDraft] = useState<CouponDraft>({
    code: '',
    tierHash: tiers[0]?.tierHash ?? '',
    expiryDate: '',
    price: '',
  })
  const [tried, setTried] = useState(false)
  const { outcome, setOutcome, busy, act } = useAction()
  const problems = checkCoupon(draft, today)
  const problemOf = (field: keyof CouponDraft) => {
    const found = problems.find((problem) => problem.field === field)
    return tried && found ? t(found.key) : null
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setTried(true)
    setOutcome(null)
    if (problems.length > 0) return
    const code = draft.code.trim()
    const created = await act(
      () => onCreate({ ...draft, code }),
      t('creatorCoupons.created', { code }),
    )
    if (!created) return
    setDraft({ ...draft, code: '' })
    setTried(false)
  }

  return (
    <form className="creator-card stack" onSubmit={(event) => void submit(event)} noValidate>
      <h2>{t('creatorCoupons.title')}</h2>
      <p className="muted">{t('creatorCoupons.lead')}</p>
      <div className="creator-grid">
        <TextField
          label={t('creatorCoupons.code')}
          value={draft.code}
          autoComplete="off"
          onChange={(event) => setDraft({ ...draft, code: event.target.value })}
          error={problemOf('code')}
        />
        <SelectField
          label={t('creatorCoupons.tier')}
          value={draft.tierHash}
          options={tiers.map((tier) => ({ value: tier.tierHash, label: tier.name }))}
          placeholder={t('creatorCoupons.chooseTier')}
          onChange={(event) => setDraft({ ...draft, tierHash: event.target.value })}
          invalid={!!problemOf('tierHash')}
        />
        <TextField
          label={t('creatorCoupons.expiryDate')}
          type="date"
          min={today}
          value={draft.expiryDate}
          onChange={(event) => setDraft({ ...draft, expiryDate: event.target.value })}
          error={problemOf('expiryDate')}
        />
        <TextField
          label={t('creatorCoupons.price')}
          inputMode="numeric"
          value={draft.price}
          onChange={(event) => setDraft({ ...draft, price: event.target.value })}
          error={problemOf('price')}
          hint={t('creatorCoupons.priceHint')}
        />
      </div>
      {problemOf('tierHash') ? <span className="field-error">{problemOf('tierHash')}</span> : null}
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <div className="creator-actions">
        <Button type="submit" busy={busy} disabled={tiers.length === 0}>
          {t('creatorCoupons.create')}
        </Button>
      </div>
    </form>
  )
}
