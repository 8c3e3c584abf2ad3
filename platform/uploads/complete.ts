/**
 * `multipart/done` and `uploaddone`: the parts are joined once and judged, then the
 * finished upload is handed over.
 */
import { badRequest, conflict, type SessionUser } from '../http'
import { ownAsset, setStatus } from './asset-rows'
import { viewAsset } from './asset-view'
import { sizeLimit, uploadError } from './errors'
import { checkImage, checkSubtitle, checkVideo } from './join-checks'
import type { StoredPart } from './object-store'
import { heldParts, missingParts } from './parts'
import type { AssetRow, UploadsContext } from './ports'
import { CONTEXT_RULES, UPLOAD_TEXTS, type UploadContext } from './rules'

/** `multipart/done`: joins parts 1…numParts once; a repeat answers the joined file. */
export async function completeMultipart(context: UploadsContext, user: SessionUser, key: string) {
  const { db, store, clock } = context
  const asset = await ownAsset(context, user, key)
  if (asset.status === 'packaging') {
    throw conflict('UPLOAD_ASSEMBLING', 'The parts are being joined; ask again shortly.')
  }
  if (asset.status === 'ready') return viewAsset(asset)
  if (asset.status !== 'uploading' || !asset.upload_id) {
    throw badRequest('UPLOAD_FAILED', UPLOAD_TEXTS.failed)
  }
  const uploadId = asset.upload_id
  const parts = await heldParts(context, asset)
  const missing = missingParts(parts, asset.num_parts)
  if (missing.length > 0) {
    throw badRequest('PARTS_MISSING', UPLOAD_TEXTS.notUploaded, {
      missing: missing.slice(0, 100),
    })
  }
  const byNumber = new Map(parts.map((part) => [part.partNumber, part]))
  const total = parts.reduce((sum, part) => sum + part.size, 0)
  const rule = CONTEXT_RULES[asset.context as UploadContext]
  if (store.kind === 'embedded' && total > rule.maxBytes)
    throw sizeLimit(asset.context as UploadContext)
  // The once-guard: only the call that moves the upload out of 'uploading' joins it.
  const claimed = await db
    .updateTable('upload_assets')
    .set({ status: 'packaging', updated_at: clock.now() })
    .where('oid', '=', asset.oid)
    .where('status', '=', 'uploading')
    .where('upload_id', '=', uploadId)
    .returningAll()
    .executeTakeFirst()
  if (!claimed) return viewAsset(await ownAsset(context, user, key))
  let head: { size: number; etag: string | null }
  try {
    head = await store.completeMultipart(
      asset.store_key,
      uploadId,
      Array.from({ length: asset.num_parts }, (_, index) => ({
        partNumber: index + 1,
        etag: (byNumber.get(index + 1) as StoredPart).etag,
      })),
    )
  } catch (error) {
    context.logger.error({ err: error, key: asset.store_key }, 'joining the parts failed')
    await setStatus(context, asset.oid, 'uploading')
    throw uploadError(
      502,
      store.kind === 's3' ? 'S3_UPLOAD_ERROR' : 'UPLOAD_FAILED',
      store.kind === 's3' ? UPLOAD_TEXTS.s3 : UPLOAD_TEXTS.failed,
    )
  }
  try {
    await checkImage(context, asset, rule, head.size)
    if (head.size > rule.maxBytes) throw sizeLimit(asset.context as UploadContext)
    if (asset.context === 'subtitle') await checkSubtitle(context, asset, head.size)
    if (asset.context === 'dm') await checkVideo(context, asset)
  } catch (error) {
    await store.delete(asset.store_key)
    await setStatus(context, asset.oid, 'error', { upload_id: null })
    throw error
  }
  await db.deleteFrom('upload_parts').where('upload_id', '=', uploadId).execute()
  const done = (await db
    .updateTable('upload_assets')
    .set({
      status: 'ready',
      byte_size: head.size,
      etag: head.etag,
      upload_id: null,
      cache_version: (eb) => eb('cache_version', '+', asset.etag ? 1 : 0),
      updated_at: clock.now(),
    })
    .where('oid', '=', asset.oid)
    .returningAll()
    .executeTakeFirstOrThrow()) as AssetRow
  return viewAsset(done)
}

/** `uploaddone`: the upload is handed over (to encoding, when the server has it). */
export async function uploadDone(context: UploadsContext, user: SessionUser, key: string) {
  const asset = await ownAsset(context, user, key)
  if (asset.status === 'uploading') throw badRequest('PARTS_MISSING', UPLOAD_TEXTS.notUploaded)
  if (asset.status !== 'ready') throw badRequest('UPLOAD_FAILED', UPLOAD_TEXTS.failed)
  const result = viewAsset(asset)
  if (context.onUploaded)
    await context.onUploaded(result, { ownerOid: asset.owner_oid, storeKey: asset.store_key })
  return result
}
