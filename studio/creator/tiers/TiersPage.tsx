import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TierInput, TierView } from '../../../platform/channels/contract'
import { useData } from '../../../web/calls'
import { errorText } from '../../../web/i18n'
import { api, useSession } from '../../../web/session'
import { Alert, Button } from '../../../web/ui'
import { couponsApi, type TierCoupon } from '../api'
import { emptyTier, type TierDraft, translationDraft } from '../rules'
import { CreatorLayout } from '../shell/CreatorLayout'
import { LoadState } from '../shell/LoadState'
import { CouponForm } from './CouponForm'
import { CouponList } from './CouponList'
import { TierForm } from './TierForm'

const draftOf = (tier: TierView): TierDraft => ({
  tierHash: tier.tierHash,
  name: tier.name,
  details: tier.details,
  price: String(tier.price),
  priceUsd: String(tier.price_usd),
  priceJpy: String(tier.price_jpy),
  priceKrw: String(tier.price_krw),
  streak: tier.streak,
  isFree: tier.isFree,
  iconUrl: tier.icon,
  translations: translationDraft(tier.translations),
})

/** Tier management: add, edit, delete and reorder tiers (lowest first); subscription coupons. */
export function TiersPage() {
  const { t } = useTranslation('creator')
  const creatorOid = useSession((state) => state.user?.oid ?? '')
  const tiers = useData(creatorOid, () => api.get('/account/subscription_tiers', { creatorOid }))
  const coupons = useData(creatorOid, () => couponsApi.list(creatorOid))
  const [editing, setEditing] = useState<TierDraft | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const list = tiers.data?.tiers ?? []

  async function modify(run: () => Promise<{ tiers: TierView[]; creatorOid: string }>) {
    setFailure(null)
    try {
      tiers.replace(await run())
    } catch (error) {
      setFailure(errorText(t, error))
    }
  }

  async function save(tier: TierInput) {
    const answer = editing?.tierHash
      ? await api.post('/account/modify/subscription_tiers', {
          mode: 'update',
          tierHash: editing.tierHash,
          tier,
        })
      : await api.post('/account/modify/subscription_tiers', { mode: 'push', tier })
    tiers.replace(answer)
    setEditing(null)
  }

  function remove(tier: TierView) {
    if (!confirm(t('creatorTiers.confirmDelete', { name: tier.name }))) return
    void modify(() =>
      api.post('/account/modify/subscription_tiers', { mode: 'remove', tierHash: tier.tierHash }),
    )
  }

  async function deleteCoupon(coupon: TierCoupon) {
    setFailure(null)
    try {
      await couponsApi.remove(creatorOid, coupon.oid)
      coupons.reload()
    } catch (error) {
      setFailure(errorText(t, error))
    }
  }

  const today = new Date().toISOString().slice(0, 10)
  return (
    <CreatorLayout section="tiers" title={t('creatorTiers.title')} lead={t('creatorTiers.lead')}>
      <LoadState state={tiers} />
      <Alert tone="info">{t('creatorTiers.exclusive')}</Alert>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {tiers.data ? (
        <>
          {list.length === 0 ? <p className="muted">{t('creatorTiers.empty')}</p> : null}
          <ol className="creator-list" aria-label={t('creatorTiers.listLabel')}>
            {list.map((tier, index) => (
              <li
                key={tier.tierHash}
                className="creator-list-row creator-tier-row"
                data-testid="tier-row"
              >
                {tier.icon ? (
                  <img
                    src={tier.icon}
                    alt=""
                    width={40}
                    height={40}
                    className="creator-tier-icon-small"
                  />
                ) : (
                  <span
                    className="creator-tier-icon-small creator-tier-icon-empty"
                    aria-hidden="true"
                  />
                )}
                <span className="creator-list-main">
                  <span className="creator-list-title">{tier.name}</span>
                  <span className="muted creator-list-meta">
                    {tier.isFree
                      ? t('creatorTiers.free')
                      : t('creatorTiers.priceLine', {
                          coins: tier.price,
                          usd: tier.price_usd,
                          jpy: tier.price_jpy,
                          krw: tier.price_krw,
                        })}
                    {tier.streak ? ` · ${t('creatorTiers.streakBadge')}` : ''}
                  </span>
                </span>
                <span className="creator-row-actions">
                  <button
                    type="button"
                    className="button button-secondary creator-icon-button"
                    disabled={index === 0}
                    aria-label={t('creatorTiers.moveUp', { name: tier.name })}
                    onClick={() =>
                      void modify(() =>
                        api.post('/account/modify/subscription_tiers', {
                          mode: 'swap',
                          tierHash: tier.tierHash,
                          otherTierHash: (list[index - 1] as TierView).tierHash,
                        }),
                      )
                    }
                  >
                    ↑
                  </button>
                  <Button variant="secondary" onClick={() => setEditing(draftOf(tier))}>
                    {t('creatorTiers.edit')}
                  </Button>
                  <Button variant="secondary" onClick={() => remove(tier)}>
                    {t('creatorTiers.delete')}
                  </Button>
                </span>
              </li>
            ))}
          </ol>
          {editing ? (
            <TierForm
              key={editing.tierHash ?? 'new'}
              initial={editing}
              onSubmit={save}
              onCancel={() => setEditing(null)}
            />
          ) : (
            <div className="creator-actions creator-actions-start">
              <Button onClick={() => setEditing(emptyTier())}>{t('creatorTiers.addTier')}</Button>
            </div>
          )}
          <CouponForm
            tiers={list.filter((tier) => !tier.isFree)}
            today={today}
            onCreate={async (coupon) => {
              await couponsApi.create({
                creatorOid,
                code: coupon.code,
                tierHash: coupon.tierHash,
                expiryDate: coupon.expiryDate,
                price: Number(coupon.price),
              })
              coupons.reload()
            }}
          />
          <CouponList
            coupons={coupons.data?.coupons ?? []}
            tiers={list}
            onDelete={(coupon) => void deleteCoupon(coupon)}
          />
        </>
      ) : null}
    </CreatorLayout>
  )
}
