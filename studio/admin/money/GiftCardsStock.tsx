import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { GiftCardStockView } from '../../../platform/payments/contract'
import { useAction } from '../../../web/calls'
import { Alert, Button, SelectField } from '../../../web/ui'
import { moneyApi } from './money-api'

const ITEMS = ['dlsite-500', 'dlsite-1000', 'dlsite-3000', 'dlsite-5000', 'dlsite-10000']

/** One item's stock line: codes in stock and issued from it, or that the item is not stocked. */
export function GiftCardStockLine({ stock }: { stock: GiftCardStockView | undefined }) {
  const { t, i18n } = useTranslation('studio')
  const number = (value: number) => value.toLocaleString(i18n.language)
  if (!stock || stock.inStock + stock.taken === 0) {
    return <p className="admin-audit-meta">{t('admin.gcNotStocked')}</p>
  }
  return (
    <p className="admin-audit-meta">
      {t('admin.gcStock', { inStock: number(stock.inStock), taken: number(stock.taken) })}
      {stock.inStock === 0 ? (
        <>
          {' '}
          <strong className="admin-bad">{t('admin.gcSoldOut')}</strong>
        </>
      ) : null}
    </p>
  )
}

/**
 * Posting the partner's real codes into an item's stock: pasted one per line, confirmed;
 * a repeated or already posted code refuses the whole paste with its line.
 */
export function GiftCardsStock({ onPosted }: { onPosted: () => void }) {
  const { t, i18n } = useTranslation('studio')
  const { outcome, busy, act } = useAction()
  const [item, setItem] = useState(ITEMS[0] ?? '')
  const [codes, setCodes] = useState('')
  const number = (value: number) => value.toLocaleString(i18n.language)

  async function post(event: FormEvent) {
    event.preventDefault()
    const lines = codes.split('\n').filter((line) => line.trim()).length
    if (!window.confirm(t('admin.gcPostConfirm', { codes: number(lines), item }))) return
    const done = await act(
      () => moneyApi.postGiftCardCodes(item, codes),
      (answer) =>
        t('admin.gcPosted', {
          codes: number(answer.posted),
          item,
          inStock: number(answer.items.find((row) => row.itemName === item)?.inStock ?? 0),
        }),
    )
    if (done) {
      setCodes('')
      onPosted()
    }
  }

  return (
    <section className="creator-card stack" aria-labelledby="gift-card-post">
      <h2 id="gift-card-post" className="creator-card-title">
        {t('admin.gcPostTitle')}
      </h2>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <form className="stack" onSubmit={(event) => void post(event)}>
        <SelectField
          label={t('admin.gcItem')}
          value={item}
          options={ITEMS.map((value) => ({ value, label: value }))}
          onChange={(event) => setItem(event.target.value)}
        />
        <div className="field">
          <label className="field-label" htmlFor="gift-card-codes">
            {t('admin.gcPostCodes')}
          </label>
          <textarea
            id="gift-card-codes"
            className="field-input"
            rows={6}
            value={codes}
            maxLength={100_000}
            aria-describedby="gift-card-codes-hint"
            onChange={(event) => setCodes(event.target.value)}
          />
          <p id="gift-card-codes-hint" className="field-hint">
            {t('admin.gcPostHint')}
          </p>
        </div>
        <div className="admin-actions">
          <Button type="submit" disabled={busy || !codes.trim()}>
            {t('admin.gcPost')}
          </Button>
        </div>
      </form>
    </section>
  )
}
