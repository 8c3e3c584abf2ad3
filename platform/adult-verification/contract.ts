/**
 * Adult verification through Yoti's age verification sessions: the wire types the player
 * reads (spec: unverified → verification message sent → verified or not adult).
 */

/** The spec's four states; `sent` is "verification message sent" (a Yoti session is open). */
export const ADULT_VERIFICATION_STATES = ['unverified', 'sent', 'verified', 'not_adult'] as const
export type AdultVerificationState = (typeof ADULT_VERIFICATION_STATES)[number]

/** The spec's failure text (§8 "Adult verification failure"). */
export const NOT_VERIFIED_TEXT = 'The user could not be verified.'

export interface AdultVerificationStatus {
  /** False when Yoti is not configured on this server: the step is hidden. */
  available: boolean
  state: AdultVerificationState
  isUserAdult: boolean
  /** The open or last session, if any. */
  sessionId: string | null
}

/** `POST /yoti/session/create`: where to send the browser (Yoti's page for this session). */
export interface YotiSessionCreated {
  sessionId: string
  url: string
  state: 'sent'
  expiresAt: string | null
}

/** `GET /yoti/session/result/{id}`. */
export interface YotiSessionResultAnswer {
  sessionId: string
  state: AdultVerificationState
  isUserAdult: boolean
}

/** The routes the player calls; paths relative to `/api`. */
export interface AdultVerificationRoutes {
  'GET /yoti/status': { request: Record<string, never>; response: AdultVerificationStatus }
  'POST /yoti/session/create': { request: Record<string, never>; response: YotiSessionCreated }
  'GET /yoti/session/result/:id': { request: { id: string }; response: YotiSessionResultAnswer }
}
