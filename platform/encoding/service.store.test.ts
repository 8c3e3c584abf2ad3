import pino from 'pino'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { newObjectId } from '../db'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../db/testing'
import type { SessionUser } from '../http'
import { createEncoding } from '.'
import { CANCELLED_REASON, LEGACY_SOURCE_REFUSED } from './errors'
import { aggregateStatus } from './job-view'
import { insertJobs } from './jobs'
import type { ContentEncodingPort, EncodingSourcesPort } from './ports'

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
  /** The uploads area's records: `uploads/…` are the creator's, `theirs/…` another user's. */
  const sources: EncodingSourcesPort = {
    uploadAt: async (storeKey) => {
      const [area] = storeKey.split('/')
      const ownerOid =
        area === 'uploads'
          ? creator.oid
          : area === 'theirs'
            ? other.oid
            : area === 'admins'
              ? admin.oid
              : null
      if (!ownerOid) return null
      return { ownerOid, storeKey, filetype: storeKey.split('.').pop() as string }
    },
  }
  const encoding = () =>
    createEncoding({
      db: database.db,
      clock: { now: () => new Date('2025-03-01T00:00:00Z') },
      logger: pino({ level: 'silent' }),
      contents: catalog,
      owners: { creatorOf: async (oid) => (oid === contentOid ? creator.oid : null) },
      sources,
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
      sources,
    }).service
    await expect(
      refusing.request(creator, {
        contentOid,
        source: { kind: 'audio', sourceKey: 'uploads/a.mp3' },
      }),
    ).rejects.toThrow('content deleted')
    expect(await database.db.selectFrom('encoding_jobs').select('id').execute()).toEqual([])
  })

  it("takes the creator's uploads (and an admin's own) as sources, never another user's", async () => {
    const service = encoding()
    const theirs = { kind: 'video' as const, sourceKey: 'theirs/paid.mp4' }
    for (const [caller, source] of [
      [creator, theirs],
      [admin, theirs],
      [creator, { kind: 'video' as const, sourceKey: 'nobody/made-up.mp4' }],
      // An admin's own file is theirs to use, not the creator's.
      [creator, { kind: 'audio' as const, sourceKey: 'admins/tone.mp3' }],
    ] as const) {
      await expect(service.request(caller, { contentOid, source })).rejects.toMatchObject({
        status: 404,
        code: 'ENCODING_SOURCE_NOT_FOUND',
      })
    }
    const admins = await service.request(admin, {
      contentOid,
      source: { kind: 'audio', sourceKey: 'admins/tone.mp3' },
    })
    expect(admins.status).toBe('queued')
    await expect(
      service.request(creator, {
        contentOid,
        source: { kind: 'video', sourceKey: 'uploads/a.mp3' },
      }),
    ).rejects.toMatchObject({
      status: 400,
      details: { reason: 'A video is encoded from an .mp4 or .mov upload, not an .mp3' },
    })
    const jobs = await database.db.selectFrom('encoding_jobs').selectAll().execute()
    expect(jobs.map((job) => [job.source_key, job.options.format])).toEqual([
      ['admins/tone.mp3', 'mp3'],
    ])
  })

  it('re-encodes a job queued before formats were kept only from its creator’s own files', async () => {
    const service = encoding()
    const now = new Date('2025-03-01T00:00:00Z')
    const legacy = (sourceKey: string) =>
      insertJobs(
        database.db,
        [
          {
            contentOid,
            ownerOid: creator.oid,
            requestedBy: creator.oid,
            kind: 'video',
            sourceKey,
          },
        ],
        now,
      )
    // A job an earlier server queued from another creator's file is not encoded again.
    await legacy(`private/${other.oid}/content/x/1.mp4`)
    await service.cancel(creator, contentOid)
    await expect(service.reencode(creator, { contentOid })).rejects.toMatchObject({
      status: 409,
      details: { reason: LEGACY_SOURCE_REFUSED },
    })
    // A file the server stored under the creator's own prefix (a replay) is.
    await legacy(`private/${creator.oid}/live-replays/r.mp4`)
    await service.cancel(creator, contentOid)
    const again = await service.reencode(creator, { contentOid })
    expect(again.map((job) => job.status)).toEqual(['queued'])
    const latest = await database.db
      .selectFrom('encoding_jobs')
      .selectAll()
      .where('id', '=', again[0]?.taskId as string)
      .executeTakeFirstOrThrow()
    expect(latest.options.format).toBe('mp4')
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
