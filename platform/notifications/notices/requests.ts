import { z } from 'zod'
import { LANGUAGES } from '../../../engine/i18n/languages'
import { NOTICE_BODY_MAX, NOTICE_TITLE_MAX } from './contract'

const isoDate = z.iso.datetime({ offset: true, message: 'Enter a date and time.' })

export const noticeRequest = z
  .object({
    oid: z
      .string()
      .regex(/^[0-9a-f]{24}$/, 'Unknown notice.')
      .optional(),
    title: z
      .string()
      .trim()
      .min(1, 'Enter a title.')
      .max(NOTICE_TITLE_MAX, `The title must be at most ${NOTICE_TITLE_MAX} characters.`),
    body: z
      .string()
      .trim()
      .min(1, 'Enter the notice.')
      .max(NOTICE_BODY_MAX, `The notice must be at most ${NOTICE_BODY_MAX} characters.`),
    language: z.enum(LANGUAGES, 'Unsupported language.').nullable(),
    popup: z.boolean(),
    startsAt: isoDate,
    endsAt: isoDate.nullable(),
  })
  .refine((notice) => !notice.endsAt || notice.endsAt > notice.startsAt, {
    message: 'The end must come after the start.',
    path: ['endsAt'],
  })

export const noticeListQuery = z.object({
  cursor: z
    .string()
    .regex(/^[0-9a-f]{24}$/, 'Invalid cursor.')
    .optional(),
})
/** The admins' list: words of the title, and the cursor. */
export const adminNoticeListQuery = noticeListQuery.extend({
  q: z.string().trim().max(100, 'The search is too long.').optional(),
})
export const noticeDeleteRequest = z.object({
  oid: z.string().regex(/^[0-9a-f]{24}$/, 'Unknown notice.'),
})
