import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../db/testing'
import { codeFrom, movableClock, testAccountsService } from './testing'

describeEachEngine('account roles', (engine) => {
  let database: TestDatabase
  let kit: ReturnType<typeof testAccountsService>

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    kit = testAccountsService(database.db, movableClock(new Date('2026-03-01T00:00:00Z')))
  })
  afterAll(async () => {
    await database?.close()
  })

  it('adds a role without losing a role granted beside it, and only once', async () => {
    const email = 'roles@example.com'
    await kit.service.register(
      {
        email,
        password: 'story123',
        passwordRepeat: 'story123',
        nickname: 'rolesuser',
        birthDate: '1990-05-01',
        agreePersonalData: true,
      },
      'en',
    )
    const { user } = await kit.service.confirmRegistration(
      email,
      codeFrom(kit.mailer.lastTo(email)),
    )
    const admin = {
      oid: 'admin',
      nickname: 'admin',
      roles: ['admin' as const],
      language: null,
      isAdult: true,
    }
    // The admin's write and the grant race; whichever lands first, both roles remain.
    await Promise.all([
      kit.service.setRoles(admin, user.oid, ['livestreamer']),
      kit.service.addRole(user.oid, 'creator'),
    ])
    const twice = await kit.service.addRole(user.oid, 'creator')
    expect(twice.roles.filter((role) => role === 'creator')).toHaveLength(1)
    const row = await database.db
      .selectFrom('users')
      .select('roles')
      .where('id', '=', user.oid)
      .executeTakeFirstOrThrow()
    expect(new Set(row.roles)).toEqual(new Set(['user', 'livestreamer', 'creator']))
  })
})
