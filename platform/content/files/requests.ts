/** The file-contents calls' request schemas, with the texts a creator or admin reads. */
import { z } from 'zod'
import { objectIdField } from '../../http'
import {
  FILE_CONTENT_MAX_PRICE,
  FILE_DESCRIPTION_MAX,
  FILE_TITLE_MAX,
  MAX_RECOMMENDED_FILES,
} from './contract'

export const oid = objectIdField()

const fileInput = {
  title: z
    .string('Please enter a title.')
    .trim()
    .min(1, 'Please enter a title.')
    .max(FILE_TITLE_MAX, `A title has at most ${FILE_TITLE_MAX} characters.`),
  description: z
    .string()
    .trim()
    .max(FILE_DESCRIPTION_MAX, `A description has at most ${FILE_DESCRIPTION_MAX} characters.`)
    .default(''),
  price: z
    .number('There is something wrong with the price.')
    .int('There is something wrong with the price.')
    .min(0, 'There is something wrong with the price.')
    .max(FILE_CONTENT_MAX_PRICE, 'There is something wrong with the price.'),
  tiers: z
    .array(z.string().trim().min(1).max(64), 'Choose tiers as a list.')
    .max(20, 'Choose at most 20 tiers.')
    .default([])
    .transform((tiers) => [...new Set(tiers)]),
}

export const editSchema = z.object({ fileOid: oid, ...fileInput })

export const writeSchema = z.object({
  ...fileInput,
  // The creator's own key in the uploads area (private access, `file` context).
  uploadKey: z
    .string('Upload the file first.')
    .max(512, 'Upload the file first.')
    .regex(
      /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/,
      'Upload the file first.',
    ),
  fileName: z
    .string('A file name is required.')
    .trim()
    .min(1, 'A file name is required.')
    .max(200, 'A file name has at most 200 characters.')
    // No path separators nor control characters: the name goes into a download header.
    .refine(
      (name) => !/[/\\]/.test(name) && ![...name].some((char) => char.charCodeAt(0) < 32),
      'A file name has no slashes.',
    ),
})

export const pinSchema = z.object({
  fileOid: oid,
  operation: z.enum(['pin', 'unpin'], 'The operation is pin or unpin.'),
})

export const orderSchema = z.object({
  fileOids: z.array(oid).max(MAX_RECOMMENDED_FILES, 'At most 50 files can be recommended.'),
})

export const searchSchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, 'Please enter a keyword to search.')
    .max(100, 'Search with at most 100 characters.'),
})
