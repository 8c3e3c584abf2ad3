import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TierChangeAnswer, TierChangeQuote } from '../../platform/channels/contract'
import type { Currency } from '../../web/api/payments'
import { errorText } from '../../web/i18n'
import { Alert, Button } from '../../web/ui'
import type { SubscriptionView, TierView } from '../channel/channel-api'
import { tierText } from '../channel/tier-text'
import { formatMoney } from '../charge/format'
import { subscribeApi } from './subscribe-api'
import { TierOption } from './TierOption'
import { isFreeTier } from './tier-price'

interface TierChangePanelProps {
  creatorOid: string
  tiers: readonly TierView[]
  current: SubscriptionView
  language: Parameters<typeof formatMoney>[2]
  onChanged(): void
}

const isCode = (error: unknown, code: string) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code

/**
 * A paid subscriber's tiers: choosing another asks the server what it would do (an upgrade
 * charges the difference for the days left, a downgrade waits for the renewal) and says so
 * before the one button that does it (docs/SUBSCRIPTIONS.md "Tier changes").
 */
export function TierChangePanel({
  creatorOid,
  tiers,
  current,
  language,
  onChanged,
}: TierChangePanelProps) {
  const { t } = useTranslation('player')
  const [chosen, setChosen] = useState(current.tierHash)
  const [quote, setQuote] = useState<TierChangeQuote | null>(null)
  const [pending, setPending] = useState<TierChangeQuote | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<TierChangeAnswer | null>(null)
  const paidTiers = [...tiers]
    .filter((tier) => !(tier.isFree || isFreeTier(tier)))
    .sort((a, b) => a.position - b.position)
  const nameOf = (tierHash: string | null) => {
    const tier = tiers.find((entry) => entry.tierHash === tierHash)
    return tier ? tierText(tier, language).name : ''
  }
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(language, { timeZone: 'UTC', dateStyle: 'medium' })
  const money = (amount: number, currency: TierChangeQuote['currency']) =>
    formatMoney(amount, currency, language)

  // A downgrade asked earlier shows at once: the quote of one's own tier names it.
  useEffect(() => {
    let live = true
    subscribeApi
      .changeQuote({ creatorOid, tierHash: current.tierHash })
      .then((answer) => live && setPending(answer.pendingTierHash ? answer : null))
      .catch(() => live && setPending(null))
    return () => {
      live = false
    }
  }, [creatorOid, current.tierHash])

  useEffect(() => {
    setQuote(null)
    setError(null)
    if (chosen === current.tierHash && !pending) return
    let live = true
    subscribeApi
      .changeQuote({ creatorOid, tierHash: chosen })
      .then((answer) => live && setQuote(answer))
      .catch((failure) => live && !isCode(failure, 'SAME_TIER') && setError(failure))
    return () => {
      live = false
    }
  }, [creatorOid, chosen, current.tierHash, pending])

  async function change() {
    setBusy(true)
    setError(null)
    try {
      setDone(await subscribeApi.change({ creatorOid, tierHash: chosen }))
    } catch (failure) {
      setError(failure)
    } finally {
      setBusy(false)
    }
  }

  if (done) {
    const text =
      done.kind === 'keep'
        ? t('subscribe.changedKept', { tier: nameOf(done.currentTierHash) })
        : done.applies === 'renewal'
          ? t('subscribe.changedLater', {
              tier: nameOf(done.nextTierHash),
              date: date(done.nextChargeAt),
            })
          : t('subscribe.changedNow', { tier: nameOf(done.currentTierHash) })
    return (
      <div className="stack" data-testid="tier-change-done">
        <Alert tone="success">{text}</Alert>
        <Button onClick={onChanged}>{t('common.continue')}</Button>
      </div>
    )
  }

  return (
    <div className="stack" data-testid="tier-change">
      {pending?.pendingTierHash ? (
        <p className="muted" data-testid="tier-change-pending">
          {t('subscribe.changePending', {
            tier: nameOf(pending.pendingTierHash),
            date: date(pending.nextChargeAt),
          })}
        </p>
      ) : null}
      <fieldset className="subscribe-tiers">
        <legend className="visually-hidden">{t('subscribe.tiers')}</legend>
        {paidTiers.map((entry) => (
          <TierOption
            key={entry.tierHash}
            tier={entry}
            group="tier-change"
            chosen={chosen === entry.tierHash}
            isCurrent={entry.tierHash === current.tierHash}
            currency={(current.currency as Currency | null) ?? quote?.currency ?? null}
            language={language}
            onChoose={() => setChosen(entry.tierHash)}
          />
        ))}
      </fieldset>
      {chosen !== current.tierHash || pending ? (
        <ChangeSummary quote={quote} nameOf={nameOf} date={date} money={money} />
      ) : null}
      {error ? <Alert tone="error">{errorText(t, error)}</Alert> : null}
      {quote ? (
        <Button block busy={busy} onClick={() => void change()} data-testid="tier-change-cta">
          {quote.kind === 'upgrade'
            ? t('subscribe.upgradeCta', { price: money(quote.amount, quote.currency) })
            : quote.kind === 'downgrade'
              ? t('subscribe.downgradeCta', { date: date(quote.nextChargeAt) })
              : quote.kind === 'switch'
                ? t('subscribe.switchCta')
                : t('subscribe.keepCta', { tier: nameOf(quote.tierHash) })}
        </Button>
      ) : null}
    </div>
  )
}

function ChangeSummary({
  quote,
  nameOf,
  date,
  money,
}: {
  quote: TierChangeQuote | null
  nameOf(tierHash: string | null): string
  date(iso: string): string
  money(amount: number, currency: TierChangeQuote['currency']): string
}) {
  const { t } = useTranslation('player')
  if (!quote) return <p className="muted">{t('subscribe.changeLoading')}</p>
  const tier = nameOf(quote.tierHash)
  const current = nameOf(quote.fromTierHash)
  const next = money(quote.nextAmount, quote.currency)
  const on = date(quote.nextChargeAt)
  return (
    <div className="subscribe-summary" data-testid="tier-change-summary">
      {quote.kind === 'upgrade' ? (
        <>
          <p>
            {t('subscribe.changeUpgrade', {
              price: money(quote.amount, quote.currency),
              tier,
              days: quote.days,
              monthDays: quote.monthDays,
            })}
          </p>
          <p className="muted">{t('subscribe.changeUpgradeNext', { date: on, price: next })}</p>
        </>
      ) : quote.kind === 'downgrade' ? (
        <p>{t('subscribe.changeDowngrade', { current, date: on, tier, price: next })}</p>
      ) : quote.kind === 'switch' ? (
        <p>{t('subscribe.changeSwitch', { tier })}</p>
      ) : (
        <p>{t('subscribe.changeKeep', { current, price: next, date: on })}</p>
      )}
    </div>
  )
}
