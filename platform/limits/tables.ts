/** The limits area's one table (see migrations.ts). Times are ms since the epoch. */
export interface LimitsTables {
  limit_budgets: {
    /** `storedKey` of the budget's key: a hash, never an address or an e-mail in clear. */
    key: string
    count: number
    mark: number
    granted: boolean
    expires_at: number
  }
}
