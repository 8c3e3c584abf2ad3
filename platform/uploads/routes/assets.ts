/** The spec's asset calls: existence, signed and admin addresses, deletes, purges, moves, names. */
import { Hono } from 'hono'
import { z } from 'zod'
import {
  type AppEnv,
  objectIdField,
  readBody,
  readQuery,
  requireAdmin,
  requireUser,
} from '../../http'
import type { UploadsService } from '../service'
import { accessField, keyBody, keyField } from './fields'

export function assetRoutes(service: UploadsService): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

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

  return routes
}
