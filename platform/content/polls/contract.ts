/**
 * Polls (document 1 §7 "Polls"): a poll belongs to a community post (contentType
 * `community`), one vote per user that a later vote changes. Types and limits only.
 */

/** What a poll belongs to; only community posts carry polls today. */
export type PollContentType = 'community'
export const POLL_CONTENT_TYPES: readonly PollContentType[] = ['community']

/** Options a poll offers, and the length of its texts. */
export const POLL_LIMITS = {
  minOptions: 2,
  maxOptions: 5,
  questionLength: 200,
  optionLength: 80,
} as const

export interface NewPollInput {
  question: string
  options: string[]
  /** When voting ends; null keeps the poll open until it is deleted. */
  closesAt: string | null
}

export interface PollOptionView {
  /** Stable id of the option (`o1`…), also reachable by its index. */
  id: string
  text: string
  votes: number
}

export interface PollView {
  pollOid: string
  contentType: PollContentType
  contentOid: string
  question: string
  options: PollOptionView[]
  totalVotes: number
  /** The caller's option, or null when they have not voted (or are signed out). */
  myVote: string | null
  closesAt: string | null
  closed: boolean
}

/** The vote's target: the spec's fields, an option by its id or by its index. */
export interface PollVoteRequest {
  contentType: PollContentType
  contentOid: string
  optionId?: string
  optionIdx?: number
}

export interface PollsRoutes {
  'GET /content/poll/votes': {
    request: { contentType: PollContentType; contentOid: string }
    response: { poll: PollView }
  }
  'POST /content/poll/vote': { request: PollVoteRequest; response: { poll: PollView } }
  'DELETE /content/poll/vote': {
    request: { contentType: PollContentType; contentOid: string }
    response: { poll: PollView }
  }
  'DELETE /content/poll': {
    request: { contentType: PollContentType; contentOid: string }
    response: { deleted: true }
  }
}
