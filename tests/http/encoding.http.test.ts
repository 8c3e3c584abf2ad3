/**
 * The encoding calls over HTTP: owners and admins only (no user reads, cancels or restarts
 * another user's encoding), the spec's texts, and the status a content's jobs show. The
 * worker is stopped, so queued jobs stay queued while the calls look at them.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { newObjectId } from '../../platform/db'
import { detectFfmpeg } from '../../platform/encoding'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { startTestServer } from '../support/test-server'

describe('encoding calls', () => {
  let world: MatrixWorld
  let contentOid: string
  let taskIds: string[]

  const jobs = () =>
    world.server.context.database.db
      .selectFrom('encoding_jobs')
      .select(['id', 'status', 'options'])
      .where('content_oid', '=', contentOid)
      .orderBy('created_at')
      .orderBy('id')
      .execute()

  beforeAll(async () => {
    world = await createMatrixWorld(await startTestServer())
    await world.server.context.encoding.worker.stop()
  })
  afterAll(async () => {
    await world?.server.close()
  })
  beforeEach(async () => {
    // The creator's upload finished: the uploads side queued its audio and subtitle.
    const saved = await world.server.api('/content/save', {
      token: world.users.creator.token,
      body: { metaData: { title: 'Drama' } },
    })
    expect(saved.status, saved.text).toBe(200)
    contentOid = saved.json.contentOid
    const queued = await world.server.context.encoding.service.enqueue({
      contentOid,
      ownerOid: world.users.creator.oid,
      requestedBy: world.users.creator.oid,
      sources: [
        { kind: 'audio', sourceKey: `uploads/${contentOid}/drama.mp3` },
        { kind: 'subtitle', sourceKey: `uploads/${contentOid}/drama.srt`, language: 'ko' },
      ],
    })
    taskIds = queued.map((job) => job.id)
  })

  const api = (
    actor: 'creator' | 'userB' | 'admin',
    path: string,
    init: { method?: string; body?: unknown; query?: Record<string, string> } = {},
  ) => world.server.api(path, { ...init, token: world.users[actor].token })

  it('shows the owner a content waiting for its encoder, and why when it cannot run', async () => {
    const response = await api('creator', '/content/encoding-status', { query: { contentOid } })
    expect(response.status).toBe(200)
    const ffmpeg = await detectFfmpeg()
    expect(response.json).toMatchObject({
      contentOid,
      status: 'queued',
      progress: 0,
      encoder: {
        ready: ffmpeg.available,
        reason: ffmpeg.available
          ? null
          : 'ffmpeg is not installed on this server: audio and video stay in encoding until it is',
      },
    })
    expect(response.json.error).toBe(response.json.encoder.reason)
    expect(
      response.json.jobs.map((job: { kind: string; language: string | null }) => [
        job.kind,
        job.language,
      ]),
    ).toEqual([
      ['audio', null],
      ['subtitle', 'ko'],
    ])
    const admin = await api('admin', '/content/encoding-status', { query: { contentOid } })
    expect(admin.status).toBe(200)
    expect(admin.json.jobs).toEqual(response.json.jobs)
  })

  it('lets no other user read, cancel or restart the encoding', async () => {
    const before = await jobs()
    const status = await api('userB', '/content/encoding-status', { query: { contentOid } })
    expect(status.status).toBe(403)
    expect(status.text).not.toContain(taskIds[0])
    const byContent = await api('userB', '/content/check-task', { query: { contentOid } })
    expect(byContent.status).toBe(403)
    // A task id of someone else's is as unknown as a made-up one.
    const byTask = await api('userB', '/content/check-task', {
      query: { taskId: taskIds[0] as string },
    })
    expect(byTask.status).toBe(404)
    expect(byTask.json.code).toBe('TASK_NOT_FOUND')
    const cancel = await api('userB', '/content/encoding', {
      method: 'DELETE',
      body: { contentOid, requestorOid: world.users.creator.oid },
    })
    expect(cancel.status).toBe(403)
    const reencode = await api('userB', '/content/reencoding', { body: { contentOid } })
    expect(reencode.status).toBe(403)
    expect(await jobs()).toEqual(before)
  })

  it('answers a task by its id, and a content by its current jobs', async () => {
    const task = await api('creator', '/content/check-task', {
      query: { taskId: taskIds[1] as string },
    })
    expect(task.json).toEqual({
      taskId: taskIds[1],
      contentOid,
      status: 'queued',
      progress: 0,
      error: null,
    })
    const content = await api('creator', '/content/check-task', { query: { contentOid } })
    expect(content.json).toMatchObject({ taskId: null, contentOid, status: 'queued' })
    const neither = await api('creator', '/content/check-task', { query: {} })
    expect(neither.status).toBe(400)
  })

  it('cancels for the owner, then re-encodes the same files on request', async () => {
    const busy = await api('creator', '/content/reencoding', { body: { contentOid } })
    expect(busy.status).toBe(409)
    expect(busy.json).toMatchObject({
      error: 'Reencoding failed',
      code: 'REENCODING_FAILED',
      details: { reason: 'This content is still being encoded' },
    })
    const cancel = await api('creator', '/content/encoding', {
      method: 'DELETE',
      body: { contentOid },
    })
    expect(cancel.status).toBe(200)
    expect(cancel.json.cancelled).toEqual(taskIds)
    const status = await api('creator', '/content/encoding-status', { query: { contentOid } })
    expect(status.json).toMatchObject({ status: 'cancelled', encoder: { ready: true } })
    const again = await api('creator', '/content/reencoding', { body: { contentOid } })
    expect(again.status).toBe(200)
    expect(
      again.json.tasks.map((t: { kind: string; status: string }) => [t.kind, t.status]),
    ).toEqual([
      ['audio', 'queued'],
      ['subtitle', 'queued'],
    ])
    expect((await jobs()).map((job) => job.status)).toEqual([
      'cancelled',
      'cancelled',
      'queued',
      'queued',
    ])
  })

  it('lets only admins skip encryption, with the spec’s text for everyone else', async () => {
    await api('creator', '/content/encoding', { method: 'DELETE', body: { contentOid } })
    const before = await jobs()
    for (const [path, body] of [
      ['/content/reencoding', { contentOid, skipEncryption: true }],
      [
        '/content/encoding',
        { contentOid, kind: 'video', sourceKey: 'uploads/v.mp4', skipEncryption: true },
      ],
    ] as const) {
      const refused = await api('creator', path, { body })
      expect(refused.status).toBe(403)
      expect(refused.json).toMatchObject({
        error: "You don't have permission to use this feature.",
        code: 'NO_PERMISSION',
      })
    }
    expect(await jobs()).toEqual(before)
    const admin = await api('admin', '/content/reencoding', {
      body: { contentOid, skipEncryption: true },
    })
    expect(admin.status).toBe(200)
    expect(admin.json.tasks.every((t: { skipEncryption: boolean }) => t.skipEncryption)).toBe(true)
  })

  it('refuses a request it cannot take, with the spec’s text and nothing queued', async () => {
    const before = await jobs()
    const noLanguage = await api('creator', '/content/encoding', {
      body: { contentOid, kind: 'subtitle', sourceKey: 'uploads/s.srt' },
    })
    expect(noLanguage.status).toBe(400)
    expect(noLanguage.json).toMatchObject({
      error: 'Encoding request failed',
      code: 'ENCODING_REQUEST_FAILED',
    })
    const outside = await api('creator', '/content/encoding', {
      body: { contentOid, kind: 'audio', sourceKey: 'uploads/../../etc/passwd' },
    })
    expect(outside.status).toBe(400)
    expect(outside.json.error).toBe('Invalid source key')
    // The catalog answers who created a content: one it does not have is not found.
    const unknown = await api('creator', '/content/encoding', {
      body: { contentOid: newObjectId(), kind: 'audio', sourceKey: 'uploads/drama.mp3' },
    })
    expect(unknown.status).toBe(404)
    expect(unknown.json.code).toBe('CONTENT_NOT_FOUND')
    expect(await jobs()).toEqual(before)
  })

  it('answers 404 for a content that was never encoded', async () => {
    const nothing = await api('creator', '/content/reencoding', {
      body: { contentOid: newObjectId() },
    })
    expect(nothing.status).toBe(404)
    expect(nothing.json.code).toBe('ENCODING_NOT_FOUND')
  })
})
