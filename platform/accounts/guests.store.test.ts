import pino from 'pino'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../db/testing'
import { createDatabaseLimitStore } from '../limits'
import { createAccountsService } from './service'
import { movableClock, recordingMailer } from './testing'

const HOUR = 60 * 60 * 1000

describeEachEngine('guest registrations per address', (engine) => {
  let database: TestDatabase
  const clock = movableClock(new Date('2026-03-01T08:00:00Z'))
  let service: ReturnType<typeof createAccountsService>

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    service = createAccountsService({
      db: database.db,
      mailer: recordingMailer(),
      clock,
      limits: createDatabaseLimitStore({ db: database.db, clock }),
      logger: pino({ level: 'silent' }),
      settings: {
        publicUrl: 'http://taleloom.test',
        sessionDays: 30,
        guestFreeChats: 2,
        guestRegistrations: { perIp: 3, windowMs: HOUR },
        blockedEmailDomains: [],
        argon2: { memoryKiB: 1024, iterations: 1 },
      },
    })
  })
  afterAll(async () => {
    await database?.close()
  })

  const device = (label: string) => `device-${label}`.padEnd(20, 'x')

  it('registers a few new ids per address, refuses more, and frees the slot after the window', async () => {
    const outcomes = []
    for (const label of ['a1', 'a2', 'a3', 'a4']) {
      outcomes.push((await service.registerGuest(device(label), '198.51.100.7')).outcome)
    }
    expect(outcomes).toEqual(['registered', 'registered', 'registered', 'refused'])
    // A known id is never refused, and another address has its own allowance.
    expect(await service.registerGuest(device('a1'), '198.51.100.7')).toEqual({ outcome: 'known' })
    expect(await service.registerGuest(device('b1'), '198.51.100.8')).toEqual({
      outcome: 'registered',
    })
    const refused = await service.registerGuest(device('a5'), '198.51.100.7')
    expect(refused).toEqual({ outcome: 'refused', retryAfterSeconds: 3600 })
    clock.advance(HOUR + 1000)
    expect((await service.registerGuest(device('a5'), '198.51.100.7')).outcome).toBe('registered')
  })

  it('stores a hash of the address, never the address itself', async () => {
    const rows = await database.query<{ created_ip_hash: string | null }>(
      'select created_ip_hash from guests where device_id = $1',
      [device('a1')],
    )
    expect(rows[0]?.created_ip_hash).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(rows[0]?.created_ip_hash).not.toContain('198.51')
  })

  it('gives free chats only to registered ids', async () => {
    expect((await service.consumeGuestFreeChat(device('a4'))).allowed).toBe(false)
    expect((await service.consumeGuestFreeChat(device('b1'))).allowed).toBe(true)
    expect((await service.consumeGuestFreeChat(device('b1'))).allowed).toBe(true)
    expect((await service.consumeGuestFreeChat(device('b1'))).allowed).toBe(false)
    const stored = await database.query<{ n: number }>(
      'select count(*)::int as n from guests where device_id = $1',
      [device('a4')],
    )
    expect(stored[0]?.n).toBe(0)
  })

  it('holds the limit under 20 concurrent registrations from one address', async () => {
    clock.advance(2 * HOUR)
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        service.registerGuest(device(`c${index}`), '192.0.2.44'),
      ),
    )
    expect(results.filter((result) => result.outcome === 'registered')).toHaveLength(3)
  })

  it('answers 429 from ensureGuest past the limit, with the wait in seconds', async () => {
    await expect(service.ensureGuest(null, '192.0.2.44')).rejects.toMatchObject({
      status: 429,
      code: 'GUEST_LIMIT_REACHED',
      details: { retryAfterSeconds: 3600 },
    })
    const fresh = await service.ensureGuest(null, '192.0.2.45')
    expect(fresh).toMatchObject({ freeChatsLeft: 2, freeChatsTotal: 2 })
  })
})
