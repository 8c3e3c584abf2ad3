import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { newObjectId } from '../db'
import {
  describeEachEngine,
  openTestDatabase,
  postgresAvailable,
  type TestDatabase,
} from '../db/testing'
import {
  cancelJobs,
  claimJob,
  completeJob,
  ENCODER_STOPPED,
  type EncodingJob,
  failAttempt,
  findJob,
  insertJobs,
  RETRY_BASE_MS,
  releaseJob,
  renewLease,
} from './jobs'

const LEASE = 60_000
const ALL = ['audio', 'video', 'subtitle'] as const

function testClock(start = Date.parse('2025-03-01T00:00:00Z')) {
  let now = start
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms
    },
  }
}

function newJob(contentOid = newObjectId(), kind: 'audio' | 'video' | 'subtitle' = 'audio') {
  return {
    contentOid,
    ownerOid: newObjectId(),
    requestedBy: newObjectId(),
    kind,
    sourceKey: `uploads/${contentOid}/source.mp3`,
  }
}

describeEachEngine('encoding jobs', (engine) => {
  let database: TestDatabase
  let clock: ReturnType<typeof testClock>
  const claim = (workerId: string, kinds: readonly ('audio' | 'video' | 'subtitle')[] = ALL) =>
    claimJob(database.db, { workerId, kinds, now: clock.now(), leaseMs: LEASE })

  beforeAll(async () => {
    database = await openTestDatabase(engine)
  })
  afterAll(async () => {
    await database?.close()
  })
  beforeEach(async () => {
    clock = testClock()
    await database.db.deleteFrom('encoding_jobs').execute()
  })

  it('claims the oldest due job once, leased to its worker, and only the kinds asked for', async () => {
    const [first] = await insertJobs(database.db, [newJob()], clock.now())
    clock.advance(1000)
    const [second] = await insertJobs(database.db, [newJob(undefined, 'video')], clock.now())
    expect((await claim('w1', ['subtitle'])).job).toBeNull()
    const a = await claim('w1')
    expect(a.job?.id).toBe(first?.id)
    expect(a.job).toMatchObject({ status: 'running', attempts: 1, worker_id: 'w1' })
    expect(a.job?.lease_until?.getTime()).toBe(clock.now().getTime() + LEASE)
    const b = await claim('w2')
    expect(b.job?.id).toBe(second?.id)
    expect((await claim('w3')).job).toBeNull()
  })

  it('claims again a job whose lease passed (a killed encoder), and fences the first worker out', async () => {
    await insertJobs(database.db, [newJob()], clock.now())
    const dead = (await claim('dead')).job as EncodingJob
    clock.advance(LEASE - 1)
    expect((await claim('w2')).job).toBeNull()
    clock.advance(2)
    const taken = (await claim('w2')).job as EncodingJob
    expect(taken).toMatchObject({ id: dead.id, attempts: 2, worker_id: 'w2' })
    // The first worker comes back to life: nothing it writes lands.
    expect(await renewLease(database.db, dead, clock.now(), LEASE)).toBe(false)
    expect(await completeJob(database.db, dead, { stale: true }, clock.now())).toBeNull()
    expect(await failAttempt(database.db, dead, 'boom', clock.now())).toBeNull()
    const done = await completeJob(database.db, taken, { fresh: true }, clock.now())
    expect(done).toMatchObject({ status: 'done', progress: 100, outputs: { fresh: true } })
    expect(done?.lease_until).toBeNull()
  })

  it('retries a failed attempt after a doubling backoff, then fails it for good', async () => {
    const [job] = await insertJobs(database.db, [{ ...newJob(), maxAttempts: 3 }], clock.now())
    const first = (await claim('w')).job as EncodingJob
    const retried = await failAttempt(database.db, first, 'disk full', clock.now())
    expect(retried).toMatchObject({ status: 'queued', error: 'disk full', attempts: 1 })
    expect(retried?.run_after.getTime()).toBe(clock.now().getTime() + RETRY_BASE_MS)
    clock.advance(RETRY_BASE_MS - 1)
    expect((await claim('w')).job).toBeNull()
    clock.advance(1)
    const second = (await claim('w')).job as EncodingJob
    expect(second).toMatchObject({ id: job?.id, attempts: 2 })
    const again = await failAttempt(database.db, second, 'disk full', clock.now())
    expect(again?.run_after.getTime()).toBe(clock.now().getTime() + 2 * RETRY_BASE_MS)
    clock.advance(2 * RETRY_BASE_MS)
    const third = (await claim('w')).job as EncodingJob
    expect(third.attempts).toBe(3)
    const failed = await failAttempt(database.db, third, 'disk full', clock.now())
    expect(failed).toMatchObject({ status: 'failed', error: 'disk full' })
    clock.advance(60 * 60_000)
    expect((await claim('w')).job).toBeNull()
  })

  it('fails at once a permanent failure', async () => {
    await insertJobs(database.db, [newJob()], clock.now())
    const job = (await claim('w')).job as EncodingJob
    const failed = await failAttempt(database.db, job, 'too wide', clock.now(), true)
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 })
  })

  it('gives up on a job whose encoder died on its last attempt', async () => {
    const [job] = await insertJobs(database.db, [{ ...newJob(), maxAttempts: 1 }], clock.now())
    await claim('dead')
    clock.advance(LEASE + 1)
    const next = await claim('w2')
    expect(next.job).toBeNull()
    expect(next.gaveUp.map((each) => each.id)).toEqual([job?.id])
    expect(next.gaveUp[0]?.error).toBe(`${ENCODER_STOPPED} (attempt 1 of 1)`)
    expect((await findJob(database.db, job?.id as string))?.status).toBe('failed')
  })

  it('cancels waiting and running jobs of a content; the running worker learns it at renewal', async () => {
    const contentOid = newObjectId()
    await insertJobs(database.db, [newJob(contentOid), newJob(contentOid, 'video')], clock.now())
    const other = await insertJobs(database.db, [newJob()], clock.now())
    const running = (await claim('w')).job as EncodingJob
    const cancelled = await cancelJobs(database.db, contentOid, clock.now())
    expect(cancelled.map((job) => job.status)).toEqual(['cancelled', 'cancelled'])
    expect(await renewLease(database.db, running, clock.now(), LEASE)).toBe(false)
    expect((await claim('w')).job?.id).toBe(other[0]?.id)
  })

  it('gives a job back uncounted when its server stops', async () => {
    await insertJobs(database.db, [newJob()], clock.now())
    const job = (await claim('w')).job as EncodingJob
    expect(await releaseJob(database.db, job, clock.now())).toBe(true)
    const again = (await claim('w2')).job
    expect(again).toMatchObject({ id: job.id, attempts: 1, worker_id: 'w2' })
  })

  it('refuses rows the table forbids', async () => {
    await expect(
      database.db
        .insertInto('encoding_jobs')
        .values({
          id: newObjectId(),
          content_oid: newObjectId(),
          owner_oid: newObjectId(),
          requested_by: newObjectId(),
          kind: 'image' as 'audio',
          source_key: 'k',
          options: '{}',
          status: 'queued',
          attempts: 0,
          max_attempts: 3,
          run_after: clock.now(),
          lease_until: null,
          worker_id: null,
          progress: 0,
          error: null,
          outputs: null,
          created_at: clock.now(),
          updated_at: clock.now(),
          finished_at: null,
        })
        .execute(),
    ).rejects.toThrow()
  })
})

describe.skipIf(!postgresAvailable)('encoding jobs under concurrent workers [postgres]', () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await openTestDatabase('postgres')
  })
  afterAll(async () => {
    await database?.close()
  })

  it('two server instances claiming together never hold the same job at once', async () => {
    const second = await (database.openInstance as NonNullable<TestDatabase['openInstance']>)(
      'taleloom_encoding_second',
    )
    try {
      const clock = testClock()
      const jobs = await insertJobs(
        database.db,
        Array.from({ length: 40 }, () => newJob()),
        clock.now(),
      )
      const held = new Set<string>()
      const claimedBy: Record<string, string[]> = { a: [], b: [] }
      let overlaps = 0
      const work = async (name: 'a' | 'b', db: typeof database.db) => {
        for (;;) {
          const { job } = await claimJob(db, {
            workerId: name,
            kinds: ALL,
            now: clock.now(),
            leaseMs: LEASE,
          })
          if (!job) return
          if (held.has(job.id)) overlaps += 1
          held.add(job.id)
          claimedBy[name]?.push(job.id)
          // Hold it across the other worker's claims before finishing.
          await new Promise((resolve) => setImmediate(resolve))
          held.delete(job.id)
          expect(await completeJob(db, job, { by: name }, clock.now())).not.toBeNull()
        }
      }
      await Promise.all([
        work('a', database.db),
        work('b', second.db),
        work('a', database.db),
        work('b', second.db),
      ])
      const all = [...(claimedBy.a ?? []), ...(claimedBy.b ?? [])]
      expect(overlaps).toBe(0)
      expect(all.length).toBe(jobs.length)
      expect(new Set(all).size).toBe(jobs.length)
      // Both instances did share the work.
      expect(claimedBy.a?.length).toBeGreaterThan(0)
      expect(claimedBy.b?.length).toBeGreaterThan(0)
      const rows = await database.db
        .selectFrom('encoding_jobs')
        .select(['attempts', 'status'])
        .execute()
      expect(rows.every((row) => row.attempts === 1 && row.status === 'done')).toBe(true)
    } finally {
      await second.close()
    }
  })

  it('skips a job another transaction is claiming instead of waiting for it', async () => {
    const second = await (database.openInstance as NonNullable<TestDatabase['openInstance']>)(
      'taleloom_encoding_skip',
    )
    try {
      await database.db.deleteFrom('encoding_jobs').execute()
      const clock = testClock()
      const [locked, free] = await insertJobs(database.db, [newJob(), newJob()], clock.now())
      await database.db.transaction().execute(async (trx) => {
        await trx
          .selectFrom('encoding_jobs')
          .select('id')
          .where('id', '=', locked?.id as string)
          .forUpdate()
          .execute()
        const { job } = await claimJob(second.db, {
          workerId: 'b',
          kinds: ALL,
          now: clock.now(),
          leaseMs: LEASE,
        })
        expect(job?.id).toBe(free?.id)
      })
    } finally {
      await second.close()
    }
  })
})
