import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ReconciliationRow, Verdict } from '../../../platform/payments/reconcile/contract'
import { useAction, useData } from '../../../web/calls'
import { Alert, Button, SelectField } from '../../../web/ui'
import { LoadState } from '../../creator/shell/LoadState'
import { Pager, useKeysetPages } from '../Pager'
import { SearchForm } from '../SearchForm'
import { DateRangeFields } from './DateRangeFields'
import { moneyApi } from './money-api'
import { formatMoney } from './money-format'
import { ReconciliationTotals } from './ReconciliationTotals'
import { suggestedCoins, VERDICT_ORDER } from './settle-coins'
import './money.css'

type Filter = Verdict | 'differences' | 'all'
const FILTERS: Filter[] = ['differences', 'all', ...VERDICT_ORDER]
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

/**
 * Our payments of a window of days beside what each provider says, with each difference's
 * verdict and totals per provider. **Settle** books one ledger transaction for a coin
 * purchase's difference after the coins, a reason and a confirmation.
 */
export function CalcChargePage() {
  const { t } = useTranslation('studio')
  const { version, outcome, busy, act } = useAction()
  const [draft, setDraft] = useState({ from: day(-1), to: day(0) })
  const [range, setRange] = useState(draft)
  const [filter, setFilter] = useState<Filter>('differences')
  const [words, setWords] = useState('')
  const pages = useKeysetPages()
  const report = useData(
    ['admin-reconciliation', range.from, range.to, filter, words, pages.before, version],
    () =>
      moneyApi.reconciliation({
        ...range,
        ...(filter !== 'all' ? { verdict: filter } : {}),
        ...(words ? { q: words } : {}),
        ...(pages.before ? { before: pages.before } : {}),
      }),
  )

  function show(event: FormEvent) {
    event.preventDefault()
    pages.reset()
    setRange(draft)
  }

  function settle(row: ReconciliationRow) {
    if (!row.paymentOid || row.verdict === 'matched') return
    const paymentOid = row.paymentOid
    const verdict = row.verdict
    const entered = window.prompt(t('admin.calcCoinsPrompt'), String(suggestedCoins(row)))
    const coins = Number(entered)
    if (!entered || !Number.isInteger(coins) || coins === 0) return
    const reason = window.prompt(t('admin.calcReasonPrompt'))?.trim()
    if (!reason) return
    if (!window.confirm(t('admin.calcSettleConfirm', { coins, payment: paymentOid }))) return
    const requestId = crypto.randomUUID()
    void act(
      () => moneyApi.settleDifference({ paymentOid, verdict, coins, reason, requestId }),
      t('admin.calcSettled', { payment: paymentOid }),
    )
  }

  return (
    <div className="stack">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <section className="creator-card stack">
        <form className="admin-inline-form money-range" onSubmit={show}>
          <DateRangeFields from={draft.from} to={draft.to} onChange={setDraft} />
          <Button type="submit" variant="secondary">
            {t('admin.revShow')}
          </Button>
        </form>
        <div className="admin-inline-form money-range">
          <div className="money-narrow">
            <SelectField
              label={t('admin.calcFilter')}
              value={filter}
              onChange={(event) => {
                pages.reset()
                setFilter(event.target.value as Filter)
              }}
              options={FILTERS.map((value) => ({ value, label: t(`admin.calcFilter_${value}`) }))}
            />
          </div>
        </div>
        <SearchForm
          label={t('admin.calcSearch')}
          hint={t('admin.calcSearchHint')}
          maxLength={64}
          onSearch={(value) => {
            pages.reset()
            setWords(value)
          }}
        />
        <LoadState state={report} />
      </section>
      {report.data ? (
        <>
          <ReconciliationTotals report={report.data} />
          <section className="creator-card stack" aria-labelledby="calc-rows">
            <h2 id="calc-rows" className="creator-card-title">
              {t('admin.calcRows')}
            </h2>
            {report.data.rows.length === 0 ? <p className="muted">{t('admin.calcNone')}</p> : null}
            <ul className="admin-prompt-versions" aria-label={t('admin.calcRows')}>
              {report.data.rows.map((row) => (
                <RowItem key={row.id} row={row} busy={busy} onSettle={() => settle(row)} />
              ))}
            </ul>
            <Pager pages={pages} next={report.data.next} />
          </section>
        </>
      ) : null}
    </div>
  )
}

function RowItem({
  row,
  busy,
  onSettle,
}: {
  row: ReconciliationRow
  busy: boolean
  onSettle: () => void
}) {
  const { t, i18n } = useTranslation('studio')
  const money = (amount: number | null) =>
    amount === null ? t('admin.calcNoMoney') : formatMoney(amount, row.currency, i18n.language)
  const settleable = row.verdict !== 'matched' && !!row.paymentOid && !row.settledBy
  return (
    <li className="admin-prompt-version">
      <div className="admin-audit-head">
        <strong>{t(`admin.calcVerdict_${row.verdict}`)}</strong>
        <span className="muted">
          {row.provider} ·{' '}
          {new Date(row.createdAt).toLocaleString(i18n.language, {
            dateStyle: 'medium',
            timeStyle: 'short',
          })}
        </span>
      </div>
      <dl className="money-facts">
        <dt>{t('admin.calcOurs')}</dt>
        <dd>
          {money(row.ourAmount)}
          {row.ourStatus ? ` · ${row.ourStatus}` : ''}
        </dd>
        <dt>{t('admin.calcTheirs')}</dt>
        <dd>{money(row.theirAmount)}</dd>
        <dt>{t('admin.calcPayment')}</dt>
        <dd>
          <code>{row.paymentOid ?? t('admin.calcNoPayment')}</code>
        </dd>
        <dt>{t('admin.calcRef')}</dt>
        <dd>
          <code>{row.providerRef ?? '—'}</code>
        </dd>
        {row.userOid ? (
          <>
            <dt>{t('admin.calcBuyer')}</dt>
            <dd>
              <code>{row.userOid}</code>
            </dd>
          </>
        ) : null}
      </dl>
      {row.settledBy ? (
        <p className="muted">{t('admin.calcSettledBy', { key: row.settledBy })}</p>
      ) : null}
      {settleable ? (
        <div className="admin-actions">
          <Button variant="secondary" disabled={busy} onClick={onSettle}>
            {t('admin.calcSettle')}
          </Button>
        </div>
      ) : null}
    </li>
  )
}
