import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachEngine } from '../db/testing'
import { DIRECT_CHAT_TEXTS as TEXTS } from './contract'
import { type DirectChatFixture, openDirectChatFixture } from './testing'

describeEachEngine('direct chat store', (engine) => {
  let fx: DirectChatFixture
  beforeAll(async () => {
    fx = await openDirectChatFixture(engine)
  })
  afterAll(async () => {
    await fx?.close()
  })

  const send = (
    user: { oid: string } & Parameters<DirectChatFixture['service']['send']>[0],
    roomId: string,
    text: string,
    id = `c-${Math.random().toString(36).slice(2)}`,
  ) => fx.service.send(user, roomId, { text, clientMessageId: id })

  it('makes one 1:1 room per pair, greets with the auto message, counts unread and pages history', async () => {
    const creator = fx.user({ creator: true })
    const fan = fx.user({ nickname: 'Mina' })
    await fx.service.saveSettings(creator, {
      whoMayMessage: 'anyone',
      coinsPerMessage: 0,
      tierHashes: [],
      imageReception: 'anyone',
      autoMessage: 'Hi {nickname}, thanks for writing!',
    })
    const first = await fx.service.createRoom(fan, { partnerOids: [creator.oid], title: '' })
    const again = await fx.service.createRoom(creator, { partnerOids: [fan.oid], title: '' })
    expect(first.created).toBe(true)
    expect(again).toMatchObject({ created: false, room: { roomId: first.room.roomId } })
    const roomId = first.room.roomId
    for (let n = 1; n <= 5; n++) await send(creator, roomId, `hello ${n}`)
    const [mine] = await fx.service.myRooms(fan, { limit: 10 })
    expect(mine).toMatchObject({ roomId, unread: 6, memberCount: 2 })
    expect(mine?.partners.map((p) => p.userOid)).toEqual([creator.oid])

    const page = await fx.service.history(fan, roomId, { limit: 4 })
    expect(page.messages.map((m) => m.text)).toEqual(['hello 2', 'hello 3', 'hello 4', 'hello 5'])
    const older = await fx.service.history(fan, roomId, { before: page.nextBefore ?? '', limit: 4 })
    expect(older.messages.map((m) => m.text)).toEqual(['Hi Mina, thanks for writing!', 'hello 1'])
    expect(older.nextBefore).toBeNull()

    const read = await fx.service.markRead(fan, roomId, page.messages[1]?.messageId ?? '')
    expect(read.checkPoint.unread).toBe(2)
    const resume = await fx.service.history(fan, roomId, {
      after: read.checkPoint.lastReadId,
      limit: 10,
    })
    expect(resume.messages.map((m) => m.text)).toEqual(['hello 4', 'hello 5'])
    await fx.service.markRead(fan, roomId, '999999999')
    expect((await fx.service.checkPoints(fan)).unread).toBe(0)
  })

  it('refuses a non-member reading or writing a room', async () => {
    const [a, b, stranger] = [fx.user(), fx.user(), fx.user()]
    const { room } = await fx.service.createRoom(a, { partnerOids: [b.oid], title: '' })
    const notMember = { status: 403, code: 'DIRECT_CHAT_NOT_MEMBER', message: TEXTS.unableToJoin }
    await expect(fx.service.history(stranger, room.roomId, { limit: 10 })).rejects.toMatchObject(
      notMember,
    )
    await expect(fx.service.openRoom(stranger, room.roomId)).rejects.toMatchObject(notMember)
    await expect(send(stranger, room.roomId, 'let me in')).rejects.toMatchObject(notMember)
    // A missing room answers the same: a room's existence is its members' to know.
    await expect(fx.service.history(stranger, 'f'.repeat(24), { limit: 10 })).rejects.toMatchObject(
      notMember,
    )
    await expect(fx.service.globalRoom(stranger, room.roomId)).rejects.toMatchObject({
      status: 404,
    })
    await expect(fx.service.joinGlobal(stranger, room.roomId)).rejects.toMatchObject({
      status: 404,
    })
    await fx.service.leaveRoom(b, room.roomId)
    await expect(fx.service.history(b, room.roomId, { limit: 10 })).rejects.toMatchObject(notMember)
    await expect(send(a, room.roomId, 'anyone?')).rejects.toMatchObject({
      message: TEXTS.unableToSend,
    })
  })

  it("binds everyone to the creator's settings: tiers, prices and blocks", async () => {
    const creator = fx.user({ creator: true })
    const [subscriber, other] = [fx.user(), fx.user()]
    fx.setTiers(creator.oid, ['gold', 'silver'])
    fx.subscribe(creator.oid, subscriber.oid, 'gold')
    const base = { coinsPerMessage: 0, imageReception: 'anyone' as const, autoMessage: '' }
    await expect(
      fx.service.saveSettings(creator, { ...base, whoMayMessage: 'subscribers', tierHashes: [] }),
    ).rejects.toMatchObject({ status: 400, message: TEXTS.tierRequired })
    await expect(
      fx.service.saveSettings(other, { ...base, whoMayMessage: 'anyone', tierHashes: [] }),
    ).rejects.toMatchObject({ status: 404 })
    await fx.service.saveSettings(creator, {
      ...base,
      whoMayMessage: 'subscribers',
      tierHashes: ['gold'],
    })
    const subRoom = (
      await fx.service.createRoom(subscriber, { partnerOids: [creator.oid], title: '' })
    ).room
    const otherRoom = (
      await fx.service.createRoom(other, { partnerOids: [creator.oid], title: '' })
    ).room
    expect((await send(subscriber, subRoom.roomId, 'hi')).message.coins).toBe(0)
    await expect(send(other, otherRoom.roomId, 'hi')).rejects.toMatchObject({
      status: 403,
      message: TEXTS.creatorRefused,
    })
    expect((await send(creator, otherRoom.roomId, 'I can always write')).message.coins).toBe(0)

    await fx.service.saveSettings(creator, {
      ...base,
      whoMayMessage: 'either',
      coinsPerMessage: 7,
      tierHashes: ['gold'],
    })
    await fx.giveCoins(other.oid, 7)
    expect((await send(other, otherRoom.roomId, 'paid')).message.coins).toBe(7)
    expect((await fx.wallet.balances(other.oid)).coins).toBe(0)
    expect((await fx.wallet.balances(creator.oid)).earnings).toBeGreaterThan(0)
    await expect(send(other, otherRoom.roomId, 'again')).rejects.toMatchObject({
      code: 'NOT_ENOUGH_COINS',
    })

    await fx.service.block(creator, subscriber.oid)
    await expect(
      fx.service.createRoom(creator, { partnerOids: [other.oid, subscriber.oid], title: 'club' }),
    ).rejects.toMatchObject({ message: TEXTS.unableToChat })
    await expect(send(subscriber, subRoom.roomId, 'hi')).rejects.toMatchObject({
      message: TEXTS.unableToChat,
    })
    await expect(
      fx.service.createRoom(subscriber, { partnerOids: [creator.oid], title: '' }),
    ).rejects.toMatchObject({ message: TEXTS.unableToChat })
    expect((await fx.service.blocked(creator)).blocked.map((u) => u.userOid)).toEqual([
      subscriber.oid,
    ])
    await fx.service.unblock(creator, subscriber.oid)
    expect((await send(subscriber, subRoom.roomId, 'back')).message.coins).toBe(0)
  })

  it('stores and charges a paid message once however often it is sent', async () => {
    const creator = fx.user({ creator: true })
    const fan = fx.user()
    await fx.service.saveSettings(creator, {
      whoMayMessage: 'coinPayers',
      coinsPerMessage: 5,
      tierHashes: [],
      imageReception: 'nobody',
      autoMessage: '',
    })
    await fx.giveCoins(fan.oid, 15)
    const { room } = await fx.service.createRoom(fan, { partnerOids: [creator.oid], title: '' })
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send(fan, room.roomId, 'one paid line', 'paid-once-0001')),
    )
    expect(new Set(answers.map((a) => a.message.messageId)).size).toBe(1)
    expect((await fx.wallet.balances(fan.oid)).coins).toBe(10)
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, (_, n) => send(fan, room.roomId, `line ${n}`, `paid-more-000${n}`)),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2)
    expect((await fx.wallet.balances(fan.oid)).coins).toBe(0)
    const history = await fx.service.history(fan, room.roomId, { limit: 50 })
    expect(history.messages).toHaveLength(3)
    await expect(send(fan, room.roomId, 'another text', 'paid-once-0001')).rejects.toMatchObject({
      status: 409,
      message: TEXTS.sendFailed,
    })
  })

  it('books a donation once per request id, and refuses with NO_PERMISSION', async () => {
    const [giver, receiver, outsider] = [fx.user(), fx.user({ creator: true }), fx.user()]
    const { room } = await fx.service.createRoom(giver, { partnerOids: [receiver.oid], title: '' })
    await fx.giveCoins(giver.oid, 30)
    const input = {
      targetUserOid: receiver.oid,
      roomId: room.roomId,
      coinAmount: 20,
      message: 'for you',
      requestId: 'donation-0001',
    }
    const first = await fx.service.donate(giver, input)
    const again = await fx.service.donate(giver, input)
    expect(again).toMatchObject({ replayed: true, transactionOid: first.transactionOid })
    expect(again.message.messageId).toBe(first.message.messageId)
    expect(first.message).toMatchObject({ kind: 'donation', coins: 20, targetOid: receiver.oid })
    expect((await fx.wallet.balances(giver.oid)).coins).toBe(10)
    await expect(
      fx.service.donate(giver, { ...input, requestId: 'donation-0002' }),
    ).rejects.toMatchObject({
      code: 'NOT_ENOUGH_COINS',
      message: 'Not enough coins',
    })
    const refused = { status: 403, code: 'NO_PERMISSION', message: 'NO_PERMISSION' }
    await expect(
      fx.service.donate(giver, {
        ...input,
        targetUserOid: outsider.oid,
        requestId: 'donation-0003',
      }),
    ).rejects.toMatchObject(refused)
    await expect(
      fx.service.donate(outsider, { ...input, requestId: 'donation-0004' }),
    ).rejects.toMatchObject(refused)
    await expect(
      fx.service.donate(giver, { ...input, targetUserOid: giver.oid, requestId: 'donation-0005' }),
    ).rejects.toMatchObject(refused)
  })

  it('fills a global room to its limit, closes it, and lists rooms by type for admins', async () => {
    const { room } = await fx.service.createGlobal({
      language: 'ko',
      title: 'Korean lounge',
      notice: '',
      memberLimit: 2,
    })
    const [a, b, c] = [fx.user(), fx.user(), fx.user()]
    await fx.service.joinGlobal(a, room.roomId)
    await fx.service.joinGlobal(a, room.roomId)
    await fx.service.joinGlobal(b, room.roomId)
    await expect(fx.service.joinGlobal(c, room.roomId)).rejects.toMatchObject({
      status: 409,
      message: TEXTS.roomFull,
    })
    expect((await fx.service.globalRoom(c, room.roomId)).room.memberCount).toBe(2)
    await fx.service.leaveRoom(b, room.roomId)
    await fx.service.joinGlobal(c, room.roomId)
    expect((await send(c, room.roomId, 'annyeong')).message.text).toBe('annyeong')
    const { before, room: after } = await fx.service.modifyGlobal(room.roomId, {
      closed: true,
      notice: 'Closed for the night',
    })
    expect(before.closed).toBe(false)
    expect(after).toMatchObject({ closed: true, context: 'Closed for the night' })
    await expect(send(c, room.roomId, 'still here?')).rejects.toMatchObject({
      message: TEXTS.bannedRoom,
    })
    expect((await fx.service.globalRooms('ko')).rooms.map((r) => r.roomId)).toContain(room.roomId)
    expect((await fx.service.globalRooms('es')).rooms.map((r) => r.roomId)).not.toContain(
      room.roomId,
    )
    const global = await fx.service.adminRooms({ page: 1, pageViewSize: 50, roomType: 'Global' })
    const normal = await fx.service.adminRooms({ page: 1, pageViewSize: 50, roomType: 'Normal' })
    expect(global.rooms.map((r) => r.roomId)).toContain(room.roomId)
    expect(normal.rooms.every((r) => r.roomType === 'Normal')).toBe(true)
  })

  it("makes group rooms under the owner's settings and takes reports from members", async () => {
    const owner = fx.user({ creator: true })
    const [x, y] = [fx.user(), fx.user()]
    await fx.service.saveSettings(owner, {
      whoMayMessage: 'coinPayers',
      coinsPerMessage: 2,
      tierHashes: [],
      imageReception: 'anyone',
      autoMessage: '',
    })
    const { room } = await fx.service.createRoom(owner, {
      partnerOids: [x.oid, y.oid],
      title: 'Fan club',
    })
    expect(room).toMatchObject({ kind: 'group', memberCount: 3, title: 'Fan club' })
    await expect(send(x, room.roomId, 'free?')).rejects.toMatchObject({ code: 'NOT_ENOUGH_COINS' })
    await fx.giveCoins(x.oid, 2)
    const sent = await send(x, room.roomId, 'paid hello')
    expect(sent.message.coins).toBe(2)
    const report = await fx.service.report(y, {
      roomId: room.roomId,
      messageId: sent.message.messageId,
      reason: 'spam',
    })
    expect(report.reportOid).toHaveLength(24)
    const stranger = fx.user()
    await expect(
      fx.service.report(stranger, { roomId: room.roomId, reason: 'spam' }),
    ).rejects.toMatchObject({ status: 403 })
    const found = await fx.service.searchPartners(x, {
      nickname: owner.nickname.slice(0, 8),
      partnerType: 'creator',
    })
    expect(found.partners.map((p) => p.userOid)).toContain(owner.oid)
  })
})
