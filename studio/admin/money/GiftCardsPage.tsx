import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { GiftCardItemView } from '../../../platform/payments/contract'
import { useAction, useData } from '../../../web/calls'
import { Alert, Button } from '../../../web/ui'
import { LoadState } from '../../creator/shell/LoadState'
import { Pager, useKeysetPages } from '../Pager'
import { SearchForm } from '../SearchForm'
import { GiftCardStockLine, GiftCardsStock } from './GiftCardsStock'
import { moneyApi } from './money-api'
import './money.css'

/**
 * The partner shop's gift cards: each item's points, whether it is on sale and how many were
 * issued; an admin stops or resumes an item's sale after confirming. Below, the issued cards,
 * newest first, a keyset page at a time, searched by a buyer's id. Each item's stock of
 * posted partner codes shows with it, and codes are posted below the items.
 */
export function GiftCardsPage() {
  const { t, i18n } = useTranslation('studio')
  const { version, outcome, busy, act } = useAction()
  const [buyer, setBuyer] = useState('')
  const pages = useKeysetPages()
  const [posts, setPosts] = useState(0)
  const items = useData(['admin-gift-cards', version, posts], () => moneyApi.giftCards())
  const stock = useData(['admin-gift-card-stock', version, posts], () => moneyApi.giftCardStock())
  const issued = useData(['admin-gift-cards-issued', buyer, pages.before, version, posts], () =>
    moneyApi.issuedGiftCards({
      ...(buyer ? { userOid: buyer } : {}),
      ...(pages.before ? { before: pages.before } : {}),
    }),
  )
  const number = (value: number) => value.toLocaleString(i18n.language)
  const when = (iso: string) =>
    new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' })

  function toggle(item: GiftCardItemView) {
    const key = item.available ? 'gcStopConfirm' : 'gcResumeConfirm'
    if (!window.confirm(t(`admin.${key}`, { item: item.itemName }))) return
    void act(
      () => moneyApi.setGiftCardAvailable(item.itemName, !item.available),
      t(item.available ? 'admin.gcStopped' : 'admin.gcResumed', { item: item.itemName }),
    )
  }

  return (
    <div className="stack">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <section className="creator-card stack" aria-labelledby="gift-card-items">
        <h2 id="gift-card-items" className="creator-card-title">
          {t('admin.gcItems')}
        </h2>
        <LoadState state={items} />
        <ul className="admin-prompt-versions" aria-label={t('admin.gcItems')}>
          {(items.data ?? []).map((item) => (
            <li key={item.itemName} className="admin-prompt-version">
              <div className="admin-audit-head">
                <strong>{item.itemName}</strong>
                <span className={item.available ? 'admin-voice-on' : 'admin-off-air'}>
                  {t(item.available ? 'admin.gcOnSale' : 'admin.gcOffSale')}
                </span>
              </div>
              <p className="admin-audit-meta">
                {t('admin.gcMeta', {
                  points: number(item.amount),
                  issued: number(issued.data?.counts[item.itemName] ?? 0),
                })}
              </p>
              <GiftCardStockLine
                stock={stock.data?.items.find((row) => row.itemName === item.itemName)}
              />
              <div className="admin-actions">
                <Button variant="secondary" disabled={busy} onClick={() => toggle(item)}>
                  {t(item.available ? 'admin.gcStop' : 'admin.gcResume')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <GiftCardsStock onPosted={() => setPosts((count) => count + 1)} />
      <section className="creator-card stack" aria-labelledby="gift-cards-issued">
        <h2 id="gift-cards-issued" className="creator-card-title">
          {t('admin.gcIssued')}
        </h2>
        <SearchForm
          label={t('admin.gcBuyer')}
          maxLength={24}
          onSearch={(oid) => {
            pages.reset()
            setBuyer(oid)
          }}
        />
        <LoadState state={issued} />
        {issued.data && issued.data.cards.length === 0 ? (
          <p className="muted">{t('admin.gcNone')}</p>
        ) : null}
        {issued.data && issued.data.cards.length > 0 ? (
          <div className="creator-table-wrap">
            <table className="creator-table admin-table">
              <thead>
                <tr>
                  <th scope="col">{t('admin.gcItem')}</th>
                  <th scope="col">{t('admin.gcCode')}</th>
                  <th scope="col">{t('admin.gcBuyer')}</th>
                  <th scope="col">{t('admin.gcIssuedOn')}</th>
                  <th scope="col">{t('admin.gcExpires')}</th>
                </tr>
              </thead>
              <tbody>
                {issued.data.cards.map((card) => (
                  <tr key={card.paymentOid}>
                    <th scope="row">{card.itemName}</th>
                    <td>
                      <code>{card.code}</code>
                    </td>
                    <td>
                      <code>{card.userOid}</code>
                    </td>
                    <td>{when(card.createdAt)}</td>
                    <td>{when(card.expiresAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        <Pager pages={pages} next={issued.data?.next} />
      </section>
    </div>
  )
}
