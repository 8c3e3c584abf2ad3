/**
 * The creator test allowance's route (mounted under `/api/story-chat`), as a type map for
 * the typed client: path relative to `/api`, request and answer. Types only.
 */

/** What the studio's test-chat dock shows of the caller's test turns on a story. */
export interface TestAllowanceView {
  /** The story's model, which test turns run on. */
  model: string
  /** The built-in offline model answers: test turns are free and draw nothing. */
  offline: boolean
  /** Test turns a calendar month. */
  limit: number
  /** Test turns counted this month (never above the limit). */
  used: number
  left: number
  /** The month counted, `YYYY-MM` (UTC). */
  month: string
  /** When the next month's allowance starts (ISO instant). */
  resetsAt: string
}

export interface TestTurnsRoutes {
  'GET /story-chat/test-allowance': {
    request: { contentOid: string }
    response: TestAllowanceView
  }
}
