/**
 * The public reads (`thumbnail/{contentOid}`, `preview/{region}/{hash}`, `pics/{key}`):
 * users' browsers keep them up to 20 minutes (the spec's rule); a purge changes `v` and
 * their tag, the site's cache version every tag.
 */
import type { Context } from 'hono'
import { Hono } from 'hono'
import { type AppEnv, notFound, readQuery } from '../../http'
import { USER_CACHE_SECONDS } from '../cache-admin'
import type { AssetRow } from '../ports'
import {
  type FileType,
  isImageType,
  MEDIA_CONTENT_TYPES,
  PREVIEW_REGIONS,
  UPLOAD_TEXTS,
} from '../rules'
import type { UploadsService } from '../service'
import { dateKey } from './fields'
import { sendObject } from './send-object'

const PUBLIC_ID = /^[0-9a-f]{32}$/

export function publicReadRoutes(service: UploadsService): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

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

  async function servePublic(c: Context<AppEnv>, asset: AssetRow | null) {
    readQuery(c, dateKey)
    if (!asset) throw notFound(UPLOAD_TEXTS.imageNotFound, 'IMAGE_NOT_FOUND')
    const filetype = asset.filetype as FileType
    // The site's cache version (an admin's bump) changes every public file's tag at once.
    const site = (await service.siteCacheVersion()).version
    return sendObject(c, (range) => service.read(asset, range), {
      contentType: MEDIA_CONTENT_TYPES[filetype],
      cacheControl: `public, max-age=${USER_CACHE_SECONDS}`,
      etag: asset.etag ? `${asset.etag}.v${asset.cache_version}${site ? `.s${site}` : ''}` : null,
      imageOnly: isImageType(filetype),
      disposition: null,
    })
  }

  return routes
}
