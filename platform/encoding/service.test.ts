import pino from 'pino'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { newObjectId } from '../db'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../db/testing'
import type { SessionUser } from '../http'
import { createEncoding } from '.'
import type { ContentEncodingPort } from './ports'
import { aggregateStatus, CANCELLED_REASON } from './service'

const user = (roles: SessionUser['roles'] = ['creator']): SessionUser => ({
  oid: newObjectId(),
  nickname: 'n',
  roles,
  language: null,
  isAdult: true,
})

describeEachEngine('encoding requests', (engine) => {
  let database: TestDatabase
  const creator = user()
  const other = user()
  const admin = user(['admin'])
  const contentOid = newObjectId()
  let calls: string[]

  /** The catalog's calls as the encoder makes them, in order. */
  const catalog: ContentEncodingPort = {
    markEncoding: async (oid) => void calls.push(`encoding ${oid}`),
    markEncoded: async (oid) => void calls.push(`encoded ${oid}`),
    markEncodingFailed: async (oid, reason) => void calls.push(`failed ${oid} ${reason}`),
  }
  const encoding = () =>
    createEncoding({
      db: database.db,
      clock: { now: () => new Date('2025-03-01T00:00:00Z') },
      logger: pino({ level: 'silent' }),
      contents: catalog,
      owners: { creatorOf: async (oid) => (oid === contentOid ? creator.oid : null) },
    }).service

  beforeAll(async () => {
    database = await openTestDatabase(engine)
  })
  afterAll(async () => {
    await database?.close()
  })
  beforeEach(async () => {
    calls = []
    await database.db.deleteFrom('encoding_jobs').execute()
  })

  it("queues the owner's or an admin's request, marks the content encoding, refuses the others", async () => {
    const service = encoding()
    const source = { kind: 'audio' as const, sourceKey: 'uploads/a.mp3' }
    const task = await service.request(creator, { contentOid, source })
    expect(task).toMatchObject({ kind: 'audio', status: 'queued', skipEncryption: false })
    expect(calls).toEqual([`encoding ${contentOid}`])
    await expect(service.request(other, { contentOid, source })).rejects.toMatchObject({
      status: 403,
    })
    await expect(
      service.request(creator, { contentOid: newObjectId(), source }),
    ).rejects.toMatchObject({ status: 404, code: 'CONTENT_NOT_FOUND' })
    const byAdmin = await service.request(admin, { contentOid, source, skipEncryption: true })
    expect(byAdmin.skipEncryption).toBe(true)
    // The job belongs to the content's owner, whoever asked.
    const rows = await database.db.selectFrom('encoding_jobs').selectAll().orderBy('id').execute()
    expect(rows.map((row) => [row.owner_oid, row.requested_by, row.status])).toEqual([
      [creator.oid, creator.oid, 'cancelled'],
      [creator.oid, admin.oid, 'queued'],
    ])
  })

  it('a new file for the same slot replaces the one waiting; other slots stay', async () => {
    const service = encoding()
    const first = await service.request(creator, {
      contentOid,
      source: { kind: 'subtitle', sourceKey: 'uploads/ko.srt', language: 'ko' },
    })
    await service.request(creator, {
      contentOid,
      source: { kind: 'subtitle', sourceKey: 'uploads/en.srt', language: 'en' },
    })
    const replaced = await service.request(creator, {
      contentOid,
      source: { kind: 'subtitle', sourceKey: 'uploads/ko-2.srt', language: 'ko' },
    })
    const status = await service.status(creator, contentOid)
    expect(status.jobs.map((job) => [job.taskId, job.language, job.status])).toEqual([
      [first.taskId, 'ko', 'cancelled'],
      [expect.any(String), 'en', 'queued'],
      [replaced.taskId, 'ko', 'queued'],
    ])
    expect(status.status).toBe('queued')
  })

  it('queues nothing for a content the catalog refuses to mark encoding', async () => {
    const refusing = createEncoding({
      db: database.db,
      clock: { now: () => new Date('2025-03-01T00:00:00Z') },
      logger: pino({ level: 'silent' }),
      contents: {
        ...catalog,
        markEncoding: async () => {
          throw new Error('content deleted')
        },
      },
      owners: { creatorOf: async () => creator.oid },
    }).service
    await expect(
      refusing.request(creator, {
        contentOid,
        source: { kind: 'audio', sourceKey: 'uploads/a.mp3' },
      }),
    ).rejects.toThrow('content deleted')
    expect(await database.db.selectFrom('encoding_jobs').select('id').execute()).toEqual([])
  })

  it('tells the catalog when a cancellation ends the encoding', async () => {
    const service = encoding()
    await service.request(creator, {
      contentOid,
      source: { kind: 'video', sourceKey: 'uploads/v.mp4' },
    })
    const result = await service.cancel(creator, contentOid)
    expect(result.cancelled).toHaveLength(1)
    expect(calls.at(-1)).toBe(`failed ${contentOid} ${CANCELLED_REASON}`)
    // Nothing left to cancel: the catalog is not told twice.
    expect((await service.cancel(creator, contentOid)).cancelled).toEqual([])
    expect(calls.filter((call) => call.startsWith('failed'))).toHaveLength(1)
  })
})

it("sums a content's current jobs: a failure first, then running, queued, done", () => {
  expect(aggregateStatus([])).toBe('none')
  expect(aggregateStatus([{ status: 'done' }, { status: 'failed' }, { status: 'running' }])).toBe(
    'failed',
  )
  expect(aggregateStatus([{ status: 'done' }, { status: 'queued' }, { status: 'running' }])).toBe(
    'running',
  )
  expect(aggregateStatus([{ status: 'done' }, { status: 'queued' }])).toBe('queued')
  expect(aggregateStatus([{ status: 'done' }, { status: 'done' }])).toBe('done')
  expect(aggregateStatus([{ status: 'done' }, { status: 'cancelled' }])).toBe('cancelled')
})
