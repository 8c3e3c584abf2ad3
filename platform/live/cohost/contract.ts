/**
 * The live co-host's wire types and limits (docs/live/COHOST.md): a character of the
 * creator's own published story answering the live chat, paid from the creator's credits.
 */

/** What the co-host may answer. */
export interface CohostTriggers {
  /** A chat line naming the character (its name, or `@name`). */
  mentions: boolean
  /** Donations of at least this many coins; null: none. */
  donationMin: number | null
  missionAccepted: boolean
  missionFinished: boolean
  roulette: boolean
}

export interface CohostSettings {
  creatorOid: string
  storyOid: string | null
  /** The compiled version of the story the co-host speaks from. */
  version: number | null
  characterName: string
  /** A line about the stream added to the character's prompt by the creator. */
  persona: string
  triggers: CohostTriggers
  /** A TTS voice id (the donations' voices), or null: not spoken. */
  voice: string | null
  /** Credits the co-host may spend in a calendar month (UTC). */
  monthlyAllowance: number
  /** Credits the co-host may spend in one stream. */
  streamCap: number
  muted: boolean
}

/** What the co-host spent: settled turns at their price, turns in progress at their hold. */
export interface CohostBudget {
  creatorOid: string
  streamOid: string | null
  spentStream: number
  spentMonth: number
  streamCap: number
  monthlyAllowance: number
  /** Turns reserved or streaming now. */
  inProgress: number
  /** Read with the budget so an open studio shows a manager's mute within one poll. */
  muted: boolean
}

export const COHOST_LIMITS = {
  characterNameMax: 60,
  personaMax: 300,
  /** Credits, per month and per stream. */
  budgetMax: 1_000_000,
  /** The shortest gap between two turns' starts in one stream. */
  minGapMs: 4_000,
  /** The reply's length in tokens. */
  maxOutputTokens: 160,
  /** Chat lines read for the lorebook and the prompt. */
  recentLines: 12,
  /** A turn still in progress after this long was cut by a restart: the sweeper finishes it. */
  staleMs: 120_000,
} as const

export const COHOST_TEXTS = {
  storyNotOwned: 'Pick one of your own published stories.',
  characterRequired: 'Pick a character of the story.',
  notModerator: 'Only the creator and managers can do this.',
} as const

export const DEFAULT_COHOST_TRIGGERS: CohostTriggers = {
  mentions: true,
  donationMin: null,
  missionAccepted: false,
  missionFinished: false,
  roulette: false,
}

/** The co-host routes, relative to `/api`. */
export interface CohostRoutes {
  'GET /live/cohost': { request: { creatorOid: string }; response: CohostSettings }
  'POST /live/cohost': {
    request: Omit<CohostSettings, 'muted'>
    response: CohostSettings
  }
  'POST /live/cohost/mute': {
    request: { creatorOid: string; muted: boolean }
    response: { creatorOid: string; muted: boolean }
  }
  'GET /live/cohost/budget': { request: { creatorOid: string }; response: CohostBudget }
}
