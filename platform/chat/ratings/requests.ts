import { z } from 'zod'
import { objectIdField } from '../../http'
import type { DownReason, UpReason } from './contract'

export const REPLY_RATING_NOTE_MAX = 200
export const UP_REASONS = ['in-character', 'creative', 'moving'] as const satisfies UpReason[]
export const DOWN_REASONS = [
  'out-of-character',
  'repetitive',
  'ignored-me',
  'too-short',
] as const satisfies DownReason[]

/** A rating's reason must match its direction: no "creative" on a thumbs down. */
export const replyRatingBody = z
  .object({
    messageId: objectIdField(),
    rating: z.enum(['up', 'down']).nullable(),
    reason: z
      .enum([...UP_REASONS, ...DOWN_REASONS])
      .nullable()
      .optional(),
    note: z
      .string()
      .max(REPLY_RATING_NOTE_MAX, `A note can be at most ${REPLY_RATING_NOTE_MAX} characters.`)
      .optional(),
  })
  .superRefine((body, context) => {
    if (!body.reason) return
    const fits =
      body.rating === 'up'
        ? (UP_REASONS as readonly string[]).includes(body.reason)
        : body.rating === 'down' && (DOWN_REASONS as readonly string[]).includes(body.reason)
    if (!fits)
      context.addIssue({
        code: 'custom',
        path: ['reason'],
        message: `The reason "${body.reason}" does not go with this rating.`,
      })
  })

export const replyRatingsQuery = z.object({ contentOid: objectIdField() })
