import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, postgresAvailable, type TestDatabase } from '../testing'
import { PostgresListener } from './listener'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

it('refuses a LISTEN it cannot place, and keeps nothing of it', async () => {
  const errors: Error[] = []
  // Port 1: nothing listens there, so the connection is refused at once.
  const listener = new PostgresListener({
    connectionString: 'postgres://postgres@127.0.0.1:1/none',
    applicationName: 'taleloom-test-listen',
    onError: (error) => errors.push(error),
  })
  await expect(listener.listen('tl_nowhere', { onPayload: () => {} })).rejects.toThrow()
  expect(listener.listening).toEqual([])
  await listener.close()
  await expect(listener.listen('tl_nowhere', { onPayload: () => {} })).rejects.toThrow(/closed/)
})

describe.skipIf(!postgresAvailable)('PostgreSQL LISTEN across a lost connection', () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await openTestDatabase('postgres')
  })
  afterAll(async () => {
    await database?.close()
  })

  /** Ends this database's listening connection as an admin or a restart would. */
  async function dropListenConnection() {
    const [row] = await database.query<{ ended: number }>(
      `select count(*)::int as ended from (select pg_terminate_backend(pid) from pg_stat_activity
         where application_name = $1) as t`,
      [`${database.applicationName}-listen`],
    )
    return row?.ended
  }
  const listenConnections = async () =>
    (
      await database.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where application_name = $1',
        [`${database.applicationName}-listen`],
      )
    )[0]?.n

  it('listens again by itself after the server ends its connection, and tells of the gap', async () => {
    const received: string[] = []
    let gaps = 0
    const stop = await database.listen(
      'tl_listener_test',
      (payload) => received.push(payload),
      () => {
        gaps += 1
      },
    )
    await database.notify('tl_listener_test', 'before')
    await expect.poll(() => received, { timeout: 5000 }).toEqual(['before'])

    expect(await dropListenConnection()).toBe(1)
    // Sent while no one listens: lost, which is what the gap tells.
    await database.notify('tl_listener_test', 'during')
    await expect.poll(() => gaps, { timeout: 5000 }).toBe(1)
    expect(await listenConnections()).toBe(1)

    await database.notify('tl_listener_test', 'after')
    await expect.poll(() => received.at(-1), { timeout: 5000 }).toBe('after')
    expect(received.filter((payload) => payload !== 'during')).toEqual(['before', 'after'])

    await stop()
    // A second listener hears 'late': by then the first would have too, had it still listened.
    const heard: string[] = []
    const stopWitness = await database.listen('tl_listener_test', (payload) => heard.push(payload))
    await database.notify('tl_listener_test', 'late')
    await expect.poll(() => heard).toEqual(['late'])
    await stopWitness()
    expect(received).not.toContain('late')
  })

  it('sends UNLISTEN when a channel has no subscriber left', async () => {
    const name = `${database.applicationName}_u-listen`
    const listener = new PostgresListener({
      connectionString: process.env.DATABASE_URL ?? '',
      applicationName: name,
    })
    const lastQuery = async () =>
      (
        await database.query<{ query: string }>(
          'select query from pg_stat_activity where application_name = $1',
          [name],
        )
      )[0]?.query
    try {
      const first = await listener.listen('tl_listener_u', { onPayload: () => {} })
      const second = await listener.listen('tl_listener_u', { onPayload: () => {} })
      expect(await lastQuery()).toBe('listen tl_listener_u')
      await first()
      expect(listener.listening).toEqual(['tl_listener_u'])
      expect(await lastQuery()).toBe('listen tl_listener_u')
      await second()
      expect(listener.listening).toEqual([])
      expect(await lastQuery()).toBe('unlisten tl_listener_u')
    } finally {
      await listener.close()
    }
  })

  it('stops trying once closed, even while waiting to reconnect', async () => {
    const instance = await database.openInstance!(`${database.applicationName}_b`)
    const name = `${database.applicationName}_b-listen`
    const count = async () =>
      (
        await database.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where application_name = $1',
          [name],
        )
      )[0]?.n
    await instance.listen('tl_listener_close', () => {})
    expect(await count()).toBe(1)
    await database.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
      [name],
    )
    await instance.close()
    // Past the first retry's deadline (100 ms; timers fire in deadline order), the ended
    // backend leaves pg_stat_activity whenever the server gets to it, and nothing replaces it.
    await sleep(400)
    await expect.poll(count).toBe(0)
  })
})
