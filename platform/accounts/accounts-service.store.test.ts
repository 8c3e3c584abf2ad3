import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../db/testing'
import { ACCOUNT_ERRORS } from './errors'
import { codeFrom, movableClock, testAccountsService } from './testing'
import { totpAt } from './totp'

const DAY = 24 * 60 * 60 * 1000

describeEachEngine('accounts service', (engine) => {
  let database: TestDatabase
  const clock = movableClock(new Date('2026-01-10T12:00:00Z'))
  let kit: ReturnType<typeof testAccountsService>
  /** A login of a confirmed account: the session or the 2FA ticket, never "confirm first". */
  const logIn = async (email: string, password: string) => {
    const answer = await kit.service.login(email, password)
    if ('stage' in answer) throw new Error(`${email} is not confirmed`)
    return answer
  }

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    kit = testAccountsService(database.db, clock)
  })
  afterAll(async () => {
    await database?.close()
  })

  async function signUp(email: string, nickname: string, password = 'story123') {
    await kit.service.register(
      {
        email,
        password,
        passwordRepeat: password,
        nickname,
        birthDate: '1990-05-01',
        agreePersonalData: true,
      },
      'en',
    )
    return kit.service.confirmRegistration(email, codeFrom(kit.mailer.lastTo(email)))
  }

  it('seeds an admin and a demo creator once', async () => {
    const first = await kit.service.seed({ adminEmail: 'Admin@Taleloom.local' })
    expect(first.adminCreated).toBe(true)
    expect(first.generatedAdminPassword).toMatch(/.{10,}/)
    expect(first.generatedCreatorPassword).toMatch(/.{10,}/)
    expect(first.generatedCreatorPassword).not.toBe(first.generatedAdminPassword)
    const second = await kit.service.seed({
      adminEmail: 'admin@taleloom.local',
      adminPassword: 'x1y2z3w4',
    })
    // Neither password is ever handed out again.
    expect(second).toEqual({ adminCreated: false })
    const creator = await logIn('creator@taleloom.local', first.generatedCreatorPassword!)
    if (creator.require2FA) throw new Error('unexpected 2FA')
    expect(creator.user.roles.sort()).toEqual(['creator', 'user'])
    const login = await logIn('admin@taleloom.local', first.generatedAdminPassword!)
    if (login.require2FA) throw new Error('unexpected 2FA')
    expect(login.user.roles.sort()).toEqual(['admin', 'user'])
    const rows = await database.query<{ nickname: string; roles: string[] }>(
      "select nickname, roles from users where email = 'creator@taleloom.local'",
    )
    expect(rows[0]?.nickname).toBe('DemoCreator')
    expect(rows[0]?.roles.sort()).toEqual(['creator', 'user'])
  })

  it('signs up with a mailed code and resolves the session in one query', async () => {
    const login = await signUp('reader@example.com', 'Reader1')
    const session = await kit.service.resolveSession(login.token)
    expect(session?.user).toMatchObject({
      nickname: 'Reader1',
      roles: ['user'],
      isAdult: false,
      language: 'en',
    })
    expect(login.token.length).toBeGreaterThanOrEqual(43)
    const stored = await database.query<{ token_hash: string }>('select token_hash from sessions')
    expect(stored.some((row) => row.token_hash === login.token)).toBe(false)
    await kit.service.logout(session!.sessionId)
    expect(await kit.service.resolveSession(login.token)).toBeNull()
  })

  it('answers getuser in two statements: the session, then the user with its two-factor flag (docs/PERFORMANCE.md)', async () => {
    const login = await signUp('counted@example.com', 'Counted1')
    let statements = 0
    const counted = testAccountsService(
      database.db.withPlugin({
        transformQuery: (args) => {
          statements += 1
          return args.node
        },
        transformResult: async (args) => args.result,
      }),
      clock,
    )
    const session = await counted.service.resolveSession(login.token)
    expect(statements).toBe(1)
    const answer = await counted.service.getUser(session!.user, {})
    expect(answer).toMatchObject({ isMe: true, user: { nickname: 'Counted1' } })
    expect(statements).toBe(2)
  })

  it('expires sessions after the configured days', async () => {
    const login = await logIn('reader@example.com', 'story123')
    if (login.require2FA) throw new Error('unexpected 2FA')
    clock.advance(29 * DAY)
    expect(await kit.service.resolveSession(login.token)).not.toBeNull()
    clock.advance(2 * DAY)
    expect(await kit.service.resolveSession(login.token)).toBeNull()
  })

  it('keeps e-mail and nickname unique regardless of case, in the database', async () => {
    await expect(
      database.query(
        `insert into users (id, email, nickname, roles, created_at, updated_at)
         values ('aaaaaaaaaaaaaaaaaaaaaaaa', 'READER@example.com', 'Other', '{user}', now(), now())`,
      ),
    ).rejects.toThrow(/users_email_key/)
    await expect(
      kit.service.register(
        {
          email: 'x@example.com',
          password: 'story123',
          passwordRepeat: 'story123',
          nickname: 'READER1',
          birthDate: '1990-01-01',
          agreePersonalData: true,
        },
        'en',
      ),
    ).rejects.toMatchObject({ code: 'NICKNAME_TAKEN' })
  })

  it('limits wrong confirmation numbers and expires codes', async () => {
    const input = {
      email: 'slow@example.com',
      password: 'story123',
      passwordRepeat: 'story123',
      nickname: 'Slow',
      birthDate: '1990-01-01',
      agreePersonalData: true as const,
    }
    await kit.service.register(input, 'ko')
    const code = codeFrom(kit.mailer.lastTo('slow@example.com'))
    expect(kit.mailer.lastTo('slow@example.com')?.subject).toContain('인증번호')
    const wrong = code === '000000' ? '111111' : '000000'
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await expect(
        kit.service.confirmRegistration('slow@example.com', wrong),
      ).rejects.toMatchObject({ code: 'WRONG_CONFIRMATION_NUMBER' })
    }
    await expect(kit.service.confirmRegistration('slow@example.com', code)).rejects.toMatchObject({
      code: 'CONFIRMATION_ATTEMPTS_EXCEEDED',
    })
    await kit.service.resendCode('slow@example.com')
    const fresh = codeFrom(kit.mailer.lastTo('slow@example.com'))
    clock.advance(16 * 60 * 1000)
    await expect(kit.service.confirmRegistration('slow@example.com', fresh)).rejects.toMatchObject({
      code: 'CONFIRMATION_EXPIRED',
    })
  })

  it('locks an address after five failures, exponentially, and unlocks on time', async () => {
    const fail = () => logIn('reader@example.com', 'wrong-pass1')
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await expect(fail()).rejects.toMatchObject({ code: 'INCORRECT_CREDENTIALS' })
    }
    // Locked now: even the right password is refused until the lock ends.
    await expect(logIn('reader@example.com', 'story123')).rejects.toMatchObject({
      status: 429,
      code: 'LOGIN_LOCKED',
    })
    clock.advance(31_000)
    await expect(fail()).rejects.toMatchObject({ code: 'INCORRECT_CREDENTIALS' })
    clock.advance(31_000)
    await expect(logIn('reader@example.com', 'story123')).rejects.toMatchObject({
      code: 'LOGIN_LOCKED',
    })
    clock.advance(31_000)
    const login = await logIn('reader@example.com', 'story123')
    expect(login.require2FA).toBe(false)
    // Unknown addresses are throttled the same way (no enumeration through lockout).
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await expect(logIn('nobody@example.com', 'whatever1')).rejects.toMatchObject({
        code: 'INCORRECT_CREDENTIALS',
      })
    }
    await expect(logIn('nobody@example.com', 'whatever1')).rejects.toMatchObject({
      code: 'LOGIN_LOCKED',
    })
  })

  it('enables TOTP and rejects a replayed code', async () => {
    const login = await logIn('reader@example.com', 'story123')
    if (login.require2FA) throw new Error('unexpected 2FA')
    const { secret } = await kit.service.setupTwoFactor(login.oid)
    await kit.service.confirmTwoFactor(login.oid, totpAt(secret, clock.now()))
    const step = await logIn('reader@example.com', 'story123')
    if (!step.require2FA) throw new Error('expected 2FA')
    await expect(
      kit.service.verifyLogin(step.loginTicket, totpAt(secret, clock.now())),
    ).rejects.toMatchObject({ code: 'INVALID_2FA_CODE' })
    clock.advance(30_000)
    const code = totpAt(secret, clock.now())
    const [first, second] = await Promise.allSettled([
      kit.service.verifyLogin(step.loginTicket, code),
      kit.service.verifyLogin(step.loginTicket, code),
    ])
    expect([first.status, second.status].sort()).toEqual(['fulfilled', 'rejected'])
    clock.advance(30_000)
    await kit.service.disableTwoFactor(login.oid, totpAt(secret, clock.now()))
    expect(await kit.service.twoFactorStatus(login.oid)).toEqual({ enabled: false })
  })

  it('spends guest free chats atomically under 50 parallel calls', async () => {
    await kit.service.setGuestFreeChats(7)
    const device = 'device-aaaaaaaaaaaaaaaa'
    await kit.service.registerGuest(device, '203.0.113.1')
    const results = await Promise.all(
      Array.from({ length: 50 }, () => kit.service.consumeGuestFreeChat(device)),
    )
    expect(results.filter((result) => result.allowed)).toHaveLength(7)
    expect(await kit.service.guestStatus(device)).toMatchObject({
      freeChatsLeft: 0,
      freeChatsTotal: 7,
    })
    const rows = await database.query<{ free_chats_used: number }>(
      'select free_chats_used from guests where device_id = $1',
      [device],
    )
    expect(rows[0]?.free_chats_used).toBe(7)
  })

  it('purges accounts whose 14-day wait ended, and a login before then cancels it', async () => {
    const keeper = await signUp('keeper@example.com', 'Keeper')
    const leaver = await signUp('leaver@example.com', 'Leaver')
    await kit.service.requestUnregister(
      keeper.oid,
      'I am leaving because reasons, honestly.',
      'story123',
    )
    const waiting = await kit.service.requestUnregister(
      leaver.oid,
      'I am leaving because reasons, honestly.',
      'story123',
    )
    expect(waiting.state).toBe('wait')
    expect(new Date(waiting.confirmUnregister!).getTime() - clock.now().getTime()).toBe(14 * DAY)
    clock.advance(13 * DAY)
    const back = await logIn('keeper@example.com', 'story123')
    if (back.require2FA) throw new Error('unexpected 2FA')
    expect(back.unregisterCancelled).toBe(true)
    expect(await kit.service.purgeUnregistered(clock.now())).toEqual([])
    clock.advance(1 * DAY + 1000)
    await expect(logIn('leaver@example.com', 'story123')).rejects.toMatchObject({
      code: 'INCORRECT_CREDENTIALS',
    })
    expect(await kit.service.purgeUnregistered(clock.now())).toEqual([leaver.oid])
    expect(await kit.service.getUserById(leaver.oid)).toBeNull()
    expect(await kit.service.getUserById(keeper.oid)).not.toBeNull()
    expect(
      await database.query('select id from sessions where user_id = $1', [leaver.oid]),
    ).toEqual([])
  })

  it('has every error as a stable AppError', () => {
    for (const [name, make] of Object.entries(ACCOUNT_ERRORS)) {
      const error = make()
      expect(error.code, name).toMatch(/^[A-Z0-9_]+$/)
      expect(error.status, name).toBeGreaterThanOrEqual(400)
    }
  })
})
