import type { ColumnType } from 'kysely'

type CreatedAt = ColumnType<Date, Date | string | undefined, never>

/** A tester's count of test turns in one calendar month (test-turns/spending.ts). */
export interface ChatTestAllowancesTable {
  user_oid: string
  /** `YYYY-MM`, UTC. */
  month: string
  used: number
  updated_at: Date
}

export type TestTurnStatus = 'used' | 'refunded'

export interface ChatTestTurnsTable {
  /** The turn's request id: one allowance turn per turn, given back at most once. */
  request_id: string
  user_oid: string
  /** The month the turn was counted in, which a refund gives back to. */
  month: string
  status: TestTurnStatus
  created_at: CreatedAt
  refunded_at: Date | null
}

export interface ChatTestTurnTables {
  chat_test_allowances: ChatTestAllowancesTable
  chat_test_turns: ChatTestTurnsTable
}
