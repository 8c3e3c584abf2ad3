/** Which files a content may be encoded from, and what each was uploaded as. */
import { AppError, badRequest, conflict, type SessionUser } from '../http'
import { type EncodingContext, isAdmin } from './context'
import type { EncodingSource } from './enqueue'
import {
  ENCODING_REQUEST_FAILED,
  LEGACY_SOURCE_REFUSED,
  notConnected,
  REENCODING_FAILED,
  SOURCE_NOT_FOUND,
} from './errors'
import type { EncodingJob } from './jobs'
import type { UploadedSource } from './ports'
import { DEFAULT_FORMATS, isSourceFormat, kindMismatch, type SourceFormat } from './source-format'

/**
 * What a request's source was uploaded as, once it proves to be a finished upload of the
 * content's creator (an admin may also name their own). A key nobody uploaded and another
 * user's file get the same answer, so keys cannot be probed.
 */
export async function uploadedFormat(
  context: EncodingContext,
  user: SessionUser,
  ownerOid: string,
  source: EncodingSource,
): Promise<SourceFormat> {
  if (!context.sources) throw notConnected('The uploads area is not connected to the encoder')
  const upload = await context.sources.uploadAt(source.sourceKey)
  const mayUse =
    upload !== null &&
    (upload.ownerOid === ownerOid || (isAdmin(user) && upload.ownerOid === user.oid))
  if (!upload || !mayUse) {
    throw new AppError({
      status: 404,
      code: 'ENCODING_SOURCE_NOT_FOUND',
      message: ENCODING_REQUEST_FAILED,
      details: { reason: SOURCE_NOT_FOUND },
    })
  }
  const mismatch = kindMismatch(source.kind, upload.filetype)
  if (mismatch || !isSourceFormat(upload.filetype)) {
    throw badRequest('ENCODING_REQUEST_FAILED', ENCODING_REQUEST_FAILED, { reason: mismatch })
  }
  return upload.filetype
}

/**
 * The format of a job queued before formats were kept, from the upload at its key (null:
 * none): its file must still be an upload of the content's creator, or a file the server
 * stored under the creator's own prefix (a replay's recording). Null: refused.
 */
export function legacyFormatOf(
  job: Pick<EncodingJob, 'kind' | 'owner_oid' | 'source_key'>,
  upload: Pick<UploadedSource, 'ownerOid' | 'filetype'> | null,
): SourceFormat | null {
  if (upload) {
    const usable = upload.ownerOid === job.owner_oid && isSourceFormat(upload.filetype)
    return usable && !kindMismatch(job.kind, upload.filetype)
      ? (upload.filetype as SourceFormat)
      : null
  }
  return job.source_key.startsWith(`private/${job.owner_oid}/`) ? DEFAULT_FORMATS[job.kind] : null
}

/** A legacy job's format, re-checked before it is encoded again. */
export async function legacyFormat(
  context: EncodingContext,
  job: EncodingJob,
): Promise<SourceFormat> {
  const upload = (await context.sources?.uploadAt(job.source_key)) ?? null
  const format = legacyFormatOf(job, upload)
  if (format) return format
  throw conflict('REENCODING_FAILED', REENCODING_FAILED, { reason: LEGACY_SOURCE_REFUSED })
}
