/**
 * Applying for live: a creator asks from the studio with a short reason, an admin approves
 * (the livestreamer role is granted) or refuses (docs/live/APPLICATIONS.md).
 */
import { z } from 'zod'

export const LIVE_APPLICATION_STATUSES = ['pending', 'approved', 'refused'] as const
export type LiveApplicationStatus = (typeof LIVE_APPLICATION_STATUSES)[number]

export const LIVE_APPLICATION_REASON_MAX = 500
export const LIVE_APPLICATION_NOTE_MAX = 500

export const liveApplicationRequest = z.object({
  reason: z
    .string({ error: 'Tell us in a few words what you will stream.' })
    .trim()
    .min(1, 'Tell us in a few words what you will stream.')
    .max(LIVE_APPLICATION_REASON_MAX, 'The reason is at most 500 characters.'),
})

export const liveApplicationsQuery = z.object({
  status: z.enum([...LIVE_APPLICATION_STATUSES, 'all']).default('pending'),
  /** Part of a nickname or an e-mail address, any case. */
  q: z.string().trim().max(100, 'The search is at most 100 characters.').default(''),
})

export const liveApplicationRefusal = z.object({
  note: z
    .string()
    .trim()
    .max(LIVE_APPLICATION_NOTE_MAX, 'The note is at most 500 characters.')
    .optional(),
})

export interface LiveApplication {
  userOid: string
  reason: string
  status: LiveApplicationStatus
  /** The admin's note to the creator with a refusal. */
  note: string | null
  createdAt: string
  decidedAt: string | null
}

/** `GET /live/application`: the caller's application, if any, and whether they stream already. */
export interface MyLiveApplication {
  application: LiveApplication | null
  isLivestreamer: boolean
}

/** One row of the admins' list: the application and who sent it. */
export interface AdminLiveApplication extends LiveApplication {
  nickname: string
  email: string
}

/** The live applications' calls the front ends make, relative to `/api`. */
export interface LiveApplicationRoutes {
  'GET /live/application': { request: Record<string, never>; response: MyLiveApplication }
  'POST /live/application': { request: { reason: string }; response: MyLiveApplication }
  'GET /live/admin/applications': {
    request: { status?: LiveApplicationStatus | 'all'; q?: string }
    response: { applications: AdminLiveApplication[] }
  }
  'POST /live/admin/application/:id/approve': {
    request: { id: string }
    response: AdminLiveApplication
  }
  'POST /live/admin/application/:id/refuse': {
    request: { id: string; note?: string }
    response: AdminLiveApplication
  }
}
