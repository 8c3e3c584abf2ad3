import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../../db/testing'
import type { SessionUser } from '../../http'
import { createWalletService, type WalletService } from '../../wallet/service'
import { expectLedgerInvariants, manualClock } from '../../wallet/testing'
import { NOTHING_HIDDEN } from '../hidden'
import { insertUser } from '../purchases/testing'
import { createFilesService, type FilesService } from './service'
import { insertFileContent, memoryMedia } from './testing'

const person = (oid: string, roles: SessionUser['roles'] = ['user']): SessionUser => ({
  oid,
  nickname: 'Someone',
  roles,
  language: 'en',
  isAdult: false,
})

describeEachEngine('file contents', (engine) => {
  let database: TestDatabase
  let wallet: WalletService
  let service: FilesService
  const clock = manualClock()
  const objects = new Map<string, Buffer>()
  const subscribers = new Set<string>()
  let creator: SessionUser

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    const { db } = database
    wallet = createWalletService({ db, clock })
    service = createFilesService({
      db,
      clock,
      media: memoryMedia(objects),
      wallet,
      files: { coupons: { redeem: (input, alongside) => wallet.useItem(input, alongside) } },
      hidden: { hiddenFor: async () => NOTHING_HIDDEN },
      entitlements: {
        find: async (userOid, contents) =>
          contents.map(() => (subscribers.has(userOid) ? 'subscriber' : null)),
      },
    })
    creator = person(await insertUser(db, { roles: ['user', 'creator'] }), ['user', 'creator'])
  })
  afterAll(async () => {
    await database?.close()
  })

  async function fan(coins = 0) {
    const oid = await insertUser(database.db)
    if (coins > 0) await wallet.purchaseCoins({ key: `coins-${oid}`, userOid: oid, coins })
    return person(oid)
  }
  const file = (seed: { price?: number; tiers?: string[]; title?: string } = {}) =>
    insertFileContent(database.db, { creatorOid: creator.oid, ...seed })
  const coins = async (userOid: string) => (await wallet.balances(userOid)).coins

  it('posts an upload from the creator’s own namespace with its size and kind', async () => {
    objects.set(`private/${creator.oid}/files/pack.zip`, Buffer.from('hello'))
    const posted = await service.write(creator, {
      title: 'Pack',
      description: 'Brushes',
      uploadKey: 'files/pack.zip',
      fileName: '브러시 팩.zip',
      price: 5,
      tiers: [],
    })
    expect(posted).toMatchObject({ kind: 'zip', byteSize: 5, price: 5, access: 'owner' })
    await expect(
      service.write(creator, {
        title: 'X',
        uploadKey: 'files/none.zip',
        fileName: 'x.zip',
        price: 0,
        tiers: [],
      }),
    ).rejects.toMatchObject({ code: 'FILE_UPLOAD_MISSING' })
    await expect(
      service.write(creator, {
        title: 'X',
        uploadKey: 'files/pack.zip',
        fileName: 'x.exe',
        price: 0,
        tiers: [],
      }),
    ).rejects.toMatchObject({ code: 'FILE_KIND_NOT_ALLOWED' })
    const viewer = await fan()
    await expect(
      service.write(viewer, {
        title: 'X',
        uploadKey: 'a.zip',
        fileName: 'a.zip',
        price: 0,
        tiers: [],
      }),
    ).rejects.toMatchObject({ code: 'CREATORS_ONLY' })
  })

  it('lists pinned files first and refuses another creator’s changes, changing nothing', async () => {
    const other = person(await insertUser(database.db, { roles: ['user', 'creator'] }), [
      'user',
      'creator',
    ])
    const first = await insertFileContent(database.db, { creatorOid: other.oid, title: 'First' })
    const second = await insertFileContent(database.db, { creatorOid: other.oid, title: 'Second' })
    await service.pin(other, { fileOid: first, operation: 'pin' })
    const listed = await service.list(null, { creatorOid: other.oid })
    expect(listed.files.map((item) => item.fileOid)).toEqual([first, second])
    expect(listed.files[0]?.pinned).toBe(true)
    const edit = { fileOid: second, title: 'Taken', price: 1, tiers: [] }
    await expect(service.edit(creator, edit)).rejects.toMatchObject({
      code: 'FILE_CONTENT_NOT_YOURS',
    })
    await expect(service.remove(creator, second)).rejects.toMatchObject({
      code: 'FILE_CONTENT_NOT_YOURS',
    })
    await expect(service.pin(creator, { fileOid: second, operation: 'pin' })).rejects.toMatchObject(
      {
        code: 'FILE_CONTENT_NOT_YOURS',
      },
    )
    const after = await service.list(null, { creatorOid: other.oid })
    expect(after.files.find((item) => item.fileOid === second)).toMatchObject({
      title: 'Second',
      pinned: false,
    })
  })

  it('pages a channel: every pinned file and 20 others first, then the rest', async () => {
    const big = person(await insertUser(database.db, { roles: ['user', 'creator'] }), [
      'user',
      'creator',
    ])
    const oids: string[] = []
    for (let index = 0; index < 25; index++) {
      oids.push(await insertFileContent(database.db, { creatorOid: big.oid }))
    }
    await service.pin(big, { fileOid: oids[0] as string, operation: 'pin' })
    const first = await service.list(null, { creatorOid: big.oid })
    expect(first.files).toHaveLength(21)
    expect(first.files[0]?.fileOid).toBe(oids[0])
    expect(first.next).not.toBeNull()
    const rest = await service.list(null, { creatorOid: big.oid, before: first.next as string })
    expect(rest.files).toHaveLength(4)
    expect(rest.next).toBeNull()
    const seen = [...first.files, ...rest.files].map((file) => file.fileOid)
    expect(new Set(seen).size).toBe(25)
  })

  it('refuses a sixth pin', async () => {
    const pinner = person(await insertUser(database.db, { roles: ['user', 'creator'] }), [
      'user',
      'creator',
    ])
    const oids = []
    for (let index = 0; index < 6; index++) {
      oids.push(await insertFileContent(database.db, { creatorOid: pinner.oid }))
    }
    for (const oid of oids.slice(0, 5))
      await service.pin(pinner, { fileOid: oid, operation: 'pin' })
    await expect(
      service.pin(pinner, { fileOid: oids[5] as string, operation: 'pin' }),
    ).rejects.toMatchObject({ code: 'FILE_PIN_LIMIT' })
  })

  it('gives a download address to the entitled only: free, bought, subscribed', async () => {
    const free = await file()
    const paid = await file({ price: 10 })
    const tiered = await file({ tiers: ['gold'] })
    const viewer = await fan()
    expect((await service.download(viewer, free)).url).toContain(`/file-content/${free}/file/`)
    await expect(service.download(viewer, paid)).rejects.toMatchObject({ code: 'FILE_LOCKED' })
    await expect(service.download(viewer, tiered)).rejects.toMatchObject({ code: 'FILE_LOCKED' })
    subscribers.add(viewer.oid)
    expect((await service.download(viewer, tiered)).url).toBeTruthy()
    // A subscription to a tier does not open a paid file that names no tier.
    await expect(service.download(viewer, paid)).rejects.toMatchObject({ code: 'FILE_LOCKED' })
    subscribers.delete(viewer.oid)
  })

  it('refuses a forged or expired signature', async () => {
    const free = await file()
    objects.set(`private/${creator.oid}/files/${free}.zip`, Buffer.from('abc'))
    const viewer = await fan()
    const { url } = await service.download(viewer, free)
    const params = new URL(url, 'http://x').searchParams
    const expires = Number(params.get('expires'))
    const signature = params.get('signature') as string
    const opened = await service.openSigned({
      fileOid: free,
      userOid: viewer.oid,
      expires,
      signature,
    })
    expect(opened.object.size).toBe(3)
    opened.object.body.destroy()
    const other = await fan()
    await expect(
      service.openSigned({ fileOid: free, userOid: other.oid, expires, signature }),
    ).rejects.toMatchObject({ code: 'SIGNATURE_INVALID' })
    await expect(
      service.openSigned({ fileOid: free, userOid: viewer.oid, expires: expires + 60, signature }),
    ).rejects.toMatchObject({ code: 'SIGNATURE_INVALID' })
    clock.advance(6 * 60 * 1000)
    await expect(
      service.openSigned({ fileOid: free, userOid: viewer.oid, expires, signature }),
    ).rejects.toMatchObject({ code: 'SIGNATURE_INVALID' })
  })

  it('sells a file once: a retry charges nothing, 50 parallel buys with coins for 3 open 3', async () => {
    const paid = await file({ price: 10 })
    const buyer = await fan(25)
    expect(await service.buy(buyer, paid)).toMatchObject({ charged: true, paidCoins: 10 })
    expect(await service.buy(buyer, paid)).toMatchObject({ charged: false })
    expect(await coins(buyer.oid)).toBe(15)
    const crowd = await fan(30)
    const files = await Promise.all(Array.from({ length: 50 }, () => file({ price: 10 })))
    const results = await Promise.allSettled(files.map((oid) => service.buy(crowd, oid)))
    const bought = results.filter((r) => r.status === 'fulfilled' && r.value.charged)
    expect(bought).toHaveLength(3)
    const refused = results.filter((r) => r.status === 'rejected')
    expect(refused).toHaveLength(47)
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'NOT_ENOUGH_COINS' })
    expect(await coins(crowd.oid)).toBe(0)
    const same = await fan(30)
    const one = await file({ price: 10 })
    const twice = await Promise.all(
      Array.from({ length: 20 }, () => service.buy(same, one).catch((e) => e)),
    )
    expect(twice.filter((r) => r.charged === true)).toHaveLength(1)
    expect(await coins(same.oid)).toBe(20)
    await expectLedgerInvariants({ database })
  })

  it('opens a file with a file coupon once, the item used in the same transaction', async () => {
    const paid = await file({ price: 10 })
    const user = await fan()
    const item = await wallet.giveItem({ userOid: user.oid, kind: 'file_coupon', source: 'test' })
    const box = await wallet.giveItem({ userOid: user.oid, kind: 'video_coupon', source: 'test' })
    await expect(
      service.openWithCoupon(user, { fileOid: paid, itemOid: box }),
    ).rejects.toMatchObject({
      code: 'NOT_A_FILE_COUPON',
    })
    expect((await wallet.listInventory(user.oid)).find((row) => row.oid === box)?.used).toBe(false)
    const tries = await Promise.all(
      Array.from({ length: 10 }, () =>
        service.openWithCoupon(user, { fileOid: paid, itemOid: item }).catch((error) => error),
      ),
    )
    expect(tries.filter((t) => t.opened === true).length).toBeGreaterThanOrEqual(1)
    expect((await service.download(user, paid)).url).toBeTruthy()
    expect((await wallet.listInventory(user.oid)).find((row) => row.oid === item)?.used).toBe(true)
    const another = await file({ price: 10 })
    await expect(
      service.openWithCoupon(user, { fileOid: another, itemOid: item }),
    ).rejects.toMatchObject({
      code: 'ITEM_ALREADY_USED',
    })
    await expect(service.download(user, another)).rejects.toMatchObject({ code: 'FILE_LOCKED' })
    // Another user's coupon is not found, and stays unused.
    const stranger = await fan()
    const theirs = await wallet.giveItem({
      userOid: stranger.oid,
      kind: 'file_coupon',
      source: 'test',
    })
    await expect(
      service.openWithCoupon(user, { fileOid: another, itemOid: theirs }),
    ).rejects.toMatchObject({
      code: 'ITEM_NOT_FOUND',
    })
    expect((await wallet.listInventory(stranger.oid))[0]?.used).toBe(false)
  })

  it('keeps a coupon meant for another file unused', async () => {
    const target = await file({ price: 10 })
    const elsewhere = await file({ price: 10 })
    const user = await fan()
    const item = await wallet.giveItem({
      userOid: user.oid,
      kind: 'file_coupon',
      source: 'test',
      details: { fileOid: target },
    })
    await expect(
      service.openWithCoupon(user, { fileOid: elsewhere, itemOid: item }),
    ).rejects.toMatchObject({
      code: 'FILE_COUPON_NOT_FOR_FILE',
    })
    expect((await wallet.listInventory(user.oid))[0]?.used).toBe(false)
    expect(await service.openWithCoupon(user, { fileOid: target, itemOid: item })).toMatchObject({
      opened: true,
    })
  })

  it('keeps the admins’ recommendations in order', async () => {
    const admin = await fan()
    const [a, b, c] = [await file({ title: 'Alpha' }), await file({ title: 'Beta' }), await file()]
    await service.recommend(admin, a)
    await service.recommend(admin, b)
    await expect(service.recommend(admin, a)).rejects.toMatchObject({
      code: 'FILE_ALREADY_RECOMMENDED',
    })
    let list = await service.orderRecommendations([b, a])
    expect(list.map((item) => item.fileOid)).toEqual([b, a])
    await expect(service.orderRecommendations([a, c])).rejects.toMatchObject({
      code: 'FILE_RECOMMEND_ORDER_MISMATCH',
    })
    list = await service.unrecommend(b)
    expect(list.map((item) => item.fileOid)).toEqual([a])
    expect((await service.recommended(null)).map((item) => item.fileOid)).toEqual([a])
    await service.remove(creator, a)
    expect(await service.recommended(null)).toEqual([])
  })
})
