import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Settlement } from '../../platform/revenue/contract'
import { useAction, useData } from '../../web/calls'
import { Alert, Button, SelectField } from '../../web/ui'
import { LoadState } from '../creator/shell/LoadState'
import { adminApi } from './admin-api'

type Status = 'processing' | 'complete'

/**
 * Creators' settlements to check and complete: each requested month's coins, the amount in
 * the payout currency (gross, fee, net) at the recorded exchange rate and the payout date;
 * an admin completes one after paying it, confirming first. Completed ones stay listed.
 */
export function SettlementsPage() {
  const { t, i18n } = useTranslation('studio')
  const { version, outcome, busy, act } = useAction()
  const [status, setStatus] = useState<Status>('processing')
  const list = useData(['settlements', status, version], () => adminApi.settlements(status))
  const money = (amount: number, currency: string) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(amount)
  const day = (iso: string) =>
    new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' })

  function complete(settlement: Settlement) {
    const amount = money(settlement.amount.net, settlement.amount.currency)
    if (!window.confirm(t('admin.settleConfirm', { amount, month: settlement.month }))) return
    void act(
      () => adminApi.completeSettlement(settlement.oid),
      t('admin.settled', { amount, month: settlement.month }),
    )
  }

  const rows = list.data?.settlements ?? []
  return (
    <div className="stack">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <section className="creator-card stack">
        <div className="admin-inline-form admin-form-row">
          <SelectField
            label={t('admin.settleStatus')}
            value={status}
            onChange={(event) => setStatus(event.target.value as Status)}
            options={(['processing', 'complete'] as const).map((value) => ({
              value,
              label: t(`admin.settleStatus_${value}`),
            }))}
          />
        </div>
        <LoadState state={list} />
        {list.data && rows.length === 0 ? <p className="muted">{t('admin.settleNone')}</p> : null}
        <ul className="admin-prompt-versions" aria-label={t('admin.settleList')}>
          {rows.map((settlement) => (
            <li key={settlement.oid} className="admin-prompt-version">
              <div className="admin-audit-head">
                <strong>
                  {t('admin.settleHead', {
                    month: settlement.month,
                    amount: money(settlement.amount.net, settlement.amount.currency),
                  })}
                </strong>
                <span className="muted">
                  {settlement.completedAt
                    ? t('admin.settleCompleted', { date: day(settlement.completedAt) })
                    : t('admin.settlePayout', { date: day(settlement.payoutDate) })}
                </span>
              </div>
              <p className="admin-audit-meta">
                {t('admin.settleMeta', {
                  creator: settlement.creatorOid,
                  coins: settlement.coins,
                  gross: money(settlement.amount.gross, settlement.amount.currency),
                  fee: money(settlement.amount.fee, settlement.amount.currency),
                  rate: settlement.exchangeRate,
                  rateDate: settlement.exchangeRateDate,
                })}
              </p>
              {settlement.status === 'processing' ? (
                <div className="admin-actions">
                  <Button disabled={busy} onClick={() => complete(settlement)}>
                    {t('admin.settleComplete')}
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
