/**
 * The chat management page's lists over HTTP: each room's members by name and its last
 * activity (its last message's time, or its creation before any message), and each
 * creator's settings with their nickname. Rooms are found by id: the product
 * may be shared with other files.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type SignedIn, signUp } from '../support/accounts'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer } from '../support/test-server'

describeOnEngine('admin chat management', (engine) => {
  let world: MatrixWorld
  let fan: SignedIn

  beforeAll(async () => {
    world = await createMatrixWorld(await startTestServer({ engine }))
    fan = await signUp(world.server)
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
  })

  async function listed(roomId: string) {
    const list = await world.server.api('/chat/admin/chat-rooms/all', {
      token: world.users.admin.token,
      query: { page: 1, pageViewSize: 100 },
    })
    expect(list.status, list.text).toBe(200)
    return (list.json.rooms as Array<Record<string, unknown>>).find((r) => r.roomId === roomId)
  }

  it('shows a room’s last activity: its creation, then its last message', async () => {
    const opened = await world.server.api('/chat/rooms', {
      token: fan.token,
      body: { partnerOids: [world.users.creator.oid] },
    })
    expect(opened.status, opened.text).toBe(200)
    const roomId = opened.json.room.roomId as string
    const fresh = await listed(roomId)
    expect(fresh?.lastActivityAt).toBe(opened.json.room.createdAt)
    expect(fresh?.members).toHaveLength(2)
    const members = (fresh?.members ?? []) as string[]
    expect(fresh?.memberNames).toEqual(
      members.map((oid) => (oid === fan.oid ? fan.nickname : world.users.creator.nickname)),
    )

    const sent = await world.server.api(`/chat/rooms/${roomId}/messages`, {
      token: fan.token,
      body: { text: 'Hello', clientMessageId: `cm-${world.unique()}` },
    })
    expect(sent.status, sent.text).toBe(200)
    expect((await listed(roomId))?.lastActivityAt).toBe(sent.json.message.sentAt)
  })

  it('names each creator in the message settings list', async () => {
    const creator = world.users.creator
    const saved = await world.server.api('/chat/chat-settings', {
      token: creator.token,
      body: { toSettings: { whoMayMessage: 'coinPayers', coinsPerMessage: 5 } },
    })
    expect(saved.status, saved.text).toBe(200)
    const list = await world.server.api('/chat/admin/chat-settings/all', {
      token: world.users.admin.token,
      query: { page: 1, pageViewSize: 100 },
    })
    expect(list.status, list.text).toBe(200)
    const row = (list.json.settings as Array<Record<string, unknown>>).find(
      (setting) => setting.userOid === creator.oid,
    )
    expect(row).toMatchObject({ nickname: creator.nickname, coinsPerMessage: 5 })
  })
})
