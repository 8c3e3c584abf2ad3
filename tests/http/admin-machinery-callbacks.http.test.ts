/**
 * The admin's encoding callbacks over HTTP: a finished encoding whose completion the catalog
 * never took is listed; `lambdaComplete` sends it (the content leaves `encoding`) and is
 * written once to the audit log; a second call changes nothing and logs nothing; a refused
 * completion stays listed with the catalog's refusal; admins only.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { newObjectId } from '../../platform/db'
import { CALLBACK_TEXTS } from '../../platform/encoding/admin-callbacks'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { insertPublishedContent } from '../support/contents'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer } from '../support/test-server'

const AUDIO = { kind: 'audio', aac: 'enc/a.m4a', opus: 'enc/a.webm', durationSeconds: 42 }

describeOnEngine('admin encoding callbacks', (engine) => {
  let world: MatrixWorld
  let contentOid: string
  let jobId: string
  let orphanJob: string
  const admin = () => world.users.admin.token
  const db = () => world.server.context.database.db

  async function finishedJob(content: string, dueAt: Date, status = 'done' as const) {
    const id = newObjectId(dueAt.getTime())
    await db()
      .insertInto('encoding_jobs')
      .values({
        id,
        content_oid: content,
        owner_oid: world.users.creator.oid,
        requested_by: world.users.creator.oid,
        kind: 'audio',
        source_key: `uploads/${content}.mp3`,
        options: JSON.stringify({ format: 'mp3' }),
        status,
        attempts: 1,
        max_attempts: 3,
        run_after: dueAt,
        lease_until: null,
        worker_id: null,
        progress: 100,
        error: null,
        outputs: JSON.stringify(AUDIO),
        created_at: dueAt,
        updated_at: dueAt,
        finished_at: dueAt,
        completion_due_at: dueAt,
        completion_error: null,
      })
      .execute()
    return id
  }

  beforeAll(async () => {
    world = await createMatrixWorld(await startTestServer({ engine }))
    contentOid = await insertPublishedContent(world.server, world.users.creator.oid, {
      extra: { status: 'encoding', status_after_encoding: 'published', published_at: null },
    })
    jobId = await finishedJob(contentOid, new Date('2026-02-01T10:00:00Z'))
    // A content the catalog does not have: its completion is refused.
    orphanJob = await finishedJob(newObjectId(), new Date('2026-02-01T09:00:00Z'))
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
  })

  const list = (query: Record<string, string> = {}, token = admin()) =>
    world.server.api('/content/admin/encoding-callbacks', { token, query })
  const resend = (id: string, token = admin()) =>
    world.server.api('/content/admin/lambdaComplete', { token, body: { jobId: id } })
  const logged = async () =>
    (
      await world.server.api('/admin/audit-log', {
        token: admin(),
        query: { q: 'lambda-complete' },
      })
    ).json.entries.filter(
      (entry: { target: { oid: string } | null }) => entry.target?.oid === jobId,
    )

  it('lists completions the catalog never took, newest first, searched by id', async () => {
    const owed = await list()
    expect(owed.status, owed.text).toBe(200)
    expect(owed.json.jobs.map((row: { jobId: string }) => row.jobId)).toEqual([jobId, orphanJob])
    expect(owed.json.jobs[0]).toMatchObject({
      contentOid,
      ownerOid: world.users.creator.oid,
      kind: 'audio',
      lastError: null,
    })
    expect((await list({ q: contentOid })).json.jobs).toHaveLength(1)
    expect((await list({ q: 'x'.repeat(101) })).status).toBe(400)
  })

  it('sends a completion once: the content leaves encoding, one audit entry', async () => {
    const sent = await resend(jobId)
    expect(sent.status, sent.text).toBe(200)
    expect(sent.json).toMatchObject({ jobId, contentOid, sent: true })
    const content = await db()
      .selectFrom('contents')
      .select(['status', 'media_assets'])
      .where('oid', '=', contentOid)
      .executeTakeFirstOrThrow()
    expect(content.status).toBe('published')
    const again = await resend(jobId)
    expect(again.json).toMatchObject({ jobId, sent: false, sentAt: sent.json.sentAt })
    const entries = await logged()
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      action: 'encoding.lambda-complete',
      target: { kind: 'encoding-job', oid: jobId },
      before: { sentAt: null },
      after: { contentOid, sentAt: sent.json.sentAt },
    })
    expect((await list()).json.jobs.map((row: { jobId: string }) => row.jobId)).toEqual([orphanJob])
  })

  it('keeps a refused completion listed with the refusal, and refuses bad input', async () => {
    const refused = await resend(orphanJob)
    expect(refused.status).toBe(502)
    expect(refused.json.error).toMatch(new RegExp(`^${CALLBACK_TEXTS.refused}: `))
    const owed = await list()
    expect(owed.json.jobs[0]).toMatchObject({ jobId: orphanJob, lastError: expect.any(String) })
    expect((await resend(newObjectId())).json.error).toBe(CALLBACK_TEXTS.notFound)
    expect((await resend('nope')).status).toBe(400)
  })

  it('refuses a plain user and a creator', async () => {
    for (const token of [world.users.userA.token, world.users.creator.token]) {
      expect((await list({}, token)).status).toBe(403)
      expect((await resend(jobId, token)).status).toBe(403)
    }
  })
})
