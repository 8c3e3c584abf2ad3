/** The zod schemas of the admin's push and resend calls (admin-routes.ts). */
import { z } from 'zod'
import { objectIdField } from '../http'

export const PUSH_SEGMENTS = ['user', 'creators', 'livestreamers', 'everyone'] as const
export const PUSH_TITLE_MAX = 100
export const PUSH_BODY_MAX = 500
export const PUSH_LINK_MAX = 300

const userOid = objectIdField('Invalid user id.')
const requestId = z
  .string('requestId is required')
  .regex(/^[\w.:-]{8,128}$/, 'requestId must be 8–128 letters, digits, or ._:-')

const audience = {
  segment: z.enum(PUSH_SEGMENTS, 'segment is user, creators, livestreamers or everyone.'),
  userOid: userOid.optional(),
}
const needsUser = (value: { segment: string; userOid?: string | undefined }) =>
  value.segment !== 'user' || !!value.userOid
const CHOOSE_USER = { message: 'Choose the user to notify.', path: ['userOid'] }

export const pushAudienceQuery = z.object(audience).refine(needsUser, CHOOSE_USER)

/** A path on this site: the notification list links it as is. */
const sitePath = z
  .string()
  .trim()
  .max(PUSH_LINK_MAX, `The link is at most ${PUSH_LINK_MAX} characters.`)
  .regex(/^\/(?!\/)[^\s]*$/, 'The link is a path on this site, starting with /.')

export const pushRequest = z
  .object({
    ...audience,
    requestId,
    title: z
      .string('Enter a title.')
      .trim()
      .min(1, 'Enter a title.')
      .max(PUSH_TITLE_MAX, `The title is at most ${PUSH_TITLE_MAX} characters.`),
    body: z
      .string('Write the notification.')
      .trim()
      .min(1, 'Write the notification.')
      .max(PUSH_BODY_MAX, `The notification is at most ${PUSH_BODY_MAX} characters.`),
    link: z.union([z.literal(''), sitePath]).optional(),
  })
  .refine(needsUser, CHOOSE_USER)
export type PushInput = z.output<typeof pushRequest>

export const pushListQuery = z.object({
  q: z.string().trim().max(100, 'The search is at most 100 characters.').optional(),
  cursor: objectIdField('cursor is not a page of this list.').optional(),
})

export const userNotificationsQuery = z.object({
  userOid,
  before: objectIdField('before must be a notification id').optional(),
})

export const notificationQuery = z.object({ oid: objectIdField('Invalid notification id.') })

export const resendRequest = z.object({
  requestId,
  notificationOid: objectIdField('Invalid notification id.'),
})
