/**
 * The parts of a multipart upload: the ones the store received or the client reports, and
 * the list a client resuming after a dropped connection asks for.
 */
import { badRequest, type SessionUser } from '../http'
import { partOfUrl } from './addresses'
import { ownAsset } from './asset-rows'
import type { StoredPart } from './object-store'
import type { AssetRow, UploadsContext } from './ports'
import { CONTEXT_RULES, UPLOAD_TEXTS, UPLOAD_TIMEOUT_MS, type UploadContext } from './rules'

/** The part numbers of 1…numParts that no held part has (the first 100 are reported). */
export function missingParts(parts: readonly StoredPart[], numParts: number): number[] {
  const held = new Set(parts.map((part) => part.partNumber))
  const missing: number[] = []
  for (let number = 1; number <= numParts; number++) {
    if (!held.has(number)) missing.push(number)
  }
  return missing
}

/** Signed addresses of parts 1…numParts, valid for the upload's time limit. */
export function presignParts(
  context: UploadsContext,
  storeKey: string,
  uploadId: string,
  numParts: number,
): Promise<string[]> {
  const seconds = Math.floor(UPLOAD_TIMEOUT_MS / 1000)
  return Promise.all(
    Array.from({ length: numParts }, (_, index) =>
      context.store.presignPart(storeKey, uploadId, index + 1, seconds),
    ),
  )
}

/** The parts of an upload the store holds, or, when it cannot tell, the ones reported. */
export async function heldParts(context: UploadsContext, asset: AssetRow): Promise<StoredPart[]> {
  if (!asset.upload_id) return []
  const recorded = await context.db
    .selectFrom('upload_parts')
    .select(['part_number', 'etag', 'byte_size'])
    .where('upload_id', '=', asset.upload_id)
    .orderBy('part_number')
    .execute()
  const reported = () =>
    recorded.map((part) => ({
      partNumber: part.part_number,
      etag: part.etag,
      size: Number(part.byte_size),
    }))
  if (context.store.kind === 'embedded') return reported()
  const listed = await context.store.listParts(asset.store_key, asset.upload_id)
  return listed ?? reported()
}

/** The asset a signed part address is for, while it is still being uploaded. */
export async function uploadingAsset(context: UploadsContext, storeKey: string, uploadId: string) {
  const asset = await context.db
    .selectFrom('upload_assets')
    .selectAll()
    .where('store_key', '=', storeKey)
    .where('upload_id', '=', uploadId)
    .executeTakeFirst()
  if (asset?.status !== 'uploading') return null
  const others = await context.db
    .selectFrom('upload_parts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('byte_size'), eb.lit(0)).as('total'))
    .where('upload_id', '=', uploadId)
    .executeTakeFirstOrThrow()
  const rule = CONTEXT_RULES[asset.context as UploadContext]
  return { asset, rule, storedBytes: Number(others.total) }
}

/** A part the embedded store received (re-sent parts replace the earlier record). */
export async function recordPart(context: UploadsContext, asset: AssetRow, part: StoredPart) {
  await context.db
    .insertInto('upload_parts')
    .values({
      upload_id: asset.upload_id as string,
      asset_oid: asset.oid,
      part_number: part.partNumber,
      etag: part.etag,
      byte_size: part.size,
      reported_etag: null,
    })
    .onConflict((oc) =>
      oc.columns(['upload_id', 'part_number']).doUpdateSet({
        etag: part.etag,
        byte_size: part.size,
        reported_etag: null,
      }),
    )
    .execute()
}

/** `multipart/url/done`: the client's hash of a part against the store's entity tag. */
export async function reportPart(
  context: UploadsContext,
  user: SessionUser,
  input: { key: string; url: string; ETag: string },
) {
  const asset = await ownAsset(context, user, input.key)
  const { partNumber, uploadId } = partOfUrl(input.url)
  if (!uploadId || uploadId !== asset.upload_id || partNumber === null) {
    throw badRequest('PART_URL_UNKNOWN', 'The part address is not one of this upload.')
  }
  if (partNumber > asset.num_parts) {
    throw badRequest('PART_URL_UNKNOWN', 'The part address is not one of this upload.')
  }
  const reported = input.ETag.replace(/"/g, '').toLowerCase()
  const held = (await heldParts(context, asset)).find((part) => part.partNumber === partNumber)
  if (context.store.kind === 'embedded' || held) {
    if (!held) throw badRequest('PART_NOT_UPLOADED', UPLOAD_TEXTS.notUploaded, { partNumber })
    if (held.etag !== reported) {
      throw badRequest('INTEGRITY_ERROR', UPLOAD_TEXTS.integrity, { partNumber })
    }
  }
  if (!/^[0-9a-f]{32}$/.test(reported)) {
    throw badRequest('INTEGRITY_ERROR', UPLOAD_TEXTS.integrity, { partNumber })
  }
  await context.db
    .insertInto('upload_parts')
    .values({
      upload_id: uploadId,
      asset_oid: asset.oid,
      part_number: partNumber,
      etag: held?.etag ?? reported,
      byte_size: held?.size ?? 0,
      reported_etag: reported,
    })
    .onConflict((oc) =>
      oc.columns(['upload_id', 'part_number']).doUpdateSet({ reported_etag: reported }),
    )
    .execute()
  return { key: asset.key, partNumber, ETag: reported }
}

/**
 * Which parts the server has, for a client resuming after a dropped connection, with
 * the upload's part addresses signed afresh (a reloaded page has lost the first ones).
 */
export async function uploadedParts(context: UploadsContext, user: SessionUser, key: string) {
  const asset = await ownAsset(context, user, key)
  const uploading = asset.status === 'uploading' && asset.upload_id !== null
  const parts = uploading ? await heldParts(context, asset) : []
  const uploadUrls = uploading
    ? await presignParts(context, asset.store_key, asset.upload_id as string, asset.num_parts)
    : []
  return {
    key,
    uploadId: asset.upload_id,
    numParts: asset.num_parts,
    status: asset.status,
    uploadUrls,
    parts: parts.map((part) => ({
      partNumber: part.partNumber,
      ETag: part.etag,
      size: part.size,
    })),
  }
}
