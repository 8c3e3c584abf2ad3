/**
 * The admin's server cache over HTTP: a public file purged by its address whoever owns it
 * (its version and tag change, one audit entry), unknown addresses reported missing; the
 * site's cache version raised and carried by every public file's tag; users' browsers keep
 * public files 20 minutes; admins only (an owner's own-key purge is unchanged).
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { newObjectId } from '../../platform/db'
import { parsePublicAddress } from '../../platform/uploads/cache-admin'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer } from '../support/test-server'

const PUBLIC_ID = 'a1'.repeat(16)

describeOnEngine('admin server cache', (engine) => {
  let world: MatrixWorld
  const admin = () => world.users.admin.token
  const address = `/api/upload/pics/${PUBLIC_ID}`

  beforeAll(async () => {
    world = await createMatrixWorld(await startTestServer({ engine }))
    await world.server.context.database.db
      .insertInto('upload_assets')
      .values({
        oid: newObjectId(),
        owner_oid: world.users.creator.oid,
        key: 'covers/one.png',
        store_key: `public/${world.users.creator.oid}/covers/one.png`,
        access: 'public',
        context: 'pics',
        filetype: 'png',
        public_id: PUBLIC_ID,
        status: 'ready',
        num_parts: 1,
        etag: 'etag-one',
      } as never)
      .execute()
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
  })

  const purge = (cacheKeys: string[], token = admin()) =>
    world.server.api('/upload/purgePublicCDN', { token, body: { cacheKeys } })
  const entries = async (action: string) =>
    (
      await world.server.api('/admin/audit-log', { token: admin(), query: { q: action } })
    ).json.entries.filter((entry: { action: string }) => entry.action === action)

  it('purges a public file by address, whoever owns it, written once to the log', async () => {
    const answer = await purge([address, `/api/upload/pics/${'b2'.repeat(16)}`])
    expect(answer.status, answer.text).toBe(200)
    expect(answer.json).toEqual({
      purged: [
        {
          address,
          ownerOid: world.users.creator.oid,
          cacheVersionBefore: 0,
          cacheVersion: 1,
          url: `${address}?v=1`,
        },
      ],
      missing: [`/api/upload/pics/${'b2'.repeat(16)}`],
    })
    const logged = await entries('cache.purge')
    expect(logged).toHaveLength(1)
    expect(logged[0]).toMatchObject({
      before: [{ address, cacheVersion: 0 }],
      after: [{ address, cacheVersion: 1 }],
    })
    // Nothing found: nothing changed, nothing logged.
    expect((await purge([`/api/upload/pics/${'c3'.repeat(16)}`])).json.purged).toEqual([])
    expect(await entries('cache.purge')).toHaveLength(1)
  })

  it('raises the site cache version, logged with before and after', async () => {
    const before = await world.server.api('/upload/admin/cache', { token: admin() })
    expect(before.json).toEqual({
      site: { version: 0, bumpedAt: null, bumpedBy: null },
      userCacheSeconds: 1200,
    })
    const raised = await world.server.api('/upload/admin/cache-version', {
      token: admin(),
      body: {},
    })
    expect(raised.json.site).toMatchObject({ version: 1, bumpedBy: world.users.admin.oid })
    const again = await world.server.api('/upload/admin/cache-version', {
      token: admin(),
      body: {},
    })
    expect(again.json.site.version).toBe(2)
    const logged = await entries('cache.version')
    expect(logged.map((entry: { after: { version: number } }) => entry.after.version)).toEqual([
      2, 1,
    ])
  })

  it('refuses a plain user and a creator; an address is not a user’s key', async () => {
    for (const token of [world.users.userA.token, world.users.creator.token]) {
      expect((await world.server.api('/upload/admin/cache', { token })).status).toBe(403)
      expect(
        (await world.server.api('/upload/admin/cache-version', { token, body: {} })).status,
      ).toBe(403)
      expect((await purge([address], token)).status).toBe(400)
    }
    expect((await purge(Array.from({ length: 101 }, () => address))).status).toBe(400)
  })

  it('reads public addresses and nothing else', () => {
    expect(parsePublicAddress(`${address}?v=3`)).toEqual({ kind: 'pics', id: PUBLIC_ID })
    expect(parsePublicAddress(`/api/upload/thumbnail/${'d'.repeat(24)}_ko`)).toEqual({
      kind: 'thumbnail',
      contentOid: 'd'.repeat(24),
      lang: 'ko',
    })
    expect(parsePublicAddress(`/api/upload/preview/xx/${PUBLIC_ID}`)).toBeNull()
    expect(parsePublicAddress(`pics/${PUBLIC_ID}`)).toBeNull()
  })
})
