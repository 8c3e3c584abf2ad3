/** An external donation's ledger transaction as the admin's list shows it (pure). */
import type { BookedExternalDonation } from './contract'

const EXTERNAL_KEY_PREFIX = 'livedonation:external:'

export function externalDonationView(transaction: {
  id: string
  key: string
  createdAt: Date
  metadata: Record<string, unknown>
  entries: { account: string; amount: number }[]
}): BookedExternalDonation {
  const text = (name: string) =>
    typeof transaction.metadata[name] === 'string' ? (transaction.metadata[name] as string) : ''
  const amountOf = (suffix: string) =>
    transaction.entries.find((entry) => entry.account.endsWith(suffix))?.amount ?? 0
  return {
    transactionId: transaction.id,
    key: transaction.key.startsWith(EXTERNAL_KEY_PREFIX)
      ? transaction.key.slice(EXTERNAL_KEY_PREFIX.length)
      : transaction.key,
    creatorOid: text('creatorOid'),
    coin: -amountOf('/payment_clearing/coin'),
    creatorShare: amountOf('/earnings'),
    platformFee: amountOf('/platform_fee/coin'),
    source: text('source'),
    content: text('content'),
    recordedBy: text('recordedBy') || null,
    createTime: transaction.createdAt.toISOString(),
  }
}
