import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../db/testing'
import type { SessionUser } from '../http'
import { createDatabaseLimitStore } from '../limits'
import { createWallet } from '../wallet'
import type { InvitationBonusPort } from './invitations'
import { BONUS_NOT_PAID, emailPattern } from './invitations'
import { createAccountsService } from './service'
import { codeFrom, type MovableClock, movableClock, recordingMailer } from './testing'

const ADMIN: SessionUser = {
  oid: 'a'.repeat(24),
  nickname: 'admin',
  roles: ['admin'],
  language: null,
  isAdult: true,
}

function build(database: TestDatabase, clock: MovableClock, perInviter = 3) {
  const logger = pino({ level: 'silent' })
  const wallet = createWallet({ db: database.db, clock, logger })
  const grants: string[] = []
  let failNext = 0
  const bonuses: InvitationBonusPort = {
    async grant({ key, userOid, coins, metadata }) {
      if (failNext > 0) {
        failNext--
        throw new Error('wallet away')
      }
      grants.push(key)
      const booked = await wallet.service.grant({
        key,
        userOid,
        kind: 'bonus_coins',
        amount: coins,
        metadata,
      })
      return { transactionId: booked.id, replayed: booked.replayed }
    },
  }
  const mailer = recordingMailer()
  const service = createAccountsService({
    db: database.db,
    mailer,
    clock,
    limits: createDatabaseLimitStore({ db: database.db, clock }),
    logger,
    settings: {
      publicUrl: 'http://taleloom.test',
      sessionDays: 30,
      guestFreeChats: 5,
      blockedEmailDomains: [],
      argon2: { memoryKiB: 1024, iterations: 1 },
      invitations: { inviteeCoins: 100, inviterCoins: 50, perInviter },
    },
    invitationBonuses: bonuses,
  })
  return {
    service,
    wallet,
    grants,
    failWallet: (times: number) => {
      failNext = times
    },
    /** The sign-up route's steps: the code kept with the sign-up, the confirmation settles it. */
    async signUp(
      nickname: string,
      options: { code?: string; email?: string; deviceId?: string; ip?: string } = {},
    ) {
      const email = options.email ?? `${nickname}@example.com`
      if (options.code)
        await service.extras.invitations.remember({
          email,
          code: options.code,
          deviceId: options.deviceId ?? `device-${nickname}`,
          clientIp: options.ip ?? `10.0.${nickname.length}.${nickname.charCodeAt(0)}`,
        })
      await service.register(
        {
          email,
          password: 'story123',
          passwordRepeat: 'story123',
          nickname,
          birthDate: '1990-05-01',
          agreePersonalData: true,
        },
        'en',
      )
      return { email, code: codeFrom(mailer.lastTo(email)) }
    },
    async confirm(email: string, code: string) {
      const answer = await service.confirmRegistration(email, code)
      const invitation = await service.extras.invitations.settle({ oid: answer.oid, email })
      return { answer, invitation }
    },
  }
}

describeEachEngine('account extras', (engine) => {
  let database: TestDatabase
  const clock = movableClock(new Date('2026-11-30T09:00:00Z'))
  let kit: ReturnType<typeof build>

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    kit = build(database, clock)
  })
  afterAll(async () => {
    await database?.close()
  })

  async function account(nickname: string) {
    const pending = await kit.signUp(nickname)
    return (await kit.confirm(pending.email, pending.code)).answer
  }

  describe('channel-manager mode', () => {
    it('asks for the device password on each signed-in device, hashed and rate-limited', async () => {
      const manager = await account('manager1')
      const creator = await account('channel1')
      const stranger = await account('stranger1')
      await kit.service.setRoles(ADMIN, manager.oid, ['channelManager'])
      await kit.service.setRoles(ADMIN, creator.oid, ['creator'])
      await kit.service.assignChannel({
        managerOid: manager.oid,
        creatorOid: creator.oid,
        adminOid: ADMIN.oid,
      })
      const cm = kit.service.extras.channelManager
      const me = { oid: manager.oid, roles: ['user', 'channelManager'] }
      const device = (await kit.service.login('manager1@example.com', 'story123')) as {
        token: string
      }
      const session = await kit.service.resolveSession(device.token)
      const sessionId = session?.sessionId ?? ''

      await expect(cm.status({ oid: stranger.oid, roles: ['user'] }, null)).rejects.toMatchObject({
        status: 403,
        code: 'CHANNEL_MANAGER_ONLY',
      })
      expect(await cm.status(me, sessionId)).toMatchObject({
        channels: [{ creatorOid: creator.oid, nickname: 'channel1' }],
        hasPassword: false,
        mode: null,
      })
      const enter = (password: string, creatorOid = creator.oid, id = sessionId) =>
        cm.enter(me, id, { creatorOid, password })
      await expect(enter('device123')).rejects.toMatchObject({
        status: 409,
        code: 'DEVICE_PASSWORD_NOT_SET',
      })
      await expect(
        cm.setPassword(me, { password: 'device123', currentPassword: 'wrong1' }),
      ).rejects.toMatchObject({ status: 403, code: 'STEP_UP_FAILED' })
      await cm.setPassword(me, { password: 'device123', currentPassword: 'story123' })
      const stored = await database.db
        .selectFrom('channel_manager_passwords')
        .select('password_hash')
        .where('user_id', '=', manager.oid)
        .executeTakeFirstOrThrow()
      expect(stored.password_hash).toMatch(/^\$argon2id\$/)

      await expect(enter('device999')).rejects.toMatchObject({
        status: 403,
        code: 'INCORRECT_PASSWORD',
        message: 'Incorrect password',
      })
      await expect(enter('device123', stranger.oid)).rejects.toMatchObject({ status: 404 })
      const entered = await enter('device123')
      expect(entered.mode).toMatchObject({ creatorOid: creator.oid, nickname: 'channel1' })
      expect(await cm.mode(sessionId)).toMatchObject({ creatorOid: creator.oid })

      // Another sign-in (another device) is not in the mode until it gives the password.
      const other = (await kit.service.login('manager1@example.com', 'story123')) as {
        token: string
      }
      const otherId = (await kit.service.resolveSession(other.token))?.sessionId ?? ''
      expect((await cm.status(me, otherId)).mode).toBeNull()
      expect((await cm.leave(me, sessionId)).mode).toBeNull()

      // Five wrong tries in parallel lock the password, even for the right one, for 15 minutes.
      const wrong = await Promise.allSettled(
        Array.from({ length: 8 }, () => enter('guess123', creator.oid, otherId)),
      )
      const codes = wrong.map((r) =>
        r.status === 'rejected' ? (r.reason as { code: string }).code : 'ok',
      )
      expect(codes.filter((code) => code === 'INCORRECT_PASSWORD')).toHaveLength(5)
      expect(codes.filter((code) => code === 'DEVICE_PASSWORD_LOCKED')).toHaveLength(3)
      await expect(enter('device123', creator.oid, otherId)).rejects.toMatchObject({ status: 429 })
      clock.advance(15 * 60 * 1000 + 1)
      expect((await enter('device123', creator.oid, otherId)).mode?.creatorOid).toBe(creator.oid)

      // A channel taken away is no longer managed, whatever the device remembers.
      await kit.service.removeChannel({ managerOid: manager.oid, creatorOid: creator.oid })
      expect((await cm.status(me, otherId)).mode).toBeNull()
    })
  })

  describe('sign-up invitations', () => {
    it('pays both bonuses once, and tells a sign-up with the same history why not', async () => {
      const inviter = await account('inviter1')
      const invitation = await kit.service.extras.invitations.of(inviter.oid)
      expect(invitation.code).toMatch(/^[A-Z0-9]{8}$/)
      expect(invitation.link).toBe(`http://taleloom.test/?invite=${invitation.code}`)
      expect((await kit.service.extras.invitations.of(inviter.oid)).code).toBe(invitation.code)

      const first = await kit.signUp('friend1', {
        code: invitation.code,
        email: 'friend.one+x@gmail.com',
        deviceId: 'device-f1',
        ip: '10.1.1.1',
      })
      const paid = await kit.confirm(first.email, first.code)
      expect(paid.invitation).toEqual({ status: 'paid', coins: 100 })
      // Settling again (a retried request) pays nothing twice.
      expect(
        await kit.service.extras.invitations.settle({ oid: paid.answer.oid, email: first.email }),
      ).toBeNull()
      expect((await kit.wallet.service.balances(paid.answer.oid)).bonusCoins).toBe(100)
      expect((await kit.wallet.service.balances(inviter.oid)).bonusCoins).toBe(50)

      // The same person again: another address of the same pattern, another device.
      const again = await kit.signUp('friend1b', {
        code: invitation.code,
        email: 'friendone1@gmail.com',
        deviceId: 'device-f1b',
        ip: '10.1.1.2',
      })
      const history = await kit.confirm(again.email, again.code)
      expect(history.invitation).toEqual({
        status: 'notPaid',
        reason: 'history',
        message: BONUS_NOT_PAID,
      })
      expect(history.answer.token).toBeTruthy()
      expect((await kit.wallet.service.balances(history.answer.oid)).bonusCoins).toBe(0)
      expect((await kit.wallet.service.balances(inviter.oid)).bonusCoins).toBe(50)
      expect(await kit.service.extras.invitations.of(inviter.oid)).toMatchObject({
        signups: 2,
        paid: 1,
      })
    })

    it('refuses an unknown code before the sign-up', async () => {
      await expect(
        kit.service.extras.invitations.remember({
          email: 'nobody@example.com',
          code: 'ZZZZZZZZ',
          deviceId: null,
          clientIp: null,
        }),
      ).rejects.toMatchObject({ status: 404, code: 'INVITATION_NOT_FOUND' })
    })

    it('pays exactly the limit when 50 sign-ups with one code confirm at once', async () => {
      const inviter = await account('inviter2')
      const { code } = await kit.service.extras.invitations.of(inviter.oid)
      const pending = []
      for (let i = 0; i < 50; i++)
        pending.push(
          await kit.signUp(`crowd${i}`, {
            code,
            email: `crowd${i}x@crowd${i}.example`,
            deviceId: `crowd-device-${i}`,
            ip: `10.9.${i}.1`,
          }),
        )
      const results = await Promise.all(pending.map((p) => kit.confirm(p.email, p.code)))
      const statuses = results.map((r) => r.invitation?.status)
      expect(statuses.filter((s) => s === 'paid')).toHaveLength(3)
      expect(statuses.filter((s) => s === 'notPaid')).toHaveLength(47)
      expect(
        results.filter(
          (r) => r.invitation?.status === 'notPaid' && r.invitation.reason === 'limit',
        ),
      ).toHaveLength(47)
      expect((await kit.wallet.service.balances(inviter.oid)).bonusCoins).toBe(3 * 50)
      const inviteeTotal = await Promise.all(
        results.map(async (r) => (await kit.wallet.service.balances(r.answer.oid)).bonusCoins),
      )
      expect(inviteeTotal.reduce((a, b) => a + b, 0)).toBe(3 * 100)
    })

    it('pays a sign-up the wallet missed once the repair runs, exactly once', async () => {
      const inviter = await account('inviter3')
      const { code } = await kit.service.extras.invitations.of(inviter.oid)
      const pending = await kit.signUp('late1', {
        code,
        email: 'late1@late.example',
        deviceId: 'late-device',
        ip: '10.7.7.7',
      })
      kit.failWallet(1)
      const answer = await kit.confirm(pending.email, pending.code)
      expect(answer.invitation).toEqual({ status: 'paid', coins: 100 })
      expect((await kit.wallet.service.balances(answer.answer.oid)).bonusCoins).toBe(0)
      await Promise.all([
        kit.service.extras.invitations.payUnpaid(),
        kit.service.extras.invitations.payUnpaid(),
      ])
      await kit.service.extras.invitations.payUnpaid()
      expect((await kit.wallet.service.balances(answer.answer.oid)).bonusCoins).toBe(100)
      expect((await kit.wallet.service.balances(inviter.oid)).bonusCoins).toBe(50)
    })

    it('sees one person behind addresses of one pattern', () => {
      expect(emailPattern('Alice.Smith+promo@googlemail.com')).toBe('alicesmith@gmail.com')
      expect(emailPattern('bob12@example.com')).toBe('bob@example.com')
    })
  })

  describe('cherry-picker notice', () => {
    it('reaches a creator with the tag until dismissed, and nobody else', async () => {
      const creator = await account('picked1')
      const plain = await account('plain1')
      await kit.service.setRoles(ADMIN, creator.oid, ['creator'])
      await expect(
        kit.service.extras.tags.add({
          userOid: plain.oid,
          tag: 'cherry-picker',
          adminOid: ADMIN.oid,
        }),
      ).rejects.toMatchObject({ status: 409 })
      await kit.service.extras.tags.add({
        userOid: creator.oid,
        tag: 'cherry-picker',
        adminOid: ADMIN.oid,
      })
      const notices = kit.service.extras.notices
      const me = { oid: creator.oid, roles: ['user', 'creator'] }
      expect(await notices.pending(me)).toEqual({ notices: ['cherry-picker'] })
      expect(await notices.pending({ oid: plain.oid, roles: ['user'] })).toEqual({ notices: [] })
      const { user } = await kit.service.getUser(
        { ...ADMIN, oid: creator.oid, roles: ['user', 'creator'] },
        {},
      )
      expect(user.creatorTags).toContain('cherry-picker')
      await Promise.all([
        notices.dismiss(creator.oid, 'cherry-picker'),
        notices.dismiss(creator.oid, 'cherry-picker'),
      ])
      expect(await notices.pending(me)).toEqual({ notices: [] })
    })
  })
})
