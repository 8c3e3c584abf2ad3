/**
 * The upload form's failure texts in the page's language: a server refusal by its code
 * (web/i18n `errors`), the upload client's own spec texts by their keys.
 */
import type { ParseKeys, TFunction } from 'i18next'
import { ApiError } from '../../web/api'
import { errorText } from '../../web/i18n'
import { refusalOf, UPLOAD_MESSAGES, UploadError } from '../../web/upload'

/** Every code saving, uploading and publishing a content can answer the form with. */
export const UPLOAD_FORM_CODES = [
  // Saving and publishing (the catalog).
  'PRICE_INVALID',
  'FREE_CONTENT_PRICED',
  'BONUS_CONFLICT',
  'THUMBNAIL_REQUIRED',
  'TITLE_REQUIRED',
  'COLLABORATOR_INVALID',
  'COLLABORATOR_SELF',
  'COLLABORATOR_DUPLICATE',
  'COLLABORATOR_SHARES',
  'SALE_LIMIT_BELOW_SOLD',
  'DISCOUNT_NEEDS_PRICE',
  'DISCOUNT_TOO_LARGE',
  'DISCOUNT_DUPLICATE',
  'SCHEDULED_FILES_LOCKED',
  'SCHEDULE_IN_PAST',
  'SCHEDULE_MISSING',
  'CONTENT_STATE_CHANGED',
  'INVALID_TRANSITION',
  'INVALID_ASSET_ADDRESS',
  'NOT_CONTENT_OWNER',
  'NO_PERMISSION',
  'CONTENT_NOT_FOUND',
  'ADULT_VERIFICATION_REQUIRED',
  // Uploading (the upload service and its store).
  'CREATORS_ONLY',
  'FILE_TYPE_NOT_ALLOWED',
  'MISSING_PARAMETERS',
  'NOT_CONTENT_CREATOR',
  'UPLOAD_TOO_LARGE',
  'IMAGE_SIZE_LIMIT',
  'IMAGE_TYPE_INVALID',
  'IMAGE_NOT_FOUND',
  'SUBTITLE_INVALID',
  'SUBTITLE_TOO_LARGE',
  'INTEGRITY_ERROR',
  'PARTS_MISSING',
  'PART_NOT_UPLOADED',
  'PART_NOT_RECEIVED',
  'UPLOAD_FAILED',
  'UPLOAD_NOT_FOUND',
  'UPLOAD_NOT_OPEN',
  'UPLOAD_ASSEMBLING',
  'UPLOAD_IN_PROGRESS',
  'S3_UPLOAD_ERROR',
  // Handing a file over to encoding.
  'ENCODING_REQUEST_FAILED',
] as const

/** The upload client's spec texts, as the page's language says them. */
export const FAILURE_KEYS: Record<string, ParseKeys<'studio'>> = {
  [UPLOAD_MESSAGES.failed]: 'uploadForm.failed',
  [UPLOAD_MESSAGES.connection]: 'uploadForm.offline',
  [UPLOAD_MESSAGES.integrity]: 'uploadForm.integrity',
}

export function uploadFailureText(t: TFunction<'studio'>, error: unknown): string {
  const refusal = refusalOf(error)
  if (refusal) return errorText(t, refusal)
  if (error instanceof UploadError) return t(FAILURE_KEYS[error.message] ?? 'uploadForm.failed')
  if (ApiError.isInstance(error)) return errorText(t, error)
  return t('uploadForm.failed')
}
