/**
 * The upload and asset service under `/api/upload`: the spec's calls (document 3), the
 * embedded store's signed part and object addresses, and the public reads
 * (`thumbnail/{contentOid}`, `preview/{region}/{hash}`, `pics/{key}`).
 */
import { Readable } from 'node:stream'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { z } from 'zod'
import { sniffImageType } from '../assets'
import type { Clock } from '../http'
import {
  type AppEnv,
  AppError,
  badRequest,
  notFound,
  objectIdField,
  queryInteger,
  readBody,
  readQuery,
  requireAdmin,
  requireUser,
} from '../http'
import { DigestMismatch, type EmbeddedStore, ObjectTooLarge } from './embedded-store'
import type { ObjectRead } from './object-store'
import {
  FILE_TYPES,
  type FileType,
  IMAGE_TYPES,
  isImageType,
  KEY_MAX,
  KEY_PATTERN,
  LANGUAGES,
  MAX_PART_BYTES,
  MAX_PARTS,
  MEDIA_CONTENT_TYPES,
  PREVIEW_REGIONS,
  SUBTITLE_TYPES,
  UPLOAD_CONTEXTS,
  UPLOAD_TEXTS,
} from './rules'
import { sizeLimit, type UploadsService } from './service'
import type { Signer } from './signer'

const keyField = z
  .string()
  .max(KEY_MAX, `A key has at most ${KEY_MAX} characters.`)
  .regex(KEY_PATTERN, 'A key is path segments of letters, digits, ".", "_" and "-".')
const accessField = z.enum(['public', 'private'], 'access is public or private')

const uploadUrlQuery = z.object({
  key: keyField,
  filetype: z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(
      z.enum(
        [...new Set([...FILE_TYPES, ...IMAGE_TYPES, ...SUBTITLE_TYPES])] as [
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

const partQuery = z.object({
  key: z.string().max(1024),
  uploadId: z.string().max(1024),
  partNumber: queryInteger(z.number().int().min(1).max(MAX_PARTS)),
  expires: queryInteger(z.number().int().min(0)),
  signature: z.string().max(128),
})
const objectQuery = z.object({
  key: z.string().max(1024),
  expires: queryInteger(z.number().int().min(0)),
  signature: z.string().max(128),
})
const keyBody = z.object({ key: keyField })
const dateKey = z.object({
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

const PUBLIC_MAX_AGE = 3600

export function uploadRoutes(deps: {
  service: UploadsService
  embedded: EmbeddedStore | null
  signer: Signer
  clock: Clock
}): Hono<AppEnv> {
  const { service, embedded, signer, clock } = deps
  const routes = new Hono<AppEnv>()
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000)

  routes.get('/url', async (c) => {
    const user = requireUser(c)
    const query = readQuery(c, uploadUrlQuery)
    return c.json(await service.requestUpload(user, query))
  })

  // The embedded store's part address: the signature is the authorization.
  routes.put('/part', async (c) => {
    if (!embedded) throw notFound('Not found', 'ROUTE_NOT_FOUND')
    const query = readQuery(c, partQuery)
    const signed = {
      method: 'PUT' as const,
      key: query.key,
      uploadId: query.uploadId,
      partNumber: query.partNumber,
      expires: query.expires,
    }
    if (!signer.verify(signed, query.signature, nowSeconds())) {
      throw new AppError({
        status: 403,
        code: 'SIGNATURE_INVALID',
        message: 'The upload address is invalid or has expired.',
      })
    }
    const target = await service.uploadingAsset(query.key, query.uploadId)
    if (!target) throw notFound(UPLOAD_TEXTS.failed, 'UPLOAD_NOT_OPEN')
    const declared = Number(c.req.header('content-length') ?? Number.NaN)
    const remaining = target.rule.maxBytes - target.storedBytes
    const maxBytes = Math.min(MAX_PART_BYTES, remaining)
    if (Number.isFinite(declared) && declared > maxBytes)
      throw sizeLimit(target.asset.context as never)
    let part: Awaited<ReturnType<EmbeddedStore['receivePart']>>
    try {
      part = await embedded.receivePart(
        query.key,
        query.uploadId,
        query.partNumber,
        requestBody(c),
        {
          maxBytes,
          contentMd5: c.req.header('content-md5'),
        },
      )
    } catch (error) {
      if (error instanceof ObjectTooLarge) throw sizeLimit(target.asset.context as never)
      if (error instanceof DigestMismatch)
        throw badRequest('INTEGRITY_ERROR', UPLOAD_TEXTS.integrity)
      throw new AppError({
        status: 400,
        code: 'PART_NOT_RECEIVED',
        message: UPLOAD_TEXTS.notUploaded,
        cause: error,
      })
    }
    if (!part) throw notFound(UPLOAD_TEXTS.failed, 'UPLOAD_NOT_OPEN')
    await service.recordPart(target.asset, part)
    c.header('ETag', `"${part.etag}"`)
    c.header('Access-Control-Expose-Headers', 'ETag')
    return c.body(null, 200)
  })

  // The embedded store's signed read address (private assets, admins' raw files).
  routes.get('/object', async (c) => {
    if (!embedded) throw notFound('Not found', 'ROUTE_NOT_FOUND')
    const query = readQuery(c, objectQuery)
    const signed = { method: 'GET' as const, key: query.key, expires: query.expires }
    if (!signer.verify(signed, query.signature, nowSeconds())) {
      throw new AppError({
        status: 403,
        code: 'SIGNATURE_INVALID',
        message: 'The address is invalid or has expired.',
      })
    }
    const head = await embedded.head(query.key)
    if (!head) throw notFound(UPLOAD_TEXTS.imageNotFound, 'IMAGE_NOT_FOUND')
    return sendObject(c, (range) => embedded.get(query.key, range), {
      contentType: 'application/octet-stream',
      cacheControl: 'private, no-store',
      etag: head.etag,
      imageOnly: false,
      disposition: 'attachment',
    })
  })

  routes.post('/multipart/url/done', async (c) => {
    const user = requireUser(c)
    const body = readBody(
      c,
      z.object({ key: keyField, url: z.string().max(4096), ETag: z.string().max(80) }),
    )
    return c.json(await service.reportPart(user, body))
  })

  // Not in the spec: which parts the server holds, so a dropped upload resumes (docs/UPLOADS.md).
  routes.get('/multipart/parts', async (c) => {
    const user = requireUser(c)
    const { key } = readQuery(c, keyBody)
    return c.json(await service.uploadedParts(user, key))
  })

  routes.post('/multipart/done', async (c) => {
    const user = requireUser(c)
    const { key } = readBody(c, keyBody)
    return c.json(await service.completeMultipart(user, key))
  })

  routes.post('/uploaddone', async (c) => {
    const user = requireUser(c)
    const { key } = readBody(c, keyBody)
    return c.json(await service.uploadDone(user, key))
  })

  routes.get('/exists', async (c) => {
    const user = requireUser(c)
    const { key } = readQuery(c, keyBody)
    return c.json(await service.exists(user, key))
  })

  routes.get('/privateasset', async (c) => {
    const user = requireUser(c)
    const { key, ownerOid } = readQuery(
      c,
      z.object({ key: keyField, ownerOid: objectIdField().optional() }),
    )
    return c.json(await service.privateAsset(user, key, ownerOid))
  })

  routes.get('/assetstatus/contentoid', async (c) => {
    const user = requireUser(c)
    const query = readQuery(
      c,
      z.object({ contentOid: objectIdField(), collectionName: z.string().min(1).max(64) }),
    )
    return c.json(await service.assetStatus(user, query.contentOid, query.collectionName))
  })

  routes.get('/adminraw', async (c) => {
    requireAdmin(c)
    const { contentOid } = readQuery(c, z.object({ contentOid: objectIdField() }))
    return c.json(await service.adminRaw(contentOid))
  })

  routes.delete('/fileList', async (c) => {
    const user = requireUser(c)
    const body = readBody(
      c,
      z.object({ fileList: z.array(keyField).min(1).max(1000), access: accessField.optional() }),
    )
    return c.json(await service.deleteFiles(user, body.fileList, body.access))
  })

  for (const [path, access] of [
    ['/purgePublicCDN', 'public'],
    ['/purgePrivateCDN', 'private'],
  ] as const) {
    routes.post(path, async (c) => {
      const user = requireUser(c)
      const { cacheKeys } = readBody(c, z.object({ cacheKeys: z.array(keyField).min(1).max(1000) }))
      return c.json(await service.purge(user, cacheKeys, access))
    })
  }

  routes.post('/redivision', async (c) => {
    const user = requireUser(c)
    const { changeArray } = readBody(
      c,
      z.object({
        changeArray: z
          .array(z.object({ key: keyField, access: accessField }))
          .min(1)
          .max(100),
      }),
    )
    return c.json(await service.redivision(user, changeArray))
  })

  routes.post('/changeassetname', async (c) => {
    const user = requireUser(c)
    const segment = z.string().regex(/^[A-Za-z0-9._-]{1,128}$/, 'Expected a key segment')
    const body = readBody(
      c,
      z.object({
        newName: z.string().trim().min(1).max(200),
        prefix0: segment,
        prefix1: segment,
        hash: segment,
      }),
    )
    return c.json(await service.changeAssetName(user, body))
  })

  // Public reads: cacheable for the hour the date key names; a purge changes `v`.
  const PUBLIC_ID = /^[0-9a-f]{32}$/
  routes.get('/pics/:id', async (c) => {
    const id = c.req.param('id')
    if (!PUBLIC_ID.test(id)) throw notFound(UPLOAD_TEXTS.imageNotFound, 'IMAGE_NOT_FOUND')
    return servePublic(c, await service.publicAsset({ kind: 'pics', id }))
  })
  routes.get('/thumbnail/:address', async (c) => {
    const match = /^([0-9a-f]{24})(?:_(en|ko|jp|es))?$/.exec(c.req.param('address'))
    if (!match) throw notFound(UPLOAD_TEXTS.imageNotFound, 'IMAGE_NOT_FOUND')
    const asset = await service.publicAsset({
      kind: 'thumbnail',
      contentOid: match[1] as string,
      lang: match[2] ?? null,
    })
    return servePublic(c, asset)
  })
  routes.get('/preview/:region/:id', async (c) => {
    const region = c.req.param('region')
    const id = c.req.param('id')
    if (!(PREVIEW_REGIONS as readonly string[]).includes(region) || !PUBLIC_ID.test(id)) {
      throw notFound(UPLOAD_TEXTS.imageNotFound, 'IMAGE_NOT_FOUND')
    }
    return servePublic(c, await service.publicAsset({ kind: 'preview', region, id }))
  })

  async function servePublic(
    c: Context<AppEnv>,
    asset: Awaited<ReturnType<UploadsService['publicAsset']>>,
  ) {
    readQuery(c, dateKey)
    if (!asset) throw notFound(UPLOAD_TEXTS.imageNotFound, 'IMAGE_NOT_FOUND')
    const filetype = asset.filetype as FileType
    return sendObject(c, (range) => service.read(asset, range), {
      contentType: MEDIA_CONTENT_TYPES[filetype],
      cacheControl: `public, max-age=${PUBLIC_MAX_AGE}`,
      etag: asset.etag ? `${asset.etag}.v${asset.cache_version}` : null,
      imageOnly: isImageType(filetype),
      disposition: null,
    })
  }

  return routes
}

/** The request body as a Node stream, straight from the socket when the server gives it. */
function requestBody(c: Context<AppEnv>): Readable {
  const incoming = (c.env as { incoming?: Readable } | undefined)?.incoming
  if (incoming && !incoming.readableDidRead && typeof incoming.pipe === 'function') return incoming
  const body = c.req.raw.body
  if (!body) return Readable.from([])
  return Readable.fromWeb(body as import('node:stream/web').ReadableStream)
}

const RANGE = /^bytes=(\d*)-(\d*)$/

/**
 * Streams an object with its validators and, for `Range: bytes=a-b`, a 206. Images are
 * served only as the picture type their bytes have (PNG, JPEG, WebP, GIF), never as the
 * type stored, and never sniffed by the browser.
 */
async function sendObject(
  c: Context<AppEnv>,
  open: (range?: { start: number; end?: number }) => Promise<ObjectRead | null>,
  options: {
    contentType: string
    cacheControl: string
    etag: string | null
    imageOnly: boolean
    disposition: 'attachment' | null
  },
) {
  const etag = options.etag ? `"${options.etag}"` : null
  const headers: Record<string, string> = {
    'Cache-Control': options.cacheControl,
    'X-Content-Type-Options': 'nosniff',
    'Accept-Ranges': 'bytes',
    ...(etag ? { ETag: etag } : {}),
    ...(options.disposition ? { 'Content-Disposition': options.disposition } : {}),
  }
  const ifNoneMatch = c.req.header('if-none-match')
  if (etag && ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return c.body(null, 304, headers)
  }
  let contentType = options.contentType
  if (options.imageOnly) {
    const first = await open({ start: 0, end: 31 })
    const bytes = first ? await firstBytes(first) : new Uint8Array()
    const sniffed = sniffImageType(bytes)
    if (!sniffed) throw notFound(UPLOAD_TEXTS.imageNotFound, 'IMAGE_NOT_FOUND')
    contentType = sniffed
  }
  const rangeHeader = c.req.header('range')
  const match = rangeHeader ? RANGE.exec(rangeHeader) : null
  let read: ObjectRead | null
  if (match && (match[1] || match[2])) {
    const whole = await open({ start: 0, end: 0 })
    if (!whole) throw notFound(UPLOAD_TEXTS.imageNotFound, 'IMAGE_NOT_FOUND')
    whole.body.destroy()
    const size = whole.size
    const start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]))
    const end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1
    if (start >= size || start > end) {
      return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${size}` })
    }
    read = await open({ start, end })
    if (!read) throw notFound(UPLOAD_TEXTS.imageNotFound, 'IMAGE_NOT_FOUND')
    headers['Content-Range'] = `bytes ${start}-${end}/${size}`
    headers['Content-Length'] = String(end - start + 1)
    headers['Content-Type'] = contentType
    return c.body(Readable.toWeb(read.body) as ReadableStream, 206, headers)
  }
  read = await open()
  if (!read) throw notFound(UPLOAD_TEXTS.imageNotFound, 'IMAGE_NOT_FOUND')
  headers['Content-Length'] = String(read.length)
  headers['Content-Type'] = contentType
  return c.body(Readable.toWeb(read.body) as ReadableStream, 200, headers)
}

async function firstBytes(read: ObjectRead): Promise<Uint8Array> {
  const chunks: Buffer[] = []
  for await (const chunk of read.body) chunks.push(chunk as Buffer)
  return new Uint8Array(Buffer.concat(chunks))
}
