/** The uploads area's errors beyond the common ones: its own statuses and codes. */
import { AppError } from '../http'
import { CONTEXT_RULES, type UploadContext } from './rules'

export const uploadError = (status: number, code: string, message: string, details?: unknown) =>
  new AppError({ status, code, message, details })

/** The refusal of a file too large for its context, in the words the spec gives each. */
export function sizeLimit(context: UploadContext): AppError {
  if (context === 'profile') {
    return uploadError(413, 'IMAGE_SIZE_LIMIT', 'A profile image must be under 300 KB.')
  }
  if (CONTEXT_RULES[context].image) return uploadError(413, 'IMAGE_SIZE_LIMIT', 'image size limit')
  if (context === 'subtitle')
    return uploadError(413, 'SUBTITLE_TOO_LARGE', 'A subtitle file can be at most 2 MB.')
  return uploadError(413, 'UPLOAD_TOO_LARGE', 'A content file can be at most 20 GB.')
}
