/**
 * A process that dies mid-turn: the sweeper fails the orphaned reply and gives back what
 * the turn took — a guest's free chat or a coupon chat — exactly once, however often it
 * (or another instance) sweeps. Runs on PGlite and, when reachable, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCoupon } from '../../platform/chat/coupons/catalogue'
import { couponChatsLeft, redeemCoupon } from '../../platform/chat/coupons/redemptions'
import type { ChatRuntimeDeps } from '../../platform/chat/runtime'
import { prepareTurn } from '../../platform/chat/turns/start'
import { sweepStaleStreams } from '../../platform/chat/turns/sweeper'
import { postgresAvailable } from '../../platform/db/testing'
import { grantRoles, seedAdmin, signUp } from '../support/accounts'
import { publishDemo } from '../support/stories-world'
import { startTestServer, type TestServer } from '../support/test-server'

for (const engine of ['pglite', 'postgres'] as const) {
  describe.skipIf(engine === 'postgres' && !postgresAvailable)(`stream sweeper [${engine}]`, () => {
    let server: TestServer
    let contentOid: string

    beforeAll(async () => {
      server = await startTestServer({
        engine,
        env: { TALELOOM_ARGON2_MEMORY_KIB: '1024', TALELOOM_ARGON2_ITERATIONS: '1' },
      })
      const admin = await seedAdmin(server)
      const creator = await signUp(server)
      await grantRoles(server, admin.token, creator.oid, ['creator'])
      ;({ contentOid } = await publishDemo({ server } as never, creator))
    }, 120_000)
    afterAll(async () => {
      await server?.close()
    })

    /** The sweeper as it runs once the holds of the orphaned turns have expired. */
    const sweepLater = () => {
      const deps: ChatRuntimeDeps = {
        ...server.context.chat.service.deps,
        clock: { now: () => new Date(Date.now() + 10 * 60_000) },
      }
      return sweepStaleStreams(deps, () => false)
    }

    /** A guest's turn started (and paid) by a process that then died before generating. */
    async function orphanedGuestTurn(guestDeviceId: string) {
      const created = await server.api('/story-chat/chat-room', {
        guestDeviceId,
        body: { contentOid },
      })
      expect(created.status, created.text).toBe(200)
      const roomOid: string = created.json.room.roomOid
      const result = await prepareTurn(
        server.context.chat.service.deps,
        server.context.chat.service.compiledFor,
        server.context.chat.service.paths,
        roomOid,
        { user: null, guestDeviceId },
        {
          kind: 'message',
          text: 'Hello?',
          requestId: `orphan-${Date.now()}-${Math.random()}`.replace('.', ''),
        },
      )
      if (!('prepared' in result)) throw new Error('expected a new turn')
      return {
        roomOid,
        greeting: created.json.messages[0].messageId as string,
        prepared: result.prepared,
      }
    }

    const freeChatsLeft = async (guestDeviceId: string) =>
      (await server.context.accounts.service.guestStatus(guestDeviceId)).freeChatsLeft

    it("gives a guest's free chat back once when it fails an orphaned turn", async () => {
      await server.context.accounts.service.setGuestFreeChats(3)
      const guestDeviceId = (await server.api('/account/guest', { body: {} })).json.guestDeviceId
      const { roomOid, greeting, prepared } = await orphanedGuestTurn(guestDeviceId)
      expect(prepared.charge.kind).toBe('guest-free-chat')
      expect(await freeChatsLeft(guestDeviceId)).toBe(2)

      expect(await Promise.all([sweepLater(), sweepLater()])).toEqual(
        expect.arrayContaining([1, 0]),
      )
      expect(await sweepLater()).toBe(0)
      expect(await freeChatsLeft(guestDeviceId)).toBe(3)

      const status = await server.api(`/story-chat/chat-room/${roomOid}/status`, { guestDeviceId })
      expect(status.json.head.messageId).toBe(greeting)
      const reply = await server.context.database.db
        .selectFrom('chat_messages')
        .select(['status', 'error'])
        .where('oid', '=', prepared.assistant.oid)
        .executeTakeFirstOrThrow()
      expect(reply).toEqual({ status: 'failed', error: 'INTERRUPTED' })
    })

    it('gives a coupon chat back once, and no free chat the turn did not take', async () => {
      await server.context.accounts.service.setGuestFreeChats(1)
      const guestDeviceId = (await server.api('/account/guest', { body: {} })).json.guestDeviceId
      // An earlier turn spent the one free chat; this one is paid by a coupon.
      await server.context.accounts.service.consumeGuestFreeChat(guestDeviceId)
      const db = server.context.database.db
      const now = new Date()
      const coupon = await createCoupon(db, {
        chats: 2,
        maxRedemptions: null,
        expiresAt: null,
        note: 'sweeper test',
        createdBy: '0123456789abcdef01234567',
      })
      await redeemCoupon(db, coupon.code, { guestDeviceId }, now)
      const { prepared } = await orphanedGuestTurn(guestDeviceId)
      expect(prepared.charge.kind).toBe('coupon')
      expect(await couponChatsLeft(db, { guestDeviceId }, now)).toBe(1)

      expect(await sweepLater()).toBe(1)
      expect(await sweepLater()).toBe(0)
      expect(await couponChatsLeft(db, { guestDeviceId }, now)).toBe(2)
      // The turn took no free chat, so none comes back.
      expect(await freeChatsLeft(guestDeviceId)).toBe(0)
    })
  })
}
