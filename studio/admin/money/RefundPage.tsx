import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminUserView } from '../../../platform/accounts/contract'
import type { LedgerTransactionView } from '../../../platform/wallet/contract'
import { useAction, useData } from '../../../web/calls'
import { Alert, Button } from '../../../web/ui'
import { LoadState } from '../../creator/shell/LoadState'
import { Pager, useKeysetPages } from '../Pager'
import { SearchForm } from '../SearchForm'
import { UserFinder } from '../UserFinder'
import { moneyApi } from './money-api'
import './money.css'

// The ledger reverses these its own way (platform/wallet/refund.ts refuses them too).
const NOT_REFUNDABLE = new Set(['refund', 'hold', 'void', 'conversion', 'attendance', 'random_box'])

/**
 * Finds a transaction, by a user's ledger (newest first, a keyset page at a time) or by its
 * id, and refunds it with a reason after confirming: one reversing transaction, keyed by a
 * request id made per refund so a retry books nothing twice.
 */
export function RefundPage() {
  const { t } = useTranslation('studio')
  const { version, outcome, busy, act } = useAction()
  const [user, setUser] = useState<AdminUserView | null>(null)
  const [transactionId, setTransactionId] = useState('')
  const pages = useKeysetPages()
  const ledger = useData(user ? ['admin-ledger', user.oid, pages.before, version] : null, () =>
    moneyApi.ledger(user?.oid ?? '', pages.before),
  )
  const one = useData(transactionId ? ['admin-transaction', transactionId, version] : null, () =>
    moneyApi.transaction(transactionId),
  )

  function refund(transaction: LedgerTransactionView) {
    const reason = window.prompt(t('admin.refReasonPrompt', { type: transaction.type }))?.trim()
    if (!reason) return
    if (!window.confirm(t('admin.refConfirm', { type: transaction.type, id: transaction.id })))
      return
    const requestId = crypto.randomUUID()
    void act(
      () => moneyApi.refund({ transactionId: transaction.id, reason, requestId }),
      t('admin.refDone', { type: transaction.type }),
    )
  }

  const list = (transactions: LedgerTransactionView[], label: string) => (
    <ul className="admin-prompt-versions" aria-label={label}>
      {transactions.map((transaction) => (
        <TransactionItem
          key={transaction.id}
          transaction={transaction}
          busy={busy}
          onRefund={() => refund(transaction)}
        />
      ))}
    </ul>
  )

  return (
    <div className="stack">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <section className="creator-card stack">
        <SearchForm
          label={t('admin.refById')}
          maxLength={64}
          onSearch={(id) => {
            setUser(null)
            setTransactionId(id)
          }}
        />
        {transactionId ? <LoadState state={one} /> : null}
        {one.data ? list([one.data], t('admin.refById')) : null}
      </section>
      <UserFinder
        chosen={user}
        onChoose={(chosen) => {
          setTransactionId('')
          pages.reset()
          setUser(chosen)
        }}
      />
      {user ? (
        <section className="creator-card stack" aria-labelledby="refund-ledger">
          <h2 id="refund-ledger" className="creator-card-title">
            {t('admin.refLedger', { name: user.nickname })}
          </h2>
          <LoadState state={ledger} />
          {ledger.data && ledger.data.transactions.length === 0 ? (
            <p className="muted">{t('admin.refNone')}</p>
          ) : null}
          {list(ledger.data?.transactions ?? [], t('admin.refLedger', { name: user.nickname }))}
          <Pager pages={pages} next={ledger.data?.next} />
        </section>
      ) : null}
    </div>
  )
}

function TransactionItem({
  transaction,
  busy,
  onRefund,
}: {
  transaction: LedgerTransactionView
  busy: boolean
  onRefund: () => void
}) {
  const { t, i18n } = useTranslation('studio')
  const when = new Date(transaction.createTime).toLocaleString(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  const refundable = !NOT_REFUNDABLE.has(transaction.type) && !transaction.refundedBy
  return (
    <li className="admin-prompt-version">
      <div className="admin-audit-head">
        <strong>{transaction.type}</strong>
        <span className="muted">{when}</span>
      </div>
      <p className="admin-audit-meta">
        <code>{transaction.id}</code>
      </p>
      {typeof transaction.metadata.reason === 'string' ? (
        <p className="admin-audit-meta">
          {t('admin.refReason', { reason: transaction.metadata.reason })}
        </p>
      ) : null}
      <ul className="money-entries">
        {transaction.entries.map((entry) => (
          <li key={entry.account}>
            <code>{entry.account}</code> {entry.amount > 0 ? '+' : '−'}
            {Math.abs(entry.amount).toLocaleString(i18n.language)}
          </li>
        ))}
      </ul>
      <div className="admin-actions">
        {transaction.refundedBy ? (
          <span className="muted">{t('admin.refRefundedBy', { id: transaction.refundedBy })}</span>
        ) : refundable ? (
          <Button variant="secondary" disabled={busy} onClick={onRefund}>
            {t('admin.refRefund')}
          </Button>
        ) : (
          <span className="muted">{t('admin.refNotRefundable')}</span>
        )}
      </div>
    </li>
  )
}
