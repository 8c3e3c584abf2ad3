/**
 * Ledger accounts. Each user has one account per kind, created on first use; system
 * accounts are the other side of every movement and are created by the migration.
 * Coins and credits are separate units: a transaction balances per unit.
 */
export type Unit = 'coin' | 'credit'

export const USER_ACCOUNT_KINDS = [
  'coins',
  'bonus_coins',
  'credits',
  'bonus_credits',
  /** A creator's share of donations, in coins. */
  'earnings',
] as const
export type UserAccountKind = (typeof USER_ACCOUNT_KINDS)[number]

export const USER_ACCOUNT_UNITS: Record<UserAccountKind, Unit> = {
  coins: 'coin',
  bonus_coins: 'coin',
  credits: 'credit',
  bonus_credits: 'credit',
  earnings: 'coin',
}

export const SYSTEM_ACCOUNT_NAMES = [
  /** Money received by payment providers: the source of bought coins and credits. */
  'payment_clearing',
  /** Source of bonus coins and credits (events, check-in, random boxes) and sink of used bonus. */
  'promotions',
  /** Platform revenue: coins and credits spent on the platform's own items. */
  'sales',
  /** Coins in, credits out, when a user converts. */
  'conversion',
  /** The platform's cut of donations. */
  'platform_fee',
  /** Credits reserved for a chat generation until it settles or is voided. */
  'holds',
  /** Creators' earnings settled and awaiting or given payout (platform/revenue). */
  'payouts',
] as const
export type SystemAccountName = (typeof SYSTEM_ACCOUNT_NAMES)[number]

export const SYSTEM_ACCOUNTS = SYSTEM_ACCOUNT_NAMES.flatMap((name) =>
  (['coin', 'credit'] as const).map((unit) => ({ id: systemAccount(name, unit), name, unit })),
)

export function userAccount(userOid: string, kind: UserAccountKind): string {
  return `user/${userOid}/${kind}`
}

export function systemAccount(name: SystemAccountName, unit: Unit): string {
  return `system/${name}/${unit}`
}

export interface ParsedAccount {
  id: string
  isSystem: boolean
  ownerOid: string | null
  kind: string
  unit: Unit
}

/** Splits an account id; throws on anything that is not a known account shape. */
export function parseAccount(id: string): ParsedAccount {
  const [scope, middle, last] = id.split('/')
  if (scope === 'user' && middle && last && last in USER_ACCOUNT_UNITS) {
    const kind = last as UserAccountKind
    return { id, isSystem: false, ownerOid: middle, kind, unit: USER_ACCOUNT_UNITS[kind] }
  }
  if (
    scope === 'system' &&
    SYSTEM_ACCOUNT_NAMES.includes(middle as SystemAccountName) &&
    (last === 'coin' || last === 'credit')
  ) {
    return { id, isSystem: true, ownerOid: null, kind: middle as string, unit: last }
  }
  throw new Error(`parseAccount: unknown account ${id}`)
}

/**
 * The global lock order: user accounts (by id) before system accounts (by id). Every
 * operation locks in this order, so two transactions never wait on each other in a cycle.
 */
export function compareLockOrder(left: string, right: string): number {
  const leftSystem = left.startsWith('system/')
  const rightSystem = right.startsWith('system/')
  if (leftSystem !== rightSystem) return leftSystem ? 1 : -1
  return left < right ? -1 : left > right ? 1 : 0
}
