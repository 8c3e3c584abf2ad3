/** What Yoti's session result means for the user: pure, so every rule is tested alone. */

/** The fields of Yoti's `GET /sessions/{id}/result` answer the area reads. */
export interface YotiSessionResult {
  id: string
  /** Yoti's session status: PENDING, IN_PROGRESS, COMPLETE, FAIL, EXPIRED, … */
  status: string
  method: string | null
  /** With `type: OVER`, the threshold met (or the age found, for `type: AGE`). */
  age: number | null
  /** Present in some answers (and always in notifications): the OVER check held. */
  result: boolean | null
}

export type SessionOutcome = 'sent' | 'verified' | 'not_adult' | 'expired'

/**
 * Only a complete session whose check held (and, when an age is given, at the threshold or
 * over) verifies; a failed one is "not adult"; an expired or cancelled one ends; the rest wait.
 */
export function outcomeOf(result: YotiSessionResult, threshold: number): SessionOutcome {
  switch (result.status) {
    case 'COMPLETE':
      if (result.result === false) return 'not_adult'
      if (result.age !== null && result.age < threshold) return 'not_adult'
      return 'verified'
    case 'FAIL':
      return 'not_adult'
    case 'EXPIRED':
    case 'CANCELLED':
    case 'ERROR':
      return 'expired'
    default:
      return 'sent'
  }
}
