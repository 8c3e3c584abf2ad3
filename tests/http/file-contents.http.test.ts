/**
 * File contents over HTTP: a creator's upload (the uploads area's `file` context) posted on
 * the channel, bought once with coins (raced and retried), opened once with a file coupon,
 * downloaded only through a signed address the entitled get; another creator's changes and
 * an unentitled download refused with nothing changed; comments through the content comment
 * calls; the admins' recommendations audited. Counts are deltas: the product may be shared.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { manualClock } from '../../platform/wallet/testing'
import { grantRoles, type SignedIn, signUp } from '../support/accounts'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer } from '../support/test-server'

describeOnEngine('file contents', (engine) => {
  let world: MatrixWorld
  let creator: SignedIn
  let fan: SignedIn
  let stranger: SignedIn
  let paidFile: string
  const BYTES = new TextEncoder().encode('PK-brush-pack-bytes')
  const clock = manualClock(new Date())

  const api = (path: string, token: string | null, init: Record<string, unknown> = {}) =>
    world.server.api(`/content${path}`, { token, ...init })

  async function upload(user: SignedIn, key: string, filetype: string, bytes: Uint8Array) {
    const opened = await world.server.api('/upload/url', {
      token: user.token,
      query: { key, filetype, numParts: 1, access: 'private', context: 'file' },
    })
    expect(opened.status, opened.text).toBe(200)
    const put = await fetch(new URL(opened.json.uploadUrls[0], world.server.url), {
      method: 'PUT',
      body: new Uint8Array(bytes),
    })
    expect(put.status).toBe(200)
    const done = await world.server.api('/upload/multipart/done', {
      token: user.token,
      body: { key },
    })
    expect(done.status, done.text).toBe(200)
  }
  async function post(user: SignedIn, title: string, price: number, tiers: string[] = []) {
    const key = `files/${world.unique()}.zip`
    await upload(user, key, 'zip', BYTES)
    const written = await api('/file-content/write', user.token, {
      body: { title, uploadKey: key, fileName: `${title}.zip`, price, tiers },
    })
    expect(written.status, written.text).toBe(200)
    return written.json.file.fileOid as string
  }
  const coins = async (user: SignedIn) =>
    (await world.server.context.wallet.service.balances(user.oid)).coins
  const give = (user: SignedIn, amount: number) =>
    world.server.context.wallet.service.purchaseCoins({
      key: `files:${user.oid}:${world.unique()}`,
      userOid: user.oid,
      coins: amount,
    })
  const listed = async (viewer: SignedIn | null) =>
    (await api('/file-contents', viewer?.token ?? null, { query: { creatorOid: creator.oid } }))
      .json.files as { fileOid: string; title: string; access: string | null; pinned: boolean }[]

  beforeAll(async () => {
    world = await createMatrixWorld(await startTestServer({ engine, clock }))
    creator = world.users.creator
    fan = await signUp(world.server)
    stranger = await signUp(world.server)
    paidFile = await post(creator, 'Brushes', 10)
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
  })

  it('refuses a file kind outside the list at the upload and at the post', async () => {
    const opened = await world.server.api('/upload/url', {
      token: creator.token,
      query: {
        key: 'files/run.exe',
        filetype: 'exe',
        numParts: 1,
        access: 'private',
        context: 'file',
      },
    })
    expect(opened.status).toBe(400)
    const key = `files/${world.unique()}.zip`
    await upload(creator, key, 'zip', BYTES)
    const written = await api('/file-content/write', creator.token, {
      body: { title: 'Run', uploadKey: key, fileName: 'run.exe', price: 0 },
    })
    expect(written.status).toBe(400)
    expect(written.json.code).toBe('FILE_KIND_NOT_ALLOWED')
    // Another user's upload key names the caller's own namespace: not found.
    const theirs = await api('/file-content/write', world.users.admin.token, {
      body: { title: 'Stolen', uploadKey: key, fileName: 'stolen.zip', price: 0 },
    })
    expect(theirs.json.code).toBe('FILE_UPLOAD_MISSING')
  })

  it('gives no download address to the unentitled, and the bought file once', async () => {
    const locked = await api(`/file-content/${paidFile}/download`, fan.token)
    expect(locked.status).toBe(403)
    expect(locked.json.code).toBe('FILE_LOCKED')
    await give(fan, 25)
    const before = await coins(fan)
    const bought = await api(`/file-content/${paidFile}/purchase`, fan.token, { method: 'POST' })
    expect(bought.status, bought.text).toBe(200)
    expect(bought.json).toMatchObject({ charged: true, paidCoins: 10 })
    const retried = await api(`/file-content/${paidFile}/purchase`, fan.token, { method: 'POST' })
    expect(retried.json).toMatchObject({ charged: false })
    expect(await coins(fan)).toBe(before - 10)
    const address = await api(`/file-content/${paidFile}/download`, fan.token)
    expect(address.status).toBe(200)
    const file = await fetch(new URL(address.json.url, world.server.url))
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toContain('attachment')
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(BYTES)
    expect((await listed(fan)).find((item) => item.fileOid === paidFile)?.access).toBe('purchased')
  })

  it('refuses a forged, borrowed or expired signed address', async () => {
    const address = (await api(`/file-content/${paidFile}/download`, fan.token)).json.url as string
    const url = new URL(address, world.server.url)
    const forged = new URL(url)
    forged.searchParams.set('signature', 'A'.repeat(43))
    expect((await fetch(forged)).status).toBe(403)
    // The same signature on the stranger's path (the address names its viewer).
    const borrowed = new URL(url.href.replace(`/file/${fan.oid}`, `/file/${stranger.oid}`))
    expect((await fetch(borrowed)).status).toBe(403)
    const later = new URL(url)
    later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600))
    expect((await fetch(later)).status).toBe(403)
    expect((await fetch(url)).status).toBe(200)
    clock.advance(6 * 60 * 1000)
    expect((await fetch(url)).status).toBe(403)
  })

  it('sells 3 of 50 files raced by a user with coins for 3', async () => {
    const buyer = await signUp(world.server)
    await give(buyer, 30)
    const seller = await signUp(world.server)
    await grantRoles(world.server, world.users.admin.token, seller.oid, ['creator'])
    const key = `files/${world.unique()}.zip`
    await upload(seller, key, 'zip', BYTES)
    const maker = { oid: seller.oid, nickname: 'c', roles: ['user' as const, 'creator' as const] }
    const files: string[] = []
    for (let index = 0; index < 50; index++) {
      const file = await world.server.context.content.service.files.write(
        { ...maker, language: 'en', isAdult: false },
        { title: `Race ${index}`, uploadKey: key, fileName: 'race.zip', price: 10, tiers: [] },
      )
      files.push(file.fileOid)
    }
    const answers = await Promise.all(
      files.map((oid) => api(`/file-content/${oid}/purchase`, buyer.token, { method: 'POST' })),
    )
    expect(answers.filter((a) => a.status === 200 && a.json.charged)).toHaveLength(3)
    const refused = answers.filter((a) => a.status !== 200)
    expect(refused.map((a) => a.json.code)).toEqual(Array(47).fill('NOT_ENOUGH_COINS'))
    expect(await coins(buyer)).toBe(0)
  }, 120_000)

  it('opens a file with a file coupon once and keeps the coupon for nothing else', async () => {
    const wallet = world.server.context.wallet.service
    const item = await wallet.giveItem({
      userOid: stranger.oid,
      kind: 'file_coupon',
      source: 'test',
    })
    const unbought = await post(creator, 'Unbought', 10)
    const foreign = await api(`/file-content/${unbought}/coupon`, fan.token, {
      body: { itemOid: item },
    })
    expect(foreign.status).toBe(404)
    const opened = await api(`/file-content/${paidFile}/coupon`, stranger.token, {
      body: { itemOid: item },
    })
    expect(opened.status, opened.text).toBe(200)
    expect((await wallet.listInventory(stranger.oid)).find((row) => row.oid === item)?.used).toBe(
      true,
    )
    expect((await api(`/file-content/${paidFile}/download`, stranger.token)).status).toBe(200)
    const other = await post(creator, 'Second', 10)
    const again = await api(`/file-content/${other}/coupon`, stranger.token, {
      body: { itemOid: item },
    })
    expect(again.status).toBe(400)
    expect((await api(`/file-content/${other}/download`, stranger.token)).status).toBe(403)
  })

  it('refuses another creator’s edit, pin and delete, changing nothing', async () => {
    const intruder = world.users.admin
    const edit = await api('/file-content/edit', fan.token, {
      body: { fileOid: paidFile, title: 'Mine now', price: 0 },
    })
    expect(edit.status).toBe(403)
    const pin = await api('/file-content', fan.token, {
      body: { fileOid: paidFile, operation: 'pin' },
    })
    expect(pin.status).toBe(403)
    const removed = await api('/file-content', intruder.token, {
      method: 'DELETE',
      body: { fileOid: paidFile },
    })
    expect(removed.status).toBe(403)
    const file = (await listed(null)).find((item) => item.fileOid === paidFile)
    expect(file).toMatchObject({ title: 'Brushes', pinned: false })
    const own = await api('/file-content', creator.token, {
      body: { fileOid: paidFile, operation: 'pin' },
    })
    expect(own.json.file.pinned).toBe(true)
    expect((await listed(null))[0]?.fileOid).toBe(paidFile)
  })

  it('takes comments through the content comment calls', async () => {
    const written = await api('/comment', fan.token, {
      body: { contentOid: paidFile, commentContent: 'Great brushes' },
    })
    expect(written.status, written.text).toBe(200)
    const read = await api('/file-content/comments', null, { query: { fileOid: paidFile } })
    expect(read.status).toBe(200)
    expect(JSON.stringify(read.json.comments)).toContain('Great brushes')
  })

  it('keeps the admins’ recommendations, each change audited', async () => {
    const admin = world.users.admin
    const audits = async () =>
      Number(
        (
          await world.server.context.database.db
            .selectFrom('admin_audit_log')
            .select(({ fn }) => fn.countAll<string>().as('count'))
            .where('actor_oid', '=', admin.oid)
            .executeTakeFirstOrThrow()
        ).count,
      )
    const before = await audits()
    const added = await api('/admin/file-recommendations', admin.token, {
      body: { fileOid: paidFile },
    })
    expect(added.status, added.text).toBe(200)
    const shown = await api('/file-contents/recommended', null)
    expect(shown.json.files.map((item: { fileOid: string }) => item.fileOid)).toContain(paidFile)
    const removed = await api('/admin/file-recommendations', admin.token, {
      method: 'DELETE',
      body: { fileOid: paidFile },
    })
    expect(removed.status).toBe(200)
    expect(await audits()).toBe(before + 2)
  })
})
