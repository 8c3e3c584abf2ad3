import { afterAll, beforeAll, expect, it } from 'vitest'
import { newObjectId } from '../db'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../db/testing'
import { claimJob, failAttempt, insertJobs } from './jobs'
import { encodingQueueStats } from './queue-stats'

const newJob = () => {
  const contentOid = newObjectId()
  return {
    contentOid,
    ownerOid: newObjectId(),
    requestedBy: newObjectId(),
    kind: 'audio' as const,
    sourceKey: `uploads/${contentOid}/source.mp3`,
  }
}

describeEachEngine('encoding queue stats', (engine) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await openTestDatabase(engine)
  })
  afterAll(async () => {
    await database?.close()
  })

  it('counts waiting, running, retrying and failed jobs, and the oldest wait', async () => {
    const start = new Date('2026-03-01T00:00:00Z')
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000)
    expect(await encodingQueueStats(database.db, start)).toMatchObject({
      waiting: 0,
      running: 0,
      oldestWaitingSeconds: null,
    })
    await insertJobs(database.db, [newJob(), newJob(), newJob()], start)
    const claim = (seconds: number) =>
      claimJob(database.db, { workerId: 'w', kinds: ['audio'], now: at(seconds), leaseMs: 60_000 })
    const running = (await claim(10)).job
    const retried = (await claim(20)).job
    // One attempt failed and waits for its next; one failed for good.
    await failAttempt(database.db, retried!, 'ffmpeg exited', at(30))
    const doomed = (await claim(40)).job
    await failAttempt(database.db, doomed!, 'not audio', at(50), true)
    expect(running).not.toBeNull()
    expect(await encodingQueueStats(database.db, at(120))).toEqual({
      name: 'encoding',
      waiting: 1,
      running: 1,
      retrying: 1,
      failedLastDay: 1,
      oldestWaitingSeconds: 120,
    })
  })
})
