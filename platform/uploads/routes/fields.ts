/** The request fields the upload routes read, as zod schemas. */
import { z } from 'zod'
import { objectIdField, queryInteger } from '../../http'
import {
  DOWNLOAD_TYPES,
  FILE_TYPES,
  type FileType,
  IMAGE_TYPES,
  KEY_MAX,
  KEY_PATTERN,
  LANGUAGES,
  MAX_PARTS,
  PREVIEW_REGIONS,
  SUBTITLE_TYPES,
  UPLOAD_CONTEXTS,
} from '../rules'

export const keyField = z
  .string()
  .max(KEY_MAX, `A key has at most ${KEY_MAX} characters.`)
  .regex(KEY_PATTERN, 'A key is path segments of letters, digits, ".", "_" and "-".')
export const accessField = z.enum(['public', 'private'], 'access is public or private')
export const keyBody = z.object({ key: keyField })

export const uploadUrlQuery = z.object({
  key: keyField,
  filetype: z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(
      z.enum(
        [...new Set([...FILE_TYPES, ...IMAGE_TYPES, ...SUBTITLE_TYPES, ...DOWNLOAD_TYPES])] as [
          FileType,
          ...FileType[],
        ],
        {
          error: `Only ${FILE_TYPES.join(', ')} files (${IMAGE_TYPES.join(', ')} images, srt subtitles) can be uploaded.`,
        },
      ),
    ),
  numParts: queryInteger(z.number().int().min(1).max(MAX_PARTS), `numParts is 1 to ${MAX_PARTS}`)
    .optional()
    .default(1),
  access: accessField.optional().default('private'),
  context: z.enum(UPLOAD_CONTEXTS, `context is one of ${UPLOAD_CONTEXTS.join(', ')}`),
  contentOid: objectIdField().optional(),
  lang: z.enum(LANGUAGES).optional(),
  region: z.enum(PREVIEW_REGIONS).optional(),
})

export const partQuery = z.object({
  key: z.string().max(1024),
  uploadId: z.string().max(1024),
  partNumber: queryInteger(z.number().int().min(1).max(MAX_PARTS)),
  expires: queryInteger(z.number().int().min(0)),
  signature: z.string().max(128),
})

export const objectQuery = z.object({
  key: z.string().max(1024),
  expires: queryInteger(z.number().int().min(0)),
  signature: z.string().max(128),
})

/** The public reads' cache key: the hour they are cached for, and the purge version. */
export const dateKey = z.object({
  d: z
    .string()
    .regex(
      /^\d{4}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])([01]\d|2[0-3])$/,
      'd is the hour, YYYYMMDDHH',
    )
    .optional(),
  v: z
    .string()
    .regex(/^\d{1,9}$/)
    .optional(),
})
