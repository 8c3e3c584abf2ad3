/** The spec's asset calls: existence, signed and admin addresses, deletes, purges, moves, names. */

import type { Context } from 'hono'
import { Hono } from 'hono'
import { z } from 'zod'
import {
  type AppEnv,
  hasRole,
  noteAdminChange,
  objectIdField,
  readBody,
  readQuery,
  requireAdmin,
  requireUser,
} from '../../http'
import { ADDRESS_PREFIX, USER_CACHE_SECONDS } from '../cache-admin'
import type { UploadsService } from '../service'
import { accessField, keyBody, keyField } from './fields'

const adminPurgeBody = z.object({
  cacheKeys: z
    .array(z.string().max(300, 'An address has at most 300 characters.'))
    .min(1, 'Name at least one address.')
    .max(100, 'At most 100 addresses at once.'),
})

async function adminPurgeAnswer(c: Context<AppEnv>, service: UploadsService, addresses: string[]) {
  const answer = await service.adminPurge(addresses)
  noteAdminChange(c, {
    action: 'cache.purge',
    before: answer.purged.map((row) => ({
      address: row.address,
      cacheVersion: row.cacheVersionBefore,
    })),
    after: answer.purged.map((row) => ({ address: row.address, cacheVersion: row.cacheVersion })),
    unchanged: answer.purged.length === 0,
  })
  return answer
}

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
      // An admin may name public files by their address (docs/admin/machinery.md).
      if (access === 'public' && hasRole(user, 'admin')) {
        const { cacheKeys } = readBody(c, adminPurgeBody)
        if (cacheKeys.every((key) => key.startsWith(ADDRESS_PREFIX))) {
          return c.json(await adminPurgeAnswer(c, service, cacheKeys))
        }
      }
      const { cacheKeys } = readBody(c, z.object({ cacheKeys: z.array(keyField).min(1).max(1000) }))
      return c.json(await service.purge(user, cacheKeys, access))
    })
  }

  routes.get('/admin/cache', async (c) => {
    requireAdmin(c)
    c.header('Cache-Control', 'private, no-store')
    return c.json({
      site: await service.siteCacheVersion(),
      userCacheSeconds: USER_CACHE_SECONDS,
    })
  })

  routes.post('/admin/cache-version', async (c) => {
    const admin = requireAdmin(c)
    const before = await service.siteCacheVersion()
    const after = await service.bumpSiteCacheVersion(admin.oid)
    noteAdminChange(c, {
      action: 'cache.version',
      target: { kind: 'site-cache', oid: 'public' },
      before: { version: before.version },
      after: { version: after.version },
    })
    return c.json({ site: after, userCacheSeconds: USER_CACHE_SECONDS })
  })

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
