/**
 * The embedded store's signed addresses: a part's upload (`PUT /part`) and an object's read
 * (`GET /object`). The signature is the authorization; with S3 in front they are not found.
 */
import { Readable } from 'node:stream'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { type AppEnv, AppError, badRequest, type Clock, notFound, readQuery } from '../../http'
import { DigestMismatch, type EmbeddedStore, ObjectTooLarge } from '../embedded-store'
import { sizeLimit } from '../errors'
import { MAX_PART_BYTES, UPLOAD_TEXTS } from '../rules'
import type { UploadsService } from '../service'
import type { Signer } from '../signer'
import { objectQuery, partQuery } from './fields'
import { sendObject } from './send-object'

export function embeddedStoreRoutes(deps: {
  service: UploadsService
  embedded: EmbeddedStore | null
  signer: Signer
  clock: Clock
}): Hono<AppEnv> {
  const { service, embedded, signer, clock } = deps
  const routes = new Hono<AppEnv>()
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000)

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

  // Private assets and admins' raw files.
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
