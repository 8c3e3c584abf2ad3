/** Request schemas of image messages (zod: server only). */
import { z } from 'zod'
import { objectIdField } from '../../http'
import { IMAGE_RECEPTION } from '../contract'
import { DM_MEDIA_LIMITS, type DM_MEDIA_TYPES } from './media-rules'

const messageOid = objectIdField('Expected a 24-character messageOid')
/** The composer's keys: `dm/<messageOid>/<n>.<type>` in the sender's own namespace. */
const uploadKey = z
  .string()
  .max(200)
  .regex(/^dm\/[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/, 'Expected a chat upload key (dm/…)')

export const imageSendBody = z.object({
  messageOid,
  paymethod: z.enum(['free', 'coin']),
  coin: z.number().int().min(0).max(9_999),
  metadata: z.object({
    roomId: objectIdField('Expected a 24-character room id'),
    // Room for a refusal in the spec's words past the limit, not a schema error.
    files: z
      .array(z.object({ key: uploadKey, filetype: z.string().min(1).max(8) }))
      .min(1, 'Choose at least one image or video.')
      .max(50),
    text: z.string().trim().max(DM_MEDIA_LIMITS.captionMax).default(''),
    imageReception: z.enum(IMAGE_RECEPTION).optional(),
  }),
})

export const imageQuery = z.object({ messageOid })

export const mediaParams = z.object({
  messageOid,
  position: z.coerce
    .number()
    .int()
    .min(0)
    .max(DM_MEDIA_LIMITS.imagesMax - 1),
})

export const DM_MEDIA_CONTENT_TYPES: Record<(typeof DM_MEDIA_TYPES)[number], string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
}
