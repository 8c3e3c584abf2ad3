import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachEngine } from '../../db/testing'
import { type DirectChatFixture, openDirectChatFixture } from '../testing'

describeEachEngine('paid message contents', (engine) => {
  let fx: DirectChatFixture
  beforeAll(async () => {
    fx = await openDirectChatFixture(engine)
  })
  afterAll(async () => {
    await fx?.close()
  })

  const post = (
    text: string,
    price: number,
    media: { key: string; filetype: 'png' | 'mp4' }[] = [],
  ) => ({
    postMetaData: { text, price, media },
    targetUserOids: [] as string[],
    targetTierHashs: [] as string[],
    targetRoomOids: [] as string[],
  })

  const ledgerRows = (key: string) =>
    fx.database.db
      .selectFrom('wallet_transactions')
      .select(['id', 'type'])
      .where('idempotency_key', '=', key)
      .execute()

  it('reaches named users, a tier and a room, each in their 1:1 room with the creator', async () => {
    const creator = fx.user({ creator: true })
    const [named, subscriber, groupie, stranger] = [fx.user(), fx.user(), fx.user(), fx.user()]
    fx.setTiers(creator.oid, ['gold', 'silver'])
    fx.subscribe(creator.oid, subscriber.oid, 'gold')
    fx.subscribe(creator.oid, stranger.oid, 'silver')
    const group = await fx.service.createRoom(creator, {
      partnerOids: [groupie.oid, named.oid],
      title: 'Club',
    })
    const written = await fx.service.messageContent.write(creator, {
      ...post('Behind the scenes', 4),
      targetUserOids: [named.oid],
      targetTierHashs: ['gold'],
      targetRoomOids: [group.room.roomId],
    })
    expect(written).toMatchObject({ recipients: 3, replayed: false })
    expect(written.content).toMatchObject({ mine: true, locked: false, text: 'Behind the scenes' })
    for (const fan of [named, subscriber, groupie]) {
      const [room] = await fx.service
        .myRooms(fan, { limit: 10 })
        .then((rooms) => rooms.filter((r) => r.kind === 'direct'))
      expect(room?.partners.map((p) => p.userOid)).toEqual([creator.oid])
      const { contents } = await fx.service.messageContent.between(fan, {
        userOid: creator.oid,
        partnerUserOid: fan.oid,
      })
      expect(contents).toEqual([
        expect.objectContaining({ locked: true, text: null, price: 4, status: 'none' }),
      ])
    }
    await expect(
      fx.service.messageContent.read(stranger, written.content.contentOid),
    ).rejects.toMatchObject({ status: 404 })
  })

  it('sells a post once: the retry replays, the creator earns as a content sale does', async () => {
    const creator = fx.user({ creator: true })
    const fan = fx.user()
    await fx.giveCoins(fan.oid, 10)
    const { content } = await fx.service.messageContent.write(creator, {
      ...post('Extended cut', 7),
      targetUserOids: [fan.oid],
    })
    const input = { creatorOid: creator.oid, contentOid: content.contentOid }
    const bought = await fx.service.messageContent.purchase(fan, input)
    expect(bought).toMatchObject({
      replayed: false,
      content: { locked: false, text: 'Extended cut' },
    })
    const again = await fx.service.messageContent.purchase(fan, input)
    expect(again).toMatchObject({ replayed: true, transactionOid: bought.transactionOid })
    expect((await fx.wallet.balances(fan.oid)).coins).toBe(3)
    const earned = (await fx.wallet.balances(creator.oid)).earnings
    expect(earned).toBeGreaterThan(0)
    expect(earned).toBeLessThanOrEqual(7)
    const rows = await ledgerRows(`direct-chat-content:${fan.oid}:${content.contentOid}`)
    expect(rows).toEqual([expect.objectContaining({ type: 'chat_content' })])
    await expect(fx.service.messageContent.purchase(fan, input)).resolves.toMatchObject({
      replayed: true,
    })
    expect((await fx.wallet.balances(fan.oid)).coins).toBe(3)
  })

  it('refuses the writer, a wrong creator and a buyer short of coins, charging nothing', async () => {
    const creator = fx.user({ creator: true })
    const fan = fx.user()
    await fx.giveCoins(fan.oid, 2)
    const { content } = await fx.service.messageContent.write(creator, {
      ...post('Pricey', 5),
      targetUserOids: [fan.oid],
    })
    const buy = (user: typeof fan, creatorOid = creator.oid) =>
      fx.service.messageContent.purchase(user, { creatorOid, contentOid: content.contentOid })
    await expect(buy(creator)).rejects.toMatchObject({ status: 400 })
    await expect(buy(fan, fan.oid)).rejects.toMatchObject({ status: 404 })
    await expect(buy(fan)).rejects.toMatchObject({ message: 'Not enough coins' })
    expect((await fx.wallet.balances(fan.oid)).coins).toBe(2)
    await expect(fx.service.messageContent.read(fan, content.contentOid)).resolves.toMatchObject({
      content: { locked: true },
    })
  })

  it('deleting hides the post from those who did not buy it; buyers keep it and its files', async () => {
    const creator = fx.user({ creator: true })
    const [buyer, other] = [fx.user(), fx.user()]
    await fx.giveCoins(buyer.oid, 5)
    fx.upload(creator.oid, 'photo-1.png')
    const { content } = await fx.service.messageContent.write(creator, {
      ...post('Photo set', 5, [{ key: 'photo-1.png', filetype: 'png' }]),
      targetUserOids: [buyer.oid, other.oid],
    })
    const media = { contentOid: content.contentOid, key: 'photo-1.png' }
    await expect(fx.service.messageContent.media(other, media)).rejects.toMatchObject({
      status: 404,
    })
    await fx.service.messageContent.purchase(buyer, {
      creatorOid: creator.oid,
      contentOid: content.contentOid,
    })
    await expect(fx.service.messageContent.media(buyer, media)).resolves.toMatchObject({
      url: expect.stringContaining('photo-1.png'),
    })
    await expect(fx.service.messageContent.remove(other, content.contentOid)).rejects.toMatchObject(
      {
        status: 404,
      },
    )
    await fx.service.messageContent.remove(creator, content.contentOid)
    await fx.service.messageContent.remove(creator, content.contentOid)
    await expect(fx.service.messageContent.read(other, content.contentOid)).rejects.toMatchObject({
      status: 404,
    })
    await expect(
      fx.service.messageContent.purchase(other, {
        creatorOid: creator.oid,
        contentOid: content.contentOid,
      }),
    ).rejects.toMatchObject({ status: 404 })
    await expect(fx.service.messageContent.read(buyer, content.contentOid)).resolves.toMatchObject({
      content: { deleted: true, locked: false, text: 'Photo set' },
    })
    await expect(fx.service.messageContent.media(buyer, media)).resolves.toBeTruthy()
    const forCreator = await fx.service.messageContent.between(creator, {
      userOid: creator.oid,
      partnerUserOid: other.oid,
    })
    expect(forCreator.contents).toEqual([expect.objectContaining({ deleted: true, mine: true })])
  })

  it('writes once per request id, takes only uploaded files, and only from creators', async () => {
    const creator = fx.user({ creator: true })
    const fan = fx.user()
    const once = { ...post('Once', 3), targetUserOids: [fan.oid] }
    once.postMetaData = { ...once.postMetaData, requestId: 'post-request-1' } as never
    const [a, b] = await Promise.all([
      fx.service.messageContent.write(creator, once),
      fx.service.messageContent.write(creator, once),
    ])
    expect(a.content.contentOid).toBe(b.content.contentOid)
    const { contents } = await fx.service.messageContent.between(fan, {
      userOid: fan.oid,
      partnerUserOid: creator.oid,
    })
    expect(contents).toHaveLength(1)
    await expect(
      fx.service.messageContent.write(creator, {
        ...post('Missing file', 3, [{ key: 'never-uploaded.mp4', filetype: 'mp4' }]),
        targetUserOids: [fan.oid],
      }),
    ).rejects.toMatchObject({ message: 'uploaded file not found, resend' })
    await expect(
      fx.service.messageContent.write(fan, {
        ...post('Not mine', 3),
        targetUserOids: [creator.oid],
      }),
    ).rejects.toMatchObject({ status: 404 })
    await expect(
      fx.service.messageContent.write(creator, {
        ...post('Nobody', 3),
        targetUserOids: [creator.oid],
      }),
    ).rejects.toMatchObject({ status: 400 })
  })

  it('reports the files’ state to the writer alone, and previews the recipients', async () => {
    const creator = fx.user({ creator: true })
    const [fan, sub] = [fx.user({ nickname: 'Preview Fan' }), fx.user({ nickname: 'Preview Sub' })]
    fx.setTiers(creator.oid, ['gold'])
    fx.subscribe(creator.oid, sub.oid, 'gold')
    fx.upload(creator.oid, 'clip.mp4', 'ready')
    const { content } = await fx.service.messageContent.write(creator, {
      ...post('Clip', 9, [{ key: 'clip.mp4', filetype: 'mp4' }]),
      targetUserOids: [fan.oid],
    })
    fx.upload(creator.oid, 'clip.mp4', 'packaging')
    await expect(fx.service.messageContent.status(creator, content.contentOid)).resolves.toEqual({
      contentOid: content.contentOid,
      status: 'packaging',
      media: [{ key: 'clip.mp4', status: 'packaging' }],
    })
    await expect(fx.service.messageContent.status(fan, content.contentOid)).rejects.toMatchObject({
      status: 404,
    })
    const preview = await fx.service.messageContent.sendUsers(creator, {
      sendUserOids: [fan.oid, creator.oid],
      sendTierHashs: ['gold'],
    })
    expect(preview.total).toBe(2)
    expect(preview.users.map((u) => u.nickname).sort()).toEqual(['Preview Fan', 'Preview Sub'])
    await expect(
      fx.service.messageContent.sendUsers(creator, { sendUserOids: [], sendTierHashs: ['nope'] }),
    ).rejects.toMatchObject({ status: 400 })
  })
})
