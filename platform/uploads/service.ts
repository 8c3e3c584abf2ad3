/**
 * The upload and asset service: opens multipart uploads in the caller's own namespace,
 * records the parts the store received or the client reports, assembles them once, judges
 * images by their bytes, and answers the assets' public and private addresses.
 */
import { randomBytes } from 'node:crypto'
import type { Readable } from 'node:stream'
import type { Kysely } from 'kysely'
import type { Logger } from 'pino'
import type { DB } from '../db'
import { newObjectId } from '../db'
import {
  AppError,
  badRequest,
  type Clock,
  conflict,
  forbidden,
  hasRole,
  notFound,
  type SessionUser,
} from '../http'
import { IMAGE_HEADER_BYTES, readImageHeader } from './image-check'
import type { ObjectRead, ObjectStore, StoredPart } from './object-store'
import {
  CONTEXT_RULES,
  type FileType,
  isImageType,
  MAX_PART_BYTES,
  MEDIA_CONTENT_TYPES,
  PRIVATE_URL_SECONDS,
  type PreviewRegion,
  UPLOAD_TEXTS,
  UPLOAD_TIMEOUT_MS,
  type UploadContext,
} from './rules'
import type { AssetStatus, UploadsTables } from './tables'

type AssetRow = import('kysely').Selectable<UploadsTables['upload_assets']>

/** Who created a content, when the content area can tell (absent: first uploader holds it). */
export interface ContentOwners {
  creatorOf(contentOid: string): Promise<string | null>
  /**
   * The entitlement port: whether `user` may view the content (bought it, subscribes to a
   * tier that shows it, or it is free to them). Absent: only owners and admins read files.
   */
  mayView?(user: SessionUser, contentOid: string): Promise<boolean>
}

/** Where a handed-over file is: its uploader and the object store's key. */
export interface UploadedFile {
  ownerOid: string
  storeKey: string
}

/**
 * The address other areas record for a stored object (encoded media, content sources):
 * stable, never served as it is; the content area signs it for playback.
 */
export const STORE_ADDRESS_BASE = '/api/upload/store/'
export const storeAddress = (storeKey: string) => `${STORE_ADDRESS_BASE}${storeKey}`
export const storeKeyOfAddress = (address: string): string | null =>
  address.startsWith(STORE_ADDRESS_BASE) ? address.slice(STORE_ADDRESS_BASE.length) || null : null

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

/** The spec's asset states; 'loading' is the client's while it asks. */
export type AssetState = 'ready' | 'click to upload' | 'uploading' | 'packaging' | 'error'

export const PUBLIC_BASE = '/api/upload'

const uploadError = (status: number, code: string, message: string, details?: unknown) =>
  new AppError({ status, code, message, details })

export function createUploadsService(deps: {
  db: Kysely<DB>
  clock: Clock
  logger: Logger
  store: ObjectStore
  contents?: ContentOwners | undefined
  onUploaded?: ((asset: AssetView, stored: UploadedFile) => Promise<void>) | undefined
}) {
  const db = deps.db.withTables<UploadsTables>()
  const { store, clock } = deps

  const storeKeyOf = (access: 'public' | 'private', ownerOid: string, key: string) =>
    `${access}/${ownerOid}/${key}`

  function publicUrl(asset: AssetRow): string | null {
    if (asset.access !== 'public') return null
    const version = asset.cache_version > 0 ? `?v=${asset.cache_version}` : ''
    if (asset.context === 'thumbnail' && asset.content_oid) {
      return `${PUBLIC_BASE}/thumbnail/${asset.content_oid}${asset.lang ? `_${asset.lang}` : ''}${version}`
    }
    if (asset.context === 'preview') {
      return `${PUBLIC_BASE}/preview/${asset.region ?? 'us'}/${asset.public_id}${version}`
    }
    return `${PUBLIC_BASE}/pics/${asset.public_id}${version}`
  }

  function view(asset: AssetRow) {
    return {
      key: asset.key,
      name: asset.name,
      access: asset.access,
      context: asset.context,
      filetype: asset.filetype,
      contentOid: asset.content_oid,
      lang: asset.lang,
      status: asset.status,
      size: asset.byte_size === null ? null : Number(asset.byte_size),
      etag: asset.etag,
      cacheVersion: asset.cache_version,
      url: publicUrl(asset),
      updatedAt: asset.updated_at,
    }
  }

  async function ownAsset(user: SessionUser, key: string): Promise<AssetRow> {
    const asset = await db
      .selectFrom('upload_assets')
      .selectAll()
      .where('owner_oid', '=', user.oid)
      .where('key', '=', key)
      .executeTakeFirst()
    if (!asset) throw notFound(UPLOAD_TEXTS.notUploaded, 'UPLOAD_NOT_FOUND')
    return asset
  }

  async function setStatus(oid: string, status: AssetStatus, extra: Partial<AssetRow> = {}) {
    await db
      .updateTable('upload_assets')
      .set({ ...extra, status, updated_at: clock.now() } as never)
      .where('oid', '=', oid)
      .execute()
  }

  /** The parts of an upload the store holds, or, when it cannot tell, the ones reported. */
  async function heldParts(asset: AssetRow): Promise<StoredPart[]> {
    if (!asset.upload_id) return []
    const recorded = await db
      .selectFrom('upload_parts')
      .select(['part_number', 'etag', 'byte_size'])
      .where('upload_id', '=', asset.upload_id)
      .orderBy('part_number')
      .execute()
    if (store.kind === 'embedded') {
      return recorded.map((part) => ({
        partNumber: part.part_number,
        etag: part.etag,
        size: Number(part.byte_size),
      }))
    }
    const listed = await store.listParts(asset.store_key, asset.upload_id)
    return (
      listed ??
      recorded.map((part) => ({
        partNumber: part.part_number,
        etag: part.etag,
        size: Number(part.byte_size),
      }))
    )
  }

  async function checkImage(asset: AssetRow, size: number) {
    const rule = CONTEXT_RULES[asset.context as UploadContext]
    if (!rule.image || !isImageType(asset.filetype as FileType)) return
    const read = await store.get(asset.store_key, { start: 0, end: IMAGE_HEADER_BYTES - 1 })
    const bytes = read ? await readAll(read.body, IMAGE_HEADER_BYTES) : new Uint8Array()
    const header = readImageHeader(bytes)
    if (!header.ok) throw badRequest('IMAGE_TYPE_INVALID', 'image type invalid')
    const tooWide = header.width > rule.image.maxWidth
    const tooTall = rule.image.maxHeight !== null && header.height > rule.image.maxHeight
    if (tooWide || tooTall) {
      throw badRequest('IMAGE_SIZE_LIMIT', 'image size limit', {
        width: header.width,
        height: header.height,
        maxWidth: rule.image.maxWidth,
        maxHeight: rule.image.maxHeight,
      })
    }
    if (size > rule.maxBytes) throw sizeLimit(asset.context as UploadContext)
  }

  return {
    publicUrl,
    view,

    async requestUpload(user: SessionUser, input: UploadRequest) {
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
      if (input.context === 'thumbnail') {
        if (!input.contentOid) throw badRequest('MISSING_PARAMETERS', 'Missing required parameters')
        await requireThumbnailRights(user, input.contentOid, input.lang ?? null)
      }
      if (input.context === 'subtitle') {
        // A subtitle is one language of one content, set by that content's creator.
        if (!input.contentOid || !input.lang)
          throw badRequest('MISSING_PARAMETERS', 'Missing required parameters')
        await requireSubtitleRights(user, input.contentOid)
      }
      const storeKey = storeKeyOf(input.access, user.oid, input.key)
      let uploadId: string
      try {
        uploadId = await store.createMultipart(storeKey, MEDIA_CONTENT_TYPES[input.filetype])
      } catch (error) {
        deps.logger.error({ err: error }, 'object store refused a multipart upload')
        throw uploadError(502, 'S3_UPLOAD_ERROR', UPLOAD_TEXTS.s3)
      }
      const now = clock.now()
      const existing = await db
        .selectFrom('upload_assets')
        .selectAll()
        .where('owner_oid', '=', user.oid)
        .where('key', '=', input.key)
        .executeTakeFirst()
      const fields = {
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
      const seconds = Math.floor(UPLOAD_TIMEOUT_MS / 1000)
      const uploadUrls = await Promise.all(
        Array.from({ length: input.numParts }, (_, index) =>
          store.presignPart(storeKey, uploadId, index + 1, seconds),
        ),
      )
      const cdn = publicUrl(asset)
      return { uploadUrls, cdnUrls: cdn ? [cdn] : [], uploadId, key: input.key }
    },

    /** The asset a signed part address is for, while it is still being uploaded. */
    async uploadingAsset(storeKey: string, uploadId: string) {
      const asset = await db
        .selectFrom('upload_assets')
        .selectAll()
        .where('store_key', '=', storeKey)
        .where('upload_id', '=', uploadId)
        .executeTakeFirst()
      if (asset?.status !== 'uploading') return null
      const others = await db
        .selectFrom('upload_parts')
        .select((eb) =>
          eb.fn.coalesce(eb.fn.sum<string | number>('byte_size'), eb.lit(0)).as('total'),
        )
        .where('upload_id', '=', uploadId)
        .executeTakeFirstOrThrow()
      const rule = CONTEXT_RULES[asset.context as UploadContext]
      return { asset, rule, storedBytes: Number(others.total) }
    },

    /** A part the embedded store received (re-sent parts replace the earlier record). */
    async recordPart(asset: AssetRow, part: StoredPart) {
      await db
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
    },

    /** `multipart/url/done`: the client's hash of a part against the store's entity tag. */
    async reportPart(user: SessionUser, input: { key: string; url: string; ETag: string }) {
      const asset = await ownAsset(user, input.key)
      const { partNumber, uploadId } = partOfUrl(input.url)
      if (!uploadId || uploadId !== asset.upload_id || partNumber === null) {
        throw badRequest('PART_URL_UNKNOWN', 'The part address is not one of this upload.')
      }
      if (partNumber > asset.num_parts) {
        throw badRequest('PART_URL_UNKNOWN', 'The part address is not one of this upload.')
      }
      const reported = input.ETag.replace(/"/g, '').toLowerCase()
      const held = (await heldParts(asset)).find((part) => part.partNumber === partNumber)
      if (store.kind === 'embedded' || held) {
        if (!held) throw badRequest('PART_NOT_UPLOADED', UPLOAD_TEXTS.notUploaded, { partNumber })
        if (held.etag !== reported) {
          throw badRequest('INTEGRITY_ERROR', UPLOAD_TEXTS.integrity, { partNumber })
        }
      }
      if (!/^[0-9a-f]{32}$/.test(reported)) {
        throw badRequest('INTEGRITY_ERROR', UPLOAD_TEXTS.integrity, { partNumber })
      }
      await db
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
    },

    /**
     * Which parts the server has, for a client resuming after a dropped connection, with
     * the upload's part addresses signed afresh (a reloaded page has lost the first ones).
     */
    async uploadedParts(user: SessionUser, key: string) {
      const asset = await ownAsset(user, key)
      const uploading = asset.status === 'uploading' && asset.upload_id !== null
      const parts = uploading ? await heldParts(asset) : []
      const seconds = Math.floor(UPLOAD_TIMEOUT_MS / 1000)
      const uploadUrls = uploading
        ? await Promise.all(
            Array.from({ length: asset.num_parts }, (_, index) =>
              store.presignPart(asset.store_key, asset.upload_id as string, index + 1, seconds),
            ),
          )
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
    },

    /** `multipart/done`: joins parts 1…numParts once; a repeat answers the joined file. */
    async completeMultipart(user: SessionUser, key: string) {
      const asset = await ownAsset(user, key)
      if (asset.status === 'ready' || asset.status === 'packaging') {
        if (asset.status === 'packaging') {
          throw conflict('UPLOAD_ASSEMBLING', 'The parts are being joined; ask again shortly.')
        }
        return view(asset)
      }
      if (asset.status !== 'uploading' || !asset.upload_id) {
        throw badRequest('UPLOAD_FAILED', UPLOAD_TEXTS.failed)
      }
      const parts = await heldParts(asset)
      const byNumber = new Map(parts.map((part) => [part.partNumber, part]))
      const missing: number[] = []
      for (let number = 1; number <= asset.num_parts; number++) {
        if (!byNumber.has(number)) missing.push(number)
      }
      if (missing.length > 0) {
        throw badRequest('PARTS_MISSING', UPLOAD_TEXTS.notUploaded, {
          missing: missing.slice(0, 100),
        })
      }
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
        .where('upload_id', '=', asset.upload_id)
        .returningAll()
        .executeTakeFirst()
      if (!claimed) return view(await ownAsset(user, key))
      let head: { size: number; etag: string | null }
      try {
        head = await store.completeMultipart(
          asset.store_key,
          asset.upload_id,
          Array.from({ length: asset.num_parts }, (_, index) => ({
            partNumber: index + 1,
            etag: (byNumber.get(index + 1) as StoredPart).etag,
          })),
        )
      } catch (error) {
        deps.logger.error({ err: error, key: asset.store_key }, 'joining the parts failed')
        await setStatus(asset.oid, 'uploading')
        throw uploadError(
          502,
          store.kind === 's3' ? 'S3_UPLOAD_ERROR' : 'UPLOAD_FAILED',
          store.kind === 's3' ? UPLOAD_TEXTS.s3 : UPLOAD_TEXTS.failed,
        )
      }
      try {
        await checkImage(asset, head.size)
        if (head.size > rule.maxBytes) throw sizeLimit(asset.context as UploadContext)
        if (asset.context === 'subtitle') await checkSubtitle(asset, head.size)
      } catch (error) {
        await store.delete(asset.store_key)
        await setStatus(asset.oid, 'error', { upload_id: null })
        throw error
      }
      await db.deleteFrom('upload_parts').where('upload_id', '=', asset.upload_id).execute()
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
      return view(done)
    },

    /** `uploaddone`: the upload is handed over (to encoding, when the server has it). */
    async uploadDone(user: SessionUser, key: string) {
      const asset = await ownAsset(user, key)
      if (asset.status === 'uploading') throw badRequest('PARTS_MISSING', UPLOAD_TEXTS.notUploaded)
      if (asset.status !== 'ready') throw badRequest('UPLOAD_FAILED', UPLOAD_TEXTS.failed)
      const result = view(asset)
      if (deps.onUploaded)
        await deps.onUploaded(result, { ownerOid: asset.owner_oid, storeKey: asset.store_key })
      return result
    },

    async exists(user: SessionUser, key: string) {
      const asset = await db
        .selectFrom('upload_assets')
        .selectAll()
        .where('owner_oid', '=', user.oid)
        .where('key', '=', key)
        .executeTakeFirst()
      if (asset?.status !== 'ready') return { key, exists: false }
      const head = await store.head(asset.store_key)
      return { key, exists: head !== null, size: head?.size ?? null, etag: head?.etag ?? null }
    },

    /** A signed short-lived address of the caller's private (or public) asset. */
    async privateAsset(user: SessionUser, key: string, ownerOid?: string) {
      const owner = ownerOid ?? user.oid
      const asset = await db
        .selectFrom('upload_assets')
        .selectAll()
        .where('owner_oid', '=', owner)
        .where('key', '=', key)
        .executeTakeFirst()
      // Anyone not entitled gets the answer of a key nobody uploaded.
      if (asset?.status !== 'ready' || !(await mayRead(user, asset)))
        throw notFound(UPLOAD_TEXTS.imageNotFound, 'IMAGE_NOT_FOUND')
      const expiresAt = new Date(clock.now().getTime() + PRIVATE_URL_SECONDS * 1000)
      return { key, url: await store.presignGet(asset.store_key, PRIVATE_URL_SECONDS), expiresAt }
    },

    async assetStatus(user: SessionUser, contentOid: string, collectionName: string) {
      let query = db.selectFrom('upload_assets').selectAll().where('content_oid', '=', contentOid)
      if (!hasRole(user, 'admin')) query = query.where('owner_oid', '=', user.oid)
      const assets = await query.orderBy('created_at').execute()
      const states = assets.map((asset) => asset.status)
      const status: AssetState =
        states.length === 0
          ? 'click to upload'
          : states.includes('error')
            ? 'error'
            : states.includes('uploading')
              ? 'uploading'
              : states.includes('packaging')
                ? 'packaging'
                : 'ready'
      return {
        contentOid,
        collectionName,
        status,
        assets: assets.map((asset) => ({
          key: asset.key,
          context: asset.context,
          status: asset.status,
          url: publicUrl(asset),
        })),
      }
    },

    /** Every upload of a content, with signed addresses of the raw files (admins). */
    async adminRaw(contentOid: string) {
      const assets = await db
        .selectFrom('upload_assets')
        .selectAll()
        .where('content_oid', '=', contentOid)
        .orderBy('created_at')
        .execute()
      return {
        contentOid,
        assets: await Promise.all(
          assets.map(async (asset) => ({
            ...view(asset),
            ownerOid: asset.owner_oid,
            raw:
              asset.status === 'ready'
                ? await store.presignGet(asset.store_key, PRIVATE_URL_SECONDS)
                : null,
          })),
        ),
      }
    },

    async deleteFiles(user: SessionUser, fileList: string[], access?: 'public' | 'private') {
      const deleted: string[] = []
      const missing: string[] = []
      for (const key of fileList) {
        let query = db
          .selectFrom('upload_assets')
          .selectAll()
          .where('owner_oid', '=', user.oid)
          .where('key', '=', key)
        if (access) query = query.where('access', '=', access)
        const asset = await query.executeTakeFirst()
        if (!asset) {
          missing.push(key)
          continue
        }
        if (asset.upload_id) await store.abortMultipart(asset.store_key, asset.upload_id)
        await store.delete(asset.store_key)
        await db.deleteFrom('upload_assets').where('oid', '=', asset.oid).execute()
        deleted.push(key)
      }
      return { deleted, missing }
    },

    /** With no CDN in front: a purge bumps each key's cache version (its URLs change). */
    async purge(user: SessionUser, cacheKeys: string[], access: 'public' | 'private') {
      const purged = await db
        .updateTable('upload_assets')
        .set((eb) => ({ cache_version: eb('cache_version', '+', 1), updated_at: clock.now() }))
        .where('owner_oid', '=', user.oid)
        .where('access', '=', access)
        .where('key', 'in', cacheKeys)
        .returningAll()
        .execute()
      return {
        purged: purged.map((asset) => ({
          key: asset.key,
          cacheVersion: asset.cache_version,
          url: publicUrl(asset as AssetRow),
        })),
        missing: cacheKeys.filter((key) => !purged.some((asset) => asset.key === key)),
      }
    },

    /** `redivision`: moves the caller's assets between the public and private divisions. */
    async redivision(user: SessionUser, changes: { key: string; access: 'public' | 'private' }[]) {
      const assets: AssetRow[] = []
      for (const change of changes) assets.push(await ownAsset(user, change.key))
      const moved = []
      for (const [index, change] of changes.entries()) {
        const asset = assets[index] as AssetRow
        if (asset.access === change.access) {
          moved.push(view(asset))
          continue
        }
        if (asset.status !== 'ready')
          throw conflict('UPLOAD_IN_PROGRESS', 'Finish the upload before moving it.')
        const target = storeKeyOf(change.access, user.oid, asset.key)
        await store.copy(asset.store_key, target)
        const updated = (await db
          .updateTable('upload_assets')
          .set((eb) => ({
            access: change.access,
            store_key: target,
            cache_version: eb('cache_version', '+', 1),
            updated_at: clock.now(),
          }))
          .where('oid', '=', asset.oid)
          .returningAll()
          .executeTakeFirstOrThrow()) as AssetRow
        await store.delete(asset.store_key)
        moved.push(view(updated))
      }
      return { changed: moved }
    },

    /** `changeassetname`: the asset at `prefix0/prefix1/hash` is shown as `newName`. */
    async changeAssetName(
      user: SessionUser,
      input: { newName: string; prefix0: string; prefix1: string; hash: string },
    ) {
      const asset = await ownAsset(user, `${input.prefix0}/${input.prefix1}/${input.hash}`)
      const updated = (await db
        .updateTable('upload_assets')
        .set({ name: input.newName, updated_at: clock.now() })
        .where('oid', '=', asset.oid)
        .returningAll()
        .executeTakeFirstOrThrow()) as AssetRow
      return view(updated)
    },

    /** The public asset behind a public address, or null. */
    async publicAsset(
      address:
        | { kind: 'pics'; id: string }
        | { kind: 'preview'; region: string; id: string }
        | { kind: 'thumbnail'; contentOid: string; lang: string | null },
    ): Promise<AssetRow | null> {
      let query = db
        .selectFrom('upload_assets')
        .selectAll()
        .where('access', '=', 'public')
        .where('status', '=', 'ready')
      if (address.kind === 'thumbnail') {
        const rows = await query
          .where('context', '=', 'thumbnail')
          .where('content_oid', '=', address.contentOid)
          .orderBy('updated_at', 'desc')
          .execute()
        // The language's own thumbnail, else the default one.
        return (
          rows.find((row) => row.lang === address.lang) ??
          rows.find((row) => row.lang === null) ??
          null
        )
      }
      query = query.where('public_id', '=', address.id)
      if (address.kind === 'preview')
        query = query.where('context', '=', 'preview').where('region', '=', address.region)
      else query = query.where('context', '!=', 'preview')
      return (await query.executeTakeFirst()) ?? null
    },

    read(asset: AssetRow, range?: { start: number; end?: number }): Promise<ObjectRead | null> {
      return store.get(asset.store_key, range)
    },

    /** For the encoding area: an asset's status as its renditions are packaged. */
    async markStatus(ownerOid: string, key: string, status: AssetStatus) {
      await db
        .updateTable('upload_assets')
        .set({ status, updated_at: clock.now() })
        .where('owner_oid', '=', ownerOid)
        .where('key', '=', key)
        .execute()
    },

    /** For other areas (encoding): a ready asset's bytes, streamed. */
    async readOwned(ownerOid: string, key: string) {
      const asset = await db
        .selectFrom('upload_assets')
        .selectAll()
        .where('owner_oid', '=', ownerOid)
        .where('key', '=', key)
        .where('status', '=', 'ready')
        .executeTakeFirst()
      return asset ? store.get(asset.store_key) : null
    },
  }

  /**
   * A file is read by its owner and admins, and by whoever may view the content it belongs
   * to, when its owner is that content's creator (a file labelled with another creator's
   * content opens to nobody through it).
   */
  async function mayRead(user: SessionUser, asset: AssetRow): Promise<boolean> {
    if (asset.owner_oid === user.oid || hasRole(user, 'admin')) return true
    const contents = deps.contents
    if (!asset.content_oid || !contents?.mayView) return false
    if ((await contents.creatorOf(asset.content_oid)) !== asset.owner_oid) return false
    return contents.mayView(user, asset.content_oid)
  }

  /** An SRT is judged at the join, so the form says at once when a file is not one. */
  async function checkSubtitle(asset: AssetRow, size: number) {
    const read = await store.get(asset.store_key)
    const bytes = read ? await readAll(read.body, size) : new Uint8Array()
    if (!looksLikeSrt(bytes))
      throw badRequest('SUBTITLE_INVALID', 'The subtitle file has no readable SRT cues.')
  }

  async function requireSubtitleRights(user: SessionUser, contentOid: string) {
    if (hasRole(user, 'admin')) return
    const creator = deps.contents ? await deps.contents.creatorOf(contentOid) : null
    if (creator !== user.oid)
      throw forbidden('Only the content’s creator can add its subtitles.', 'NOT_CONTENT_CREATOR')
  }

  async function requireThumbnailRights(
    user: SessionUser,
    contentOid: string,
    lang: string | null,
  ) {
    if (hasRole(user, 'admin')) return
    if (deps.contents) {
      const creator = await deps.contents.creatorOf(contentOid)
      if (creator !== user.oid)
        throw forbidden(
          'Only the content’s creator can change its thumbnail.',
          'NOT_CONTENT_CREATOR',
        )
      return
    }
    // Without the content area's answer, the first creator to set a content's thumbnail holds it.
    const held = await db
      .selectFrom('upload_assets')
      .select('owner_oid')
      .where('context', '=', 'thumbnail')
      .where('content_oid', '=', contentOid)
      .where('owner_oid', '!=', user.oid)
      .executeTakeFirst()
    if (held)
      throw forbidden('Only the content’s creator can change its thumbnail.', 'NOT_CONTENT_CREATOR')
    void lang
  }
}

function sizeLimit(context: UploadContext): AppError {
  if (context === 'profile') {
    return uploadError(413, 'IMAGE_SIZE_LIMIT', 'A profile image must be under 300 KB.')
  }
  if (CONTEXT_RULES[context].image) return uploadError(413, 'IMAGE_SIZE_LIMIT', 'image size limit')
  if (context === 'subtitle')
    return uploadError(413, 'SUBTITLE_TOO_LARGE', 'A subtitle file can be at most 2 MB.')
  return uploadError(413, 'UPLOAD_TOO_LARGE', 'A content file can be at most 20 GB.')
}

export { sizeLimit }

const SRT_TIMING = /\d{1,3}:\d{1,2}:\d{1,2}(?:[,.]\d{1,3})?\s*-->\s*\d{1,3}:\d{1,2}:\d{1,2}/

/** UTF-8 text (a byte-order mark allowed) with at least one SRT timing line. */
export function looksLikeSrt(bytes: Uint8Array): boolean {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return false
  }
  return !text.includes('\u0000') && SRT_TIMING.test(text)
}

/** The upload and part number a signed part address names (ours and S3's spell them alike). */
export function partOfUrl(url: string): { uploadId: string | null; partNumber: number | null } {
  let parsed: URL
  try {
    parsed = new URL(url, 'http://local')
  } catch {
    return { uploadId: null, partNumber: null }
  }
  const number = parsed.searchParams.get('partNumber') ?? ''
  return {
    uploadId: parsed.searchParams.get('uploadId'),
    partNumber: /^[1-9]\d{0,4}$/.test(number) ? Number(number) : null,
  }
}

async function readAll(body: Readable, max: number): Promise<Uint8Array> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of body) {
    chunks.push(chunk as Buffer)
    size += (chunk as Buffer).length
    if (size >= max) break
  }
  body.destroy()
  return new Uint8Array(Buffer.concat(chunks).subarray(0, max))
}

export type UploadsService = ReturnType<typeof createUploadsService>
export type AssetView = ReturnType<UploadsService['view']>
export { MAX_PART_BYTES }
