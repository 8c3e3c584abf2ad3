/** `url`: opens a multipart upload at one of the caller's keys and signs its part addresses. */
import { randomBytes } from 'node:crypto'
import { newObjectId } from '../db'
import { badRequest, forbidden, hasRole, type SessionUser } from '../http'
import { publicUrl, storeKeyOf } from './addresses'
import { uploadError } from './errors'
import { presignParts } from './parts'
import type { AssetRow, UploadsContext } from './ports'
import {
  CONTEXT_RULES,
  type FileType,
  MEDIA_CONTENT_TYPES,
  type PreviewRegion,
  UPLOAD_TEXTS,
  type UploadContext,
} from './rules'

export interface UploadRequest {
  key: string
  filetype: FileType
  numParts: number
  access: 'public' | 'private'
  context: UploadContext
  contentOid?: string | undefined
  lang?: string | undefined
  region?: PreviewRegion | undefined
}

/**
 * What the request alone decides: who may upload to the context, which types it takes,
 * and the content and language a thumbnail or subtitle must name. Throws the refusal.
 */
export function admitUploadRequest(user: SessionUser, input: UploadRequest): void {
  const rule = CONTEXT_RULES[input.context]
  if (rule.creatorsOnly && !hasRole(user, 'creator')) {
    throw forbidden('Only creators can upload content files.', 'CREATORS_ONLY')
  }
  if (!rule.types.includes(input.filetype)) {
    throw badRequest(
      'FILE_TYPE_NOT_ALLOWED',
      `Only ${rule.types.join(', ')} files can be uploaded here.`,
    )
  }
  if (input.context === 'thumbnail' && !input.contentOid) {
    throw badRequest('MISSING_PARAMETERS', 'Missing required parameters')
  }
  // A subtitle is one language of one content, set by that content's creator.
  if (input.context === 'subtitle' && (!input.contentOid || !input.lang)) {
    throw badRequest('MISSING_PARAMETERS', 'Missing required parameters')
  }
}

/** The asset row's fields an upload request sets, new or replacing the key's file. */
export function uploadFields(input: UploadRequest, storeKey: string, uploadId: string, now: Date) {
  return {
    store_key: storeKey,
    access: input.access,
    context: input.context,
    filetype: input.filetype,
    content_oid: input.contentOid ?? null,
    lang: input.lang ?? null,
    region: input.context === 'preview' ? (input.region ?? 'us') : null,
    status: 'uploading' as const,
    upload_id: uploadId,
    num_parts: input.numParts,
    updated_at: now,
  }
}

export async function requestUpload(
  context: UploadsContext,
  user: SessionUser,
  input: UploadRequest,
) {
  admitUploadRequest(user, input)
  if (input.context === 'thumbnail') {
    await requireThumbnailRights(context, user, input.contentOid as string)
  }
  if (input.context === 'subtitle') {
    await requireSubtitleRights(context, user, input.contentOid as string)
  }
  const { db, store } = context
  const storeKey = storeKeyOf(input.access, user.oid, input.key)
  let uploadId: string
  try {
    uploadId = await store.createMultipart(storeKey, MEDIA_CONTENT_TYPES[input.filetype])
  } catch (error) {
    context.logger.error({ err: error }, 'object store refused a multipart upload')
    throw uploadError(502, 'S3_UPLOAD_ERROR', UPLOAD_TEXTS.s3)
  }
  const now = context.clock.now()
  const existing = await db
    .selectFrom('upload_assets')
    .selectAll()
    .where('owner_oid', '=', user.oid)
    .where('key', '=', input.key)
    .executeTakeFirst()
  const fields = uploadFields(input, storeKey, uploadId, now)
  let asset: AssetRow
  if (existing) {
    // Uploading to a key again replaces its file; public addresses get a new version.
    if (existing.upload_id) await store.abortMultipart(existing.store_key, existing.upload_id)
    asset = (await db
      .updateTable('upload_assets')
      .set(fields)
      .where('oid', '=', existing.oid)
      .returningAll()
      .executeTakeFirstOrThrow()) as AssetRow
  } else {
    asset = (await db
      .insertInto('upload_assets')
      .values({
        oid: newObjectId(now.getTime()),
        owner_oid: user.oid,
        key: input.key,
        public_id: randomBytes(16).toString('hex'),
        name: null,
        byte_size: null,
        etag: null,
        created_at: now,
        ...fields,
      })
      .returningAll()
      .executeTakeFirstOrThrow()) as AssetRow
  }
  const uploadUrls = await presignParts(context, storeKey, uploadId, input.numParts)
  const cdn = publicUrl(asset)
  return { uploadUrls, cdnUrls: cdn ? [cdn] : [], uploadId, key: input.key }
}

async function requireSubtitleRights(
  context: UploadsContext,
  user: SessionUser,
  contentOid: string,
) {
  if (hasRole(user, 'admin')) return
  const creator = context.contents ? await context.contents.creatorOf(contentOid) : null
  if (creator !== user.oid)
    throw forbidden('Only the content’s creator can add its subtitles.', 'NOT_CONTENT_CREATOR')
}

async function requireThumbnailRights(
  context: UploadsContext,
  user: SessionUser,
  contentOid: string,
) {
  if (hasRole(user, 'admin')) return
  if (context.contents) {
    const creator = await context.contents.creatorOf(contentOid)
    if (creator !== user.oid)
      throw forbidden('Only the content’s creator can change its thumbnail.', 'NOT_CONTENT_CREATOR')
    return
  }
  // Without the content area's answer, the first creator to set a content's thumbnail holds it.
  const held = await context.db
    .selectFrom('upload_assets')
    .select('owner_oid')
    .where('context', '=', 'thumbnail')
    .where('content_oid', '=', contentOid)
    .where('owner_oid', '!=', user.oid)
    .executeTakeFirst()
  if (held)
    throw forbidden('Only the content’s creator can change its thumbnail.', 'NOT_CONTENT_CREATOR')
}
