import { afterAll, beforeAll, expect, it } from 'vitest'
import { newObjectId } from '../db'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../db/testing'
import { enqueue } from './outbox'
import { discordOutboxStats } from './queue-stats'

describeEachEngine('Discord outbox stats', (engine) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await openTestDatabase(engine)
  })
  afterAll(async () => {
    await database?.close()
  })

  it('counts waiting, leased, retrying and failed jobs, and the oldest wait', async () => {
    const start = new Date('2026-03-01T00:00:00Z')
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000)
    const job = () => ({
      creatorOid: newObjectId(),
      userOid: newObjectId(),
      op: 'add_role' as const,
      guildId: '1',
      discordId: '2',
      roleId: '3',
      reason: 'subscribed',
    })
    const ids = [
      await enqueue(database.db, start, job()),
      await enqueue(database.db, at(5), job()),
      await enqueue(database.db, at(10), job()),
      await enqueue(database.db, at(15), job()),
    ]
    // One in a worker's hands, one waiting after a failed attempt, one failed for good.
    await database.db
      .updateTable('discord_outbox')
      .set({ lease_until: at(200) })
      .where('oid', '=', ids[1]!)
      .execute()
    await database.db
      .updateTable('discord_outbox')
      .set({ attempts: 2, last_error: '429' })
      .where('oid', '=', ids[2]!)
      .execute()
    await database.db
      .updateTable('discord_outbox')
      .set({ state: 'failed', attempts: 8 })
      .where('oid', '=', ids[3]!)
      .execute()
    expect(await discordOutboxStats(database.db, at(100))).toEqual({
      name: 'discord outbox',
      waiting: 2,
      running: 1,
      retrying: 1,
      failedLastDay: 1,
      oldestWaitingSeconds: 100,
    })
  })
})
