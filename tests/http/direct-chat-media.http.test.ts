/**
 * Image messages and moderation over HTTP: files uploaded through the uploads area (context
 * `dm`, judged by their bytes), the spec's media limits, the creator's reception condition
 * and price checked against what the client read, paid sends raced and retried, files served
 * to members only; an admin's global-room ban and the reports' review, audited. Counts are
 * deltas: the product may be shared with other files.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { newObjectId } from '../../platform/db'
import { DIRECT_CHAT_TEXTS as TEXTS } from '../../platform/direct-chat/contract'
import { DM_MEDIA_TEXTS } from '../../platform/direct-chat/image-messages/media-rules'
import { type SignedIn, signUp } from '../support/accounts'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { describeOnEngine } from '../support/http-engine'
import { mp4Bytes, pngBytes } from '../support/media-files'
import { startTestServer } from '../support/test-server'

describeOnEngine('direct chat media and moderation', (engine) => {
  let world: MatrixWorld
  let creator: SignedIn
  let fan: SignedIn
  let stranger: SignedIn
  let roomId: string
  let photo: { key: string; filetype: string }
  let clip: { key: string; filetype: string }
  const PNG = pngBytes(40, 30, [200, 80, 40])

  const api = (
    path: string,
    token: string,
    init: { body?: unknown; query?: Record<string, string | number> } = {},
  ) => world.server.api(`/chat${path}`, { token, ...init })

  async function upload(
    user: SignedIn,
    key: string,
    filetype: string,
    bytes: Uint8Array<ArrayBuffer>,
  ) {
    const opened = await world.server.api('/upload/url', {
      token: user.token,
      query: { key, filetype, numParts: 1, access: 'private', context: 'dm' },
    })
    expect(opened.status, opened.text).toBe(200)
    const put = await fetch(new URL(opened.json.uploadUrls[0], world.server.url), {
      method: 'PUT',
      body: bytes,
    })
    expect(put.status).toBe(200)
    return world.server.api('/upload/multipart/done', { token: user.token, body: { key } })
  }
  const settings = (whoMayMessage: string, coinsPerMessage: number, imageReception: string) =>
    api('/chat-settings', creator.token, {
      body: {
        toSettings: {
          whoMayMessage,
          coinsPerMessage,
          tierHashes: [],
          imageReception,
          autoMessage: '',
        },
      },
    })
  const send = (
    user: SignedIn,
    files: { key: string; filetype: string }[],
    options: { messageOid?: string; coin?: number; room?: string } = {},
  ) =>
    api('/image-message/send', user.token, {
      body: {
        messageOid: options.messageOid ?? newObjectId(),
        paymethod: (options.coin ?? 0) > 0 ? 'coin' : 'free',
        coin: options.coin ?? 0,
        metadata: { roomId: options.room ?? roomId, files, text: 'look' },
      },
    })
  const coins = async (user: SignedIn) =>
    (await world.server.context.wallet.service.balances(user.oid)).coins
  const give = (user: SignedIn, amount: number) =>
    world.server.context.wallet.service.purchaseCoins({
      key: `dm-media:${user.oid}:${world.unique()}`,
      userOid: user.oid,
      coins: amount,
    })

  beforeAll(async () => {
    world = await createMatrixWorld(await startTestServer({ engine }))
    creator = world.users.creator
    fan = await signUp(world.server)
    stranger = await signUp(world.server)
    const opened = await api('/rooms', fan.token, { body: { partnerOids: [creator.oid] } })
    expect(opened.status, opened.text).toBe(200)
    roomId = opened.json.room.roomId
    photo = { key: `dm/${world.unique()}/0.png`, filetype: 'png' }
    clip = { key: `dm/${world.unique()}/0.mp4`, filetype: 'mp4' }
    expect((await upload(fan, photo.key, 'png', PNG)).status).toBe(200)
    expect((await upload(fan, clip.key, 'mp4', mp4Bytes())).status).toBe(200)
  }, 120_000)
  afterAll(async () => {
    await settings('anyone', 0, 'anyone')
    await world?.server.close()
  })

  it('judges chat files by their bytes: a renamed file is refused at the join', async () => {
    const text = new TextEncoder().encode('not a picture at all')
    const fakePng = await upload(fan, `dm/${world.unique()}/0.png`, 'png', text)
    expect(fakePng.status).toBe(400)
    expect(fakePng.json.code).toBe('IMAGE_TYPE_INVALID')
    const fakeVideo = await upload(fan, `dm/${world.unique()}/0.mp4`, 'mp4', PNG)
    expect(fakeVideo.json).toMatchObject({ code: 'VIDEO_TYPE_INVALID' })
    const gif = await world.server.api('/upload/url', {
      token: fan.token,
      query: { key: 'dm/x/0.gif', filetype: 'gif', numParts: 1, access: 'private', context: 'dm' },
    })
    expect(gif.status).toBe(400)
  })

  it('refuses mixed media, a 21st image and a file never uploaded, storing nothing', async () => {
    const before = await api(`/rooms/${roomId}/messages`, fan.token, { query: { limit: 100 } })
    const mixed = await send(fan, [photo, clip])
    expect(mixed.status).toBe(400)
    expect(mixed.json).toMatchObject({
      code: 'DIRECT_CHAT_MEDIA_MIXED',
      error: DM_MEDIA_TEXTS.mixed,
    })
    const images = Array.from({ length: 21 }, (_, i) => ({
      key: `dm/many/${i}.png`,
      filetype: 'png',
    }))
    const many = await send(fan, images)
    expect(many.json).toMatchObject({ error: DM_MEDIA_TEXTS.tooManyImages })
    const twoVideos = await send(fan, [clip, { key: 'dm/other/0.mov', filetype: 'mov' }])
    expect(twoVideos.json.error).toBe(DM_MEDIA_TEXTS.tooManyVideos)
    const missing = await send(fan, [{ key: `dm/${world.unique()}/9.png`, filetype: 'png' }])
    expect(missing.status).toBe(404)
    expect(missing.json.error).toBe(TEXTS.uploadNotFound)
    // Another user's upload is not the sender's to send.
    const borrowed = await send(stranger, [photo])
    expect(borrowed.status).toBe(403)
    const after = await api(`/rooms/${roomId}/messages`, fan.token, { query: { limit: 100 } })
    expect(after.json.messages.length).toBe(before.json.messages.length)
  })

  it('checks the reception condition and the price the client read', async () => {
    await settings('anyone', 0, 'nobody')
    const refused = await send(fan, [photo])
    expect(refused.status).toBe(403)
    expect(refused.json.error).toBe(TEXTS.creatorRefused)
    await settings('anyone', 0, 'subscribers')
    expect((await send(fan, [photo])).json.error).toBe(TEXTS.creatorRefused)
    await settings('coinPayers', 2, 'anyone')
    await give(fan, 5)
    const before = await coins(fan)
    const stale = await send(fan, [photo])
    expect(stale.status).toBe(409)
    expect(stale.json).toMatchObject({
      code: 'DIRECT_CHAT_IMAGE_CONDITIONS_CHANGED',
      error: TEXTS.imageConditionsChanged,
    })
    expect((await send(fan, [photo], { coin: 3 })).json.error).toBe(TEXTS.imageConditionsChanged)
    expect(await coins(fan)).toBe(before)
    const paid = await send(fan, [photo], { coin: 2 })
    expect(paid.status, paid.text).toBe(200)
    expect(paid.json.imageMessage).toMatchObject({
      paymethod: 'coin',
      coins: 2,
      mediaKind: 'image',
    })
    expect(before - (await coins(fan))).toBe(2)
  })

  it('charges 50 parallel paid sends with coins for 3 exactly 3 times, and a retry never twice', async () => {
    await settings('coinPayers', 1, 'anyone')
    const payer = await signUp(world.server)
    const opened = await api('/rooms', payer.token, { body: { partnerOids: [creator.oid] } })
    const room = opened.json.room.roomId
    const file = { key: `dm/${world.unique()}/0.png`, filetype: 'png' }
    expect((await upload(payer, file.key, 'png', PNG)).status).toBe(200)
    await give(payer, 3)
    const earned = await world.server.context.wallet.service.balances(creator.oid)
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => send(payer, [file], { coin: 1, room })),
    )
    const ok = answers.filter((answer) => answer.status === 200)
    expect(ok).toHaveLength(3)
    expect(
      answers.filter((a) => a.status !== 200).every((a) => a.json.code === 'NOT_ENOUGH_COINS'),
    ).toBe(true)
    expect(await coins(payer)).toBe(0)
    const history = await api(`/rooms/${room}/messages`, payer.token, { query: { limit: 100 } })
    expect(history.json.messages.filter((m: { kind: string }) => m.kind === 'image')).toHaveLength(
      3,
    )
    const after = await world.server.context.wallet.service.balances(creator.oid)
    expect(after.earnings).toBeGreaterThan(earned.earnings)

    await give(payer, 1)
    const messageOid = newObjectId()
    const first = await send(payer, [file], { coin: 1, room, messageOid })
    expect(first.json.replayed).toBe(false)
    const twins = await Promise.all(
      Array.from({ length: 10 }, () => send(payer, [file], { coin: 1, room, messageOid })),
    )
    expect(twins.map((t) => [t.status, t.json.replayed])).toEqual(Array(10).fill([200, true]))
    expect(await coins(payer)).toBe(0)
    const other = await send(payer, [file, file], { coin: 1, room, messageOid })
    expect(other.status).toBe(409)
    expect(other.json.error).toBe(TEXTS.sendFailed)
    await settings('anyone', 0, 'anyone')
  })

  it('serves an image message and its files to the room’s members only', async () => {
    const sent = await send(fan, [photo])
    expect(sent.status, sent.text).toBe(200)
    const { messageOid, media } = sent.json.imageMessage
    const read = await api('/image-message', creator.token, { query: { messageOid } })
    expect(read.status).toBe(200)
    expect(read.json.message).toMatchObject({
      kind: 'image',
      text: 'look',
      clientMessageId: messageOid,
    })
    const path = (media[0].url as string).replace(/^\/api/, '')
    const bytes = await world.server.api(path, { token: creator.token })
    expect(bytes.status).toBe(200)
    expect(bytes.headers.get('content-type')).toBe('image/png')
    const raw = await fetch(new URL(media[0].url, world.server.url), {
      headers: { ...world.server.clientHeaders, Authorization: `Bearer ${creator.token}` },
    })
    expect(new Uint8Array(await raw.arrayBuffer())).toEqual(PNG)
    for (const asked of [
      await api('/image-message', stranger.token, { query: { messageOid } }),
      await world.server.api(path, { token: stranger.token }),
    ]) {
      expect(asked.status).toBe(403)
      expect(asked.json.error).toBe(TEXTS.unableToJoin)
    }
    expect((await world.server.api(path, {})).status).toBe(401)
    // The uploads area's own address is the owner's alone.
    const direct = await world.server.api('/upload/privateasset', {
      token: stranger.token,
      query: { key: photo.key, ownerOid: fan.oid },
    })
    expect(direct.status).toBe(404)
  })

  it('bans a user from a global room until an admin lifts it, each change audited', async () => {
    const admin = world.users.admin.token
    const created = await api('/admin/global-chat-room', admin, {
      body: { language: 'es', title: 'Sala' },
    })
    const global = created.json.room.roomId
    expect((await api(`/rooms/${global}/join`, fan.token, { body: {} })).status).toBe(200)
    const talk = (text: string) =>
      api(`/rooms/${global}/messages`, fan.token, {
        body: { text, clientMessageId: `g-${world.unique()}` },
      })
    expect((await talk('hola')).status).toBe(200)
    const banned = await api('/admin/global-chat-room/ban', admin, {
      body: { roomId: global, userOid: fan.oid, reason: 'spam' },
    })
    expect(banned.status, banned.text).toBe(200)
    expect(banned.json.ban).toMatchObject({ roomId: global, userOid: fan.oid, reason: 'spam' })
    await api('/admin/global-chat-room/ban', admin, { body: { roomId: global, userOid: fan.oid } })
    const refused = await talk('still here?')
    expect(refused.status).toBe(403)
    expect(refused.json).toMatchObject({ code: 'DIRECT_CHAT_BANNED', error: TEXTS.bannedRoom })
    const rejoin = await api(`/rooms/${global}/join`, fan.token, { body: {} })
    expect(rejoin.status).toBe(403)
    expect(rejoin.json).toMatchObject({ code: 'DIRECT_CHAT_BANNED', error: TEXTS.bannedRoom })
    const list = await api('/admin/global-chat-room/bans', admin, { query: { roomId: global } })
    expect(list.json).toMatchObject({
      total: 1,
      bans: [{ userOid: fan.oid, nickname: fan.nickname }],
    })
    expect((await api('/admin/global-chat-room/bans', fan.token)).status).toBe(403)
    expect(
      (
        await api('/admin/global-chat-room/ban', fan.token, {
          body: { roomId: global, userOid: stranger.oid },
        })
      ).status,
    ).toBe(403)
    const lifted = await api('/admin/global-chat-room/unban', admin, {
      body: { roomId: global, userOid: fan.oid },
    })
    expect(lifted.json).toEqual({ unbanned: true })
    expect((await api(`/rooms/${global}/join`, fan.token, { body: {} })).status).toBe(200)
    expect((await talk('back')).status).toBe(200)
    const log = await world.server.api('/admin/audit-log', {
      token: admin,
      query: { target: global },
    })
    const actions = log.json.entries.map((e: { action: string }) => e.action)
    expect(actions.filter((a: string) => a === 'direct-chat.global-room-ban')).toHaveLength(1)
    expect(actions.filter((a: string) => a === 'direct-chat.global-room-unban')).toHaveLength(1)
  })

  it('a member banned while in the room cannot send there, even an image', async () => {
    const admin = world.users.admin.token
    const global = (
      await api('/admin/global-chat-room', admin, { body: { language: 'jp', title: 'Lobby' } })
    ).json.room.roomId
    await api(`/rooms/${global}/join`, fan.token, { body: {} })
    await api('/admin/global-chat-room/ban', admin, { body: { roomId: global, userOid: fan.oid } })
    // The ban took the member out, and they are told why.
    const image = await send(fan, [photo], { room: global })
    expect(image.status).toBe(403)
    expect(image.json.error).toBe(TEXTS.bannedRoom)
    const room = await api(`/global-chat-room/${global}`, fan.token)
    expect(room.json.joined).toBe(false)
  })

  it('lists reports with the reported message for review, once per report, audited', async () => {
    const admin = world.users.admin.token
    const said = await api(`/rooms/${roomId}/messages`, creator.token, {
      body: { text: 'rude words', clientMessageId: `r-${world.unique()}` },
    })
    const filed = await api('/reports', fan.token, {
      body: { roomId, messageId: said.json.message.messageId, reason: 'insult' },
    })
    expect(filed.status, filed.text).toBe(200)
    const reportOid = filed.json.reportOid
    const open = await api('/admin/reports', admin, { query: { state: 'open', pageViewSize: 100 } })
    const row = open.json.reports.find((r: { reportOid: string }) => r.reportOid === reportOid)
    expect(row).toMatchObject({
      messageText: 'rude words',
      reporterOid: fan.oid,
      reporterNickname: fan.nickname,
      targetUserOid: creator.oid,
      reason: 'insult',
      state: 'open',
    })
    const reviewed = await api('/admin/reports/review', admin, {
      body: { reportOid, state: 'actioned' },
    })
    expect(reviewed.json.report).toMatchObject({
      state: 'actioned',
      reviewedBy: world.users.admin.oid,
    })
    const again = await api('/admin/reports/review', admin, {
      body: { reportOid, state: 'dismissed' },
    })
    expect(again.status).toBe(409)
    const done = await api('/admin/reports', admin, {
      query: { state: 'actioned', pageViewSize: 100 },
    })
    expect(done.json.reports.map((r: { reportOid: string }) => r.reportOid)).toContain(reportOid)
    const stillOpen = await api('/admin/reports', admin, {
      query: { state: 'open', pageViewSize: 100 },
    })
    expect(stillOpen.json.reports.map((r: { reportOid: string }) => r.reportOid)).not.toContain(
      reportOid,
    )
    const log = await world.server.api('/admin/audit-log', {
      token: admin,
      query: { target: reportOid },
    })
    expect(
      log.json.entries.filter((e: { action: string }) => e.action === 'direct-chat.report-review'),
    ).toHaveLength(1)
    expect((await api('/admin/reports', fan.token)).status).toBe(403)
  })
})
