import { afterAll, beforeAll, expect, it } from 'vitest'
import { newObjectId } from '../../db'
import { describeEachEngine } from '../../db/testing'
import { DIRECT_CHAT_TEXTS as TEXTS } from '../contract'
import { type DirectChatFixture, openDirectChatFixture } from '../testing'

describeEachEngine('image messages and moderation store', (engine) => {
  let fx: DirectChatFixture
  beforeAll(async () => {
    fx = await openDirectChatFixture(engine)
  })
  afterAll(async () => {
    await fx?.close()
  })

  const images = () => fx.service.imageMessages
  const settings = (
    creator: ReturnType<DirectChatFixture['user']>,
    coins: number,
    imageReception: 'anyone' | 'subscribers' | 'nobody',
  ) =>
    fx.service.saveSettings(creator, {
      whoMayMessage: coins > 0 ? 'coinPayers' : 'anyone',
      coinsPerMessage: coins,
      tierHashes: [],
      imageReception,
      autoMessage: '',
    })
  async function pair() {
    const creator = fx.user({ creator: true })
    const fan = fx.user()
    const { room } = await fx.service.createRoom(fan, { partnerOids: [creator.oid], title: '' })
    const key = `dm/${newObjectId()}/0.png`
    fx.upload(fan.oid, key, 'ready')
    return { creator, fan, roomId: room.roomId, file: { key, filetype: 'png' } }
  }
  const input = (
    roomId: string,
    files: { key: string; filetype: string }[],
    coin = 0,
    messageOid = newObjectId(),
  ) => ({
    messageOid,
    paymethod: coin > 0 ? ('coin' as const) : ('free' as const),
    coin,
    metadata: { roomId, files, text: '' },
  })

  it('stores a paid image message once, charges it once as image_chat, and serves it to members', async () => {
    const { creator, fan, roomId, file } = await pair()
    await settings(creator, 3, 'anyone')
    await fx.giveCoins(fan.oid, 10)
    const messageOid = newObjectId()
    const first = await images().sendImage(fan, input(roomId, [file], 3, messageOid))
    const again = await images().sendImage(fan, input(roomId, [file], 3, messageOid))
    expect(first.replayed).toBe(false)
    expect(again).toMatchObject({ replayed: true, message: { messageId: first.message.messageId } })
    expect((await fx.wallet.balances(fan.oid)).coins).toBe(7)
    const ledger = await fx.database.db
      .selectFrom('wallet_transactions')
      .select(['type'])
      .where('idempotency_key', 'like', `%${messageOid}`)
      .execute()
    expect(ledger.map((row) => row.type)).toEqual(['image_chat'])
    const read = await images().imageMessage(creator, messageOid)
    expect(read.imageMessage.media).toEqual([
      expect.objectContaining({ position: 0, kind: 'image', filetype: 'png' }),
    ])
    const bytes = await images().imageMedia(creator, messageOid, 0)
    expect(bytes.contentType).toBe('image/png')
    await expect(images().imageMedia(fx.user(), messageOid, 0)).rejects.toMatchObject({
      message: TEXTS.unableToJoin,
    })
  })

  it('finishes a send cut off after its charge, charging nothing more even if the price changed', async () => {
    const { creator, fan, roomId, file } = await pair()
    await settings(creator, 4, 'anyone')
    await fx.giveCoins(fan.oid, 10)
    const messageOid = newObjectId()
    // What a crash leaves: the charge booked and the row recorded, no line in the thread.
    await fx.wallet.transfer({
      key: `direct-chat-image:${fan.oid}:${messageOid}`,
      fromUserOid: fan.oid,
      toUserOid: creator.oid,
      coins: 4,
      type: 'image_chat',
      metadata: { roomOid: roomId, messageOid },
    })
    await fx.database.db
      .insertInto('direct_chat_image_messages')
      .values({
        message_oid: messageOid,
        sender_oid: fan.oid,
        room_oid: roomId,
        media_kind: 'image',
        media: JSON.stringify([file]),
        paymethod: 'coin',
        coins: 4,
        created_at: new Date(),
      })
      .execute()
    await settings(creator, 9, 'anyone')
    const resent = await images().sendImage(fan, input(roomId, [file], 4, messageOid))
    expect(resent).toMatchObject({ replayed: false, message: { kind: 'image', coins: 4 } })
    expect((await fx.wallet.balances(fan.oid)).coins).toBe(6)
  })

  it('refuses a changed condition, a nobody reception and a missing upload, charging nothing', async () => {
    const { creator, fan, roomId, file } = await pair()
    await fx.giveCoins(fan.oid, 10)
    await settings(creator, 2, 'anyone')
    await expect(images().sendImage(fan, input(roomId, [file], 0))).rejects.toMatchObject({
      message: TEXTS.imageConditionsChanged,
    })
    await settings(creator, 0, 'nobody')
    await expect(images().sendImage(fan, input(roomId, [file]))).rejects.toMatchObject({
      message: TEXTS.creatorRefused,
    })
    await settings(creator, 0, 'anyone')
    const gone = { key: `dm/${newObjectId()}/0.png`, filetype: 'png' }
    await expect(images().sendImage(fan, input(roomId, [gone]))).rejects.toMatchObject({
      message: TEXTS.uploadNotFound,
    })
    expect((await fx.wallet.balances(fan.oid)).coins).toBe(10)
  })

  it('bans from a global room (freeing the seat), refuses the banned user, and reviews reports once', async () => {
    const admin = fx.user({ admin: true })
    const member = fx.user()
    const { room } = await fx.service.createGlobal({
      language: 'ko',
      title: 'Lounge',
      notice: '',
      memberLimit: 10,
    })
    await fx.service.joinGlobal(member, room.roomId)
    const banned = await fx.service.moderation.banFromGlobal(admin, {
      roomId: room.roomId,
      userOid: member.oid,
      reason: 'spam',
    })
    expect(banned.created).toBe(true)
    expect((await fx.service.globalRoom(member, room.roomId)).room.memberCount).toBe(0)
    await expect(
      fx.service.send(member, room.roomId, { text: 'hi', clientMessageId: `c-${newObjectId()}` }),
    ).rejects.toMatchObject({
      code: 'DIRECT_CHAT_BANNED',
      message: TEXTS.bannedRoom,
    })
    await expect(fx.service.joinGlobal(member, room.roomId)).rejects.toMatchObject({
      code: 'DIRECT_CHAT_BANNED',
    })
    expect(
      (
        await fx.service.moderation.banFromGlobal(admin, {
          roomId: room.roomId,
          userOid: member.oid,
          reason: '',
        })
      ).created,
    ).toBe(false)
    await fx.service.moderation.unbanFromGlobal({ roomId: room.roomId, userOid: member.oid })
    await fx.service.joinGlobal(member, room.roomId)

    const reporter = fx.user()
    await fx.service.joinGlobal(reporter, room.roomId)
    const said = await fx.service.send(member, room.roomId, {
      text: 'bad',
      clientMessageId: `c-${newObjectId()}`,
    })
    const { reportOid } = await fx.service.report(reporter, {
      roomId: room.roomId,
      messageId: said.message.messageId,
      reason: 'rude',
    })
    const open = await fx.service.moderation.adminReports({
      state: 'open',
      page: 1,
      pageViewSize: 100,
    })
    expect(open.reports.find((r) => r.reportOid === reportOid)).toMatchObject({
      messageText: 'bad',
      targetUserOid: member.oid,
      state: 'open',
    })
    const reviews = await Promise.allSettled(
      ['dismissed', 'actioned'].map((state) =>
        fx.service.moderation.reviewReport(admin, { reportOid, state: state as 'dismissed' }),
      ),
    )
    expect(reviews.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
  })
})
