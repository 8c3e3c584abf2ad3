/**
 * Live schedules (spec §7 `/live/schedules`, `/live/schedule`): a livestreamer's announced
 * lives. Request schemas and answer shapes; limits and texts designed (docs/live/README.md).
 */
import { z } from 'zod'
import { objectIdField } from '../../http/validate'
import { CREATOR_OID_REQUIRED, creatorOidField } from '../contract'

export const SCHEDULE_LIMITS = {
  titleMax: 100,
  infoMax: 2000,
  /** Upcoming schedules a creator may hold at once. */
  upcomingMax: 20,
  /** How far ahead a live may be announced. */
  aheadDays: 366,
}

export const SCHEDULE_TEXTS = {
  titleRequired: 'Enter a title for the scheduled live.',
  titleTooLong: 'The title is at most 100 characters.',
  infoTooLong: 'The description is at most 2000 characters.',
  dateRequired: 'Choose a date for the scheduled live.',
  dateInPast: 'Choose a date in the future for the scheduled live.',
  dateTooFar: 'A live can be scheduled at most a year ahead.',
  tooMany: 'A creator can have at most 20 upcoming scheduled lives.',
  notFound: 'The scheduled live was not found.',
}

const required = <T extends z.ZodType>(schema: T) => z.preprocess((value) => value ?? '', schema)

export const scheduleInfoSchema = z.object({
  /** Present: updates that schedule; absent: creates one. */
  oid: objectIdField('The scheduled live was not found.').optional(),
  title: required(
    z
      .string(SCHEDULE_TEXTS.titleRequired)
      .trim()
      .min(1, SCHEDULE_TEXTS.titleRequired)
      .max(SCHEDULE_LIMITS.titleMax, SCHEDULE_TEXTS.titleTooLong),
  ),
  date: required(z.iso.datetime({ offset: true, error: SCHEDULE_TEXTS.dateRequired })),
  info: z.string().max(SCHEDULE_LIMITS.infoMax, SCHEDULE_TEXTS.infoTooLong).optional(),
  thumbnail: z
    .string()
    .trim()
    .max(2000)
    .regex(/^(\/api\/|https:\/\/)/, 'Choose a thumbnail for the live.')
    .nullable()
    .optional(),
})

export const scheduleRequest = z.object({
  creatorOid: creatorOidField,
  info: scheduleInfoSchema,
})

/** Reads are quiet (spec §7): a malformed id answers empty, so it is taken as any text here. */
export const schedulesQuery = z.object({ creatorOid: z.string().max(100).optional() })
export const scheduleQuery = z.object({
  creatorOid: z.string().max(100).optional(),
  oid: z.string().max(100).optional(),
})
export const scheduleDeleteRequest = z.object({
  oid: objectIdField(SCHEDULE_TEXTS.notFound, SCHEDULE_TEXTS.notFound),
})

export { CREATOR_OID_REQUIRED }

export interface LiveSchedule {
  oid: string
  creatorOid: string
  title: string
  info: string
  /** When the live is planned (ISO). */
  date: string
  thumbnailUrl: string | null
  createdAt: string
  updatedAt: string
}

export interface SchedulesResponse {
  schedules: LiveSchedule[]
}
export interface ScheduleResponse {
  schedule: LiveSchedule | null
}

/** `POST /live/schedule`'s live: with `oid` it changes that schedule, without it adds one. */
export interface ScheduleInfo {
  oid?: string
  title: string
  /** ISO, with its offset. */
  date: string
  info?: string
  thumbnail?: string | null
}

/** The schedule routes the front ends call, relative to `/api`. */
export interface LiveSchedulesRoutes {
  'GET /live/schedules': { request: { creatorOid?: string }; response: SchedulesResponse }
  'POST /live/schedule': {
    request: { creatorOid: string; info: ScheduleInfo }
    response: { schedule: LiveSchedule }
  }
  /** The oid in the body (the route also reads it from the query, for clients without one). */
  'DELETE /live/schedule': {
    request: { oid: string }
    response: { oid: string; deleted: true }
  }
}
