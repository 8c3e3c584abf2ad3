import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminCouponView } from '../../platform/chat/coupons/contract'
import { useAction, useData } from '../../web/calls'
import { Alert, Button, Checkbox, TextField } from '../../web/ui'
import { LoadState } from '../creator/shell/LoadState'
import { adminApi } from './admin-api'

/**
 * Story chat's coupons: codes worth some chats that guests and players enter. An admin
 * issues one (a code of their own or a generated one, how many holders may enter it, until
 * when), reads how much of each was used and by whom, and withdraws one after confirming.
 */
export function ChatCouponsPage() {
  const { t, i18n } = useTranslation('studio')
  const { version, outcome, busy, act } = useAction()
  const [withDeleted, setWithDeleted] = useState(false)
  const [opened, setOpened] = useState<string | null>(null)
  const [form, setForm] = useState({
    code: '',
    chats: '5',
    maxRedemptions: '',
    expires: '',
    note: '',
  })
  const list = useData(`coupons:${withDeleted}:${version}`, () => adminApi.coupons(withDeleted))
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' })

  async function create(event: FormEvent) {
    event.preventDefault()
    const made = await act(
      () =>
        adminApi.createCoupon({
          ...(form.code.trim() ? { code: form.code.trim() } : {}),
          chats: Number(form.chats),
          maxRedemptions: form.maxRedemptions ? Number(form.maxRedemptions) : null,
          // The end of the chosen day, UTC, as the list shows it.
          expiresAt: form.expires ? `${form.expires}T23:59:59Z` : null,
          note: form.note,
        }),
      (result) => t('admin.couponCreated', { code: result.coupon.code }),
    )
    if (made) setForm({ code: '', chats: '5', maxRedemptions: '', expires: '', note: '' })
  }

  function withdraw(coupon: AdminCouponView) {
    if (!window.confirm(t('admin.couponDeleteConfirm', { code: coupon.code }))) return
    void act(
      () => adminApi.deleteCoupon(coupon.couponOid),
      t('admin.couponDeleted', { code: coupon.code }),
    )
  }

  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((previous) => ({ ...previous, [field]: event.target.value }))
  const coupons = list.data?.coupons ?? []
  return (
    <div className="stack">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <section className="creator-card stack" aria-labelledby="coupon-new">
        <h2 id="coupon-new" className="creator-card-title">
          {t('admin.couponNew')}
        </h2>
        <form className="stack" onSubmit={(event) => void create(event)}>
          <div className="admin-inline-form admin-form-row">
            <TextField
              label={t('admin.couponCode')}
              hint={t('admin.couponCodeHint')}
              value={form.code}
              maxLength={32}
              onChange={set('code')}
            />
            <TextField
              label={t('admin.couponChats')}
              type="number"
              min={1}
              max={10_000}
              required
              value={form.chats}
              onChange={set('chats')}
            />
          </div>
          <div className="admin-inline-form admin-form-row">
            <TextField
              label={t('admin.couponMax')}
              hint={t('admin.couponMaxHint')}
              type="number"
              min={1}
              value={form.maxRedemptions}
              onChange={set('maxRedemptions')}
            />
            <TextField
              label={t('admin.couponExpires')}
              hint={t('admin.couponExpiresHint')}
              type="date"
              value={form.expires}
              onChange={set('expires')}
            />
          </div>
          <TextField
            label={t('admin.couponNote')}
            maxLength={500}
            value={form.note}
            onChange={set('note')}
          />
          <div className="admin-actions">
            <Button type="submit" disabled={busy || !form.chats}>
              {t('admin.couponCreate')}
            </Button>
          </div>
        </form>
      </section>
      <section className="creator-card stack" aria-labelledby="coupon-list">
        <h2 id="coupon-list" className="creator-card-title">
          {t('admin.couponList')}
        </h2>
        <Checkbox
          label={t('admin.couponWithDeleted')}
          checked={withDeleted}
          onChange={(event) => setWithDeleted(event.target.checked)}
        />
        <LoadState state={list} />
        {list.data && coupons.length === 0 ? (
          <p className="muted">{t('admin.couponNone')}</p>
        ) : null}
        <ul className="admin-prompt-versions" aria-label={t('admin.couponList')}>
          {coupons.map((coupon) => (
            <li key={coupon.couponOid} className="admin-prompt-version">
              <div className="admin-audit-head">
                <strong className="admin-coupon-code">{coupon.code}</strong>
                {coupon.deletedAt ? (
                  <span className="admin-off-air">{t('admin.couponWithdrawn')}</span>
                ) : null}
                <span className="muted">
                  {coupon.expiresAt
                    ? t('admin.couponUntil', { date: date(coupon.expiresAt) })
                    : t('admin.couponNoEnd')}
                </span>
              </div>
              <p className="admin-audit-meta">
                {t('admin.couponWorth', { count: coupon.chats })} ·{' '}
                {coupon.maxRedemptions === null
                  ? t('admin.couponEntered', { count: coupon.redemptions })
                  : t('admin.couponEnteredOf', {
                      count: coupon.redemptions,
                      max: coupon.maxRedemptions,
                    })}{' '}
                · {t('admin.couponUsed', { used: coupon.chatsUsed, granted: coupon.chatsGranted })}
                {coupon.note ? ` · ${coupon.note}` : ''}
              </p>
              <div className="admin-actions">
                <Button
                  variant="secondary"
                  aria-expanded={opened === coupon.couponOid}
                  onClick={() => setOpened(opened === coupon.couponOid ? null : coupon.couponOid)}
                >
                  {t('admin.couponUsage')}
                </Button>
                {coupon.deletedAt ? null : (
                  <Button variant="secondary" disabled={busy} onClick={() => withdraw(coupon)}>
                    {t('admin.couponDelete')}
                  </Button>
                )}
              </div>
              {opened === coupon.couponOid ? <CouponUsage couponOid={coupon.couponOid} /> : null}
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

/** Who entered a coupon and how many of its chats each used. */
function CouponUsage({ couponOid }: { couponOid: string }) {
  const { t, i18n } = useTranslation('studio')
  const usage = useData(['coupon-usage', couponOid], () => adminApi.couponUsage(couponOid))
  const rows = usage.data?.redemptions ?? []
  return (
    <div className="stack">
      <LoadState state={usage} />
      {usage.data && rows.length === 0 ? <p className="muted">{t('admin.couponNobody')}</p> : null}
      {rows.length > 0 ? (
        <ul className="admin-users" aria-label={t('admin.couponUsage')}>
          {rows.map((row) => (
            <li key={row.redemptionOid} className="admin-user">
              <span className="admin-user-name">
                <strong>
                  {row.userOid
                    ? t('admin.couponUser', { oid: row.userOid })
                    : t('admin.couponGuest')}
                </strong>
                <span className="muted">
                  {new Date(row.redeemedAt).toLocaleString(i18n.language, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  })}
                </span>
              </span>
              <span>
                {t('admin.couponUsed', { used: row.chatsUsed, granted: row.chatsGranted })}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
