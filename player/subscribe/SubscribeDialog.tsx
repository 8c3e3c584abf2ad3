import type { TFunction } from 'i18next'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Currency } from '../../web/api/payments'
import { useData } from '../../web/calls'
import { errorText } from '../../web/i18n'
import { useSession } from '../../web/session'
import { Alert, Button, Checkbox, SelectField, TextField } from '../../web/ui'
import { Dialog } from '../../web/ui/overlays'
import { channelApi, type SubscriptionView, type TierView } from '../channel/channel-api'
import { subscriptionTierName } from '../channel/tier-text'
import { formatMoney } from '../charge/format'
import { useLoginDialog } from '../login/login-dialog-store'
import { isLastDayOfMonthUtc, nextMonthStartUtc } from './billing-calendar'
import { FirstChargeSummary } from './FirstChargeSummary'
import { rememberSubscribeReturn } from './return-path'
import { subscribeApi } from './subscribe-api'
import { useSubscribeDialog } from './subscribe-dialog-store'
import { TierChangePanel } from './TierChangePanel'
import { TierOption } from './TierOption'
import { currencyForLanguage, firstChargeQuote, isFreeTier } from './tier-price'
import './subscribe.css'

const CURRENCIES: Currency[] = ['USD', 'JPY', 'KRW']

/** A paid attempt's refusal reads as the spec's 'Subscription payment error' and its reason. */
function paymentErrorText(t: TFunction<'player'>, error: unknown, paid: boolean): string {
  const text = errorText(t, error)
  const title = t('subscribe.paymentError')
  return paid && text !== title ? `${title}: ${text}` : text
}

/** The lowest tier among those that may view (or the lowest paid one), to preselect. */
function preselect(tiers: readonly TierView[], wanted?: readonly string[]): string | null {
  const sorted = [...tiers].sort((a, b) => a.position - b.position)
  const allowed = wanted?.length ? sorted.filter((tier) => wanted.includes(tier.tierHash)) : sorted
  return (allowed.find((tier) => !tier.isFree) ?? allowed[0] ?? null)?.tierHash ?? null
}

/**
 * Tiers with their monthly price in the viewer's currency and the 10% VAT and fees apart;
 * a free tier subscribes at once, a paid one goes to the checkout (sandbox by default).
 */
export function SubscribeDialog() {
  const { t } = useTranslation('player')
  const target = useSubscribeDialog((state) => state.target)
  const close = useSubscribeDialog((state) => state.close)
  const signedIn = useSession((state) => !!state.token)
  const language = useSession((state) => state.activeLanguage)
  const openLogin = useLoginDialog((state) => state.openAt)
  const [currency, setCurrency] = useState<Currency>(currencyForLanguage(language))
  const [chosen, setChosen] = useState<string | null>(null)
  const [agreed, setAgreed] = useState(false)
  const [coupon, setCoupon] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const [done, setDone] = useState<SubscriptionView | null>(null)
  const creatorOid = target?.creatorOid ?? null

  // One call: the tiers and this viewer's live subscription, never a cached copy.
  const channel = useData([creatorOid, signedIn], () =>
    creatorOid ? channelApi.channel({ oid: creatorOid }) : Promise.resolve(null),
  )
  const list = channel.data?.tiers ?? []
  const current = channel.data?.mySubscription ?? null
  // A paid subscriber changes tier through billing's tier change, not a second subscription.
  const locked = current?.kind === 'paid'

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new target or tier list resets the choice
  useEffect(() => {
    setChosen(locked ? (current?.tierHash ?? null) : preselect(list, target?.tierHashes))
    setError(null)
    setDone(null)
    setCoupon('')
  }, [channel.data, target])

  const blocked = isLastDayOfMonthUtc(new Date())
  const tier = list.find((entry) => entry.tierHash === chosen) ?? null
  const paid = !!tier && !(tier.isFree || isFreeTier(tier))
  const quote = paid && tier ? firstChargeQuote(tier, currency, new Date()) : null

  async function subscribe() {
    if (!tier || !creatorOid) return
    setBusy(true)
    setError(null)
    try {
      if (!paid) {
        const answer = await channelApi.subscribeFree(creatorOid, tier.tierHash)
        setDone(answer.subscription)
        return
      }
      const ready = await subscribeApi.ready({
        creatorOid,
        tierHash: tier.tierHash,
        currency,
        agreeTerms: agreed,
        ...(coupon.trim() ? { couponCode: coupon.trim() } : {}),
      })
      rememberSubscribeReturn()
      if (ready.redirectUrl) window.location.assign(ready.redirectUrl)
      else window.location.assign(`/subscribe/success?paymentOid=${ready.paymentOid}`)
    } catch (failure) {
      setError(failure)
    } finally {
      setBusy(false)
    }
  }

  const nickname = target?.nickname || channel.data?.nickname || ''
  const title = target ? t('subscribe.title', { nickname }) : ''
  return (
    <Dialog
      open={!!target}
      onOpenChange={(open) => (open ? undefined : close())}
      title={title}
      description={t('subscribe.lead')}
      closeLabel={t('common.close')}
    >
      <div className="stack subscribe-dialog" data-testid="subscribe-dialog">
        {done ? (
          <>
            <Alert tone="success">
              {t('subscribe.doneFree', { tier: subscriptionTierName(done, language) })}
            </Alert>
            <Button
              onClick={() => {
                close()
                window.location.reload()
              }}
            >
              {t('common.continue')}
            </Button>
          </>
        ) : !signedIn ? (
          <>
            <p>{t('subscribe.signedOut')}</p>
            <div>
              <Button
                onClick={() => {
                  // One modal at a time: the login popup replaces this dialog.
                  close()
                  openLogin('login')
                }}
              >
                {t('header.logIn')}
              </Button>
            </div>
          </>
        ) : (
          <>
            {blocked ? (
              <Alert tone="info">
                {t('subscribe.lastDayBlocked', {
                  date: nextMonthStartUtc(new Date()).toLocaleDateString(undefined, {
                    timeZone: 'UTC',
                  }),
                })}
              </Alert>
            ) : null}
            {current ? (
              <p className="muted" data-testid="subscribe-current">
                {t(
                  !locked
                    ? 'subscribe.current'
                    : current.state === 'subscribed'
                      ? 'subscribe.currentPaid'
                      : 'subscribe.currentCancelling',
                  { tier: subscriptionTierName(current, language) },
                )}
              </p>
            ) : null}
            {channel.error ? <Alert tone="error">{errorText(t, channel.error)}</Alert> : null}
            {!channel.data && !channel.error ? (
              <p className="muted">{t('common.loading')}</p>
            ) : null}
            {channel.data && list.length === 0 ? (
              <p className="muted">{t('subscribe.noTiers')}</p>
            ) : null}
            {locked && current?.state === 'subscribed' && creatorOid && list.length > 0 ? (
              <TierChangePanel
                creatorOid={creatorOid}
                tiers={list}
                current={current}
                language={language}
                onChanged={() => {
                  close()
                  window.location.reload()
                }}
              />
            ) : null}
            {list.length > 0 && !locked ? (
              <>
                <SelectField
                  label={t('subscribe.currency')}
                  value={currency}
                  options={CURRENCIES.map((code) => ({ value: code, label: code }))}
                  onChange={(event) => setCurrency(event.target.value as Currency)}
                />
                <fieldset className="subscribe-tiers">
                  <legend className="visually-hidden">{t('subscribe.tiers')}</legend>
                  {[...list]
                    .sort((a, b) => a.position - b.position)
                    .map((entry) => (
                      <TierOption
                        key={entry.tierHash}
                        tier={entry}
                        group="tier"
                        chosen={chosen === entry.tierHash}
                        disabled={current?.tierHash === entry.tierHash || locked}
                        isCurrent={current?.tierHash === entry.tierHash}
                        currency={currency}
                        language={language}
                        onChoose={() => setChosen(entry.tierHash)}
                      />
                    ))}
                </fieldset>
                {quote && !locked && !blocked ? (
                  <FirstChargeSummary quote={quote} currency={currency} language={language} />
                ) : null}
                <p className="muted subscribe-note">{t('subscribe.billingNote')}</p>
                {paid && !locked ? (
                  <TextField
                    label={t('subscribe.couponLabel')}
                    hint={t('subscribe.couponHint')}
                    value={coupon}
                    maxLength={64}
                    autoComplete="off"
                    onChange={(event) => setCoupon(event.target.value)}
                  />
                ) : null}
                {paid && !locked ? (
                  <Checkbox
                    label={t('subscribe.agreeTerms')}
                    checked={agreed}
                    onChange={(event) => setAgreed(event.target.checked)}
                  />
                ) : null}
              </>
            ) : null}
            {error ? <Alert tone="error">{paymentErrorText(t, error, paid)}</Alert> : null}
            {locked ? null : (
              <Button
                block
                busy={busy}
                disabled={
                  !tier || blocked || current?.tierHash === tier.tierHash || (paid && !agreed)
                }
                onClick={() => void subscribe()}
              >
                {quote
                  ? t('subscribe.payCta', {
                      price: formatMoney(quote.today.total, currency, language),
                    })
                  : t('subscribe.freeCta')}
              </Button>
            )}
          </>
        )}
      </div>
    </Dialog>
  )
}
