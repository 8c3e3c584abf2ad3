import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FailedRenewalView } from '../../../platform/channels/billing/contract'
import { useAction, useData } from '../../../web/calls'
import { Alert, Button } from '../../../web/ui'
import { LoadState } from '../../creator/shell/LoadState'
import { Pager, useKeysetPages } from '../Pager'
import { SearchForm } from '../SearchForm'
import { moneyApi } from './money-api'
import { formatMoney } from './money-format'
import './money.css'

/**
 * Renewals that failed (a declined card, a provider error) or are past due, newest period
 * first, searched by the subscriber's or the creator's id. **Retry now** charges the period
 * once through the renewal path (a request id per click: a repeat charges nothing twice);
 * **End** stops the subscription after a reason and a confirmation.
 */
export function ResubPage() {
  const { t } = useTranslation('studio')
  const { version, outcome, busy, act } = useAction()
  const [who, setWho] = useState('')
  const pages = useKeysetPages()
  const list = useData(['admin-renewals', who, pages.before, version], () =>
    moneyApi.failedRenewals({
      ...(who ? { q: who } : {}),
      ...(pages.before ? { before: pages.before } : {}),
    }),
  )

  function retry(renewal: FailedRenewalView) {
    if (!window.confirm(t('admin.resubRetryConfirm', { period: renewal.period }))) return
    const requestId = crypto.randomUUID()
    void act(
      () =>
        moneyApi.retryRenewal({
          subscriptionOid: renewal.subscriptionOid,
          period: renewal.period,
          requestId,
        }),
      (answer) =>
        answer.outcome === 'paid'
          ? t('admin.resubPaid', { period: answer.period })
          : t('admin.resubFailed', { reason: answer.reason ?? '' }),
    )
  }

  function end(renewal: FailedRenewalView) {
    const reason = window.prompt(t('admin.resubEndPrompt'))?.trim()
    if (!reason) return
    if (!window.confirm(t('admin.resubEndConfirm', { period: renewal.period }))) return
    void act(
      () =>
        moneyApi.endRenewal({
          subscriptionOid: renewal.subscriptionOid,
          period: renewal.period,
          reason,
        }),
      t('admin.resubEnded', { period: renewal.period }),
    )
  }

  const renewals = list.data?.renewals ?? []
  return (
    <div className="stack">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <section className="creator-card stack">
        <SearchForm
          label={t('admin.resubSearch')}
          hint={t('admin.resubSearchHint')}
          maxLength={24}
          onSearch={(words) => {
            pages.reset()
            setWho(words)
          }}
        />
      </section>
      <section className="creator-card stack" aria-labelledby="resub-list">
        <h2 id="resub-list" className="creator-card-title">
          {t('admin.resubList')}
        </h2>
        <LoadState state={list} />
        {list.data && renewals.length === 0 ? (
          <p className="muted">{t('admin.resubNone')}</p>
        ) : null}
        <ul className="admin-prompt-versions" aria-label={t('admin.resubList')}>
          {renewals.map((renewal) => (
            <RenewalItem
              key={`${renewal.subscriptionOid}-${renewal.period}`}
              renewal={renewal}
              busy={busy}
              onRetry={() => retry(renewal)}
              onEnd={() => end(renewal)}
            />
          ))}
        </ul>
        <Pager pages={pages} next={list.data?.next} />
      </section>
    </div>
  )
}

function RenewalItem({
  renewal,
  busy,
  onRetry,
  onEnd,
}: {
  renewal: FailedRenewalView
  busy: boolean
  onRetry: () => void
  onEnd: () => void
}) {
  const { t, i18n } = useTranslation('studio')
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  const actionable = renewal.status === 'due' && !renewal.charging
  return (
    <li className="admin-prompt-version">
      <div className="admin-audit-head">
        <strong>
          {t('admin.resubPeriod', {
            period: renewal.period,
            amount: formatMoney(renewal.amount, renewal.currency, i18n.language),
          })}
        </strong>
        <span className="muted">{t(`admin.resubStatus_${renewal.status}`)}</span>
      </div>
      <dl className="money-facts">
        <dt>{t('admin.resubSubscriber')}</dt>
        <dd>
          <code>{renewal.userOid}</code>
        </dd>
        <dt>{t('admin.resubCreator')}</dt>
        <dd>
          <code>{renewal.creatorOid}</code>
        </dd>
        <dt>{t('admin.resubSubscription')}</dt>
        <dd>
          <code>{renewal.subscriptionOid}</code> ·{' '}
          {t(`admin.resubState_${renewal.subscriptionState}`, renewal.subscriptionState)}
        </dd>
        {renewal.nextAttemptAt ? (
          <>
            <dt>{t('admin.resubNext')}</dt>
            <dd>{when(renewal.nextAttemptAt)}</dd>
          </>
        ) : null}
        {renewal.lastError ? (
          <>
            <dt>{t('admin.resubLastError')}</dt>
            <dd>{renewal.lastError}</dd>
          </>
        ) : null}
      </dl>
      <ul
        className="money-entries"
        aria-label={t('admin.resubAttempts', { period: renewal.period })}
      >
        {renewal.attempts.map((attempt) => (
          <li key={attempt.paymentOid}>
            {t('admin.resubAttempt', {
              attempt: attempt.attempt,
              status: t(`admin.resubPayment_${attempt.status}`),
              when: when(attempt.createdAt),
            })}
            {attempt.failureReason ? ` · ${attempt.failureReason}` : ''}
          </li>
        ))}
      </ul>
      {renewal.charging ? <p className="muted">{t('admin.resubCharging')}</p> : null}
      {actionable ? (
        <div className="admin-actions">
          <Button variant="secondary" disabled={busy} onClick={onRetry}>
            {t('admin.resubRetry')}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={onEnd}>
            {t('admin.resubEnd')}
          </Button>
        </div>
      ) : null}
    </li>
  )
}
