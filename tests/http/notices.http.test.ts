/**
 * Site notices over HTTP: an admin writes, edits and deletes them (each change audited once);
 * readers list the live ones of their language, newest first, and the popups; scheduled,
 * ended and deleted notices never show; bad input changes nothing. Counts are this file's
 * own notices: the product may be shared.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer, type TestServer } from '../support/test-server'

const HOUR = 3_600_000

describeOnEngine('site notices', (engine) => {
  let server: TestServer
  let admin: SignedIn
  let reader: SignedIn
  const stamp = Date.now().toString(36)
  beforeAll(async () => {
    server = await startTestServer({ engine })
    admin = await seedAdmin(server)
    reader = await signUp(server)
  }, 120_000)
  afterAll(async () => {
    await server?.close()
  })

  const at = (offset: number) => new Date(Date.now() + offset).toISOString()
  const write = (body: Record<string, unknown>, token = admin.token) =>
    server.api('/account/admin/notices', { token, body })
  const notice = (title: string, extra: Record<string, unknown> = {}) => ({
    title: `${title} ${stamp}`,
    body: `What ${title} says.`,
    language: null,
    popup: false,
    startsAt: at(-HOUR),
    endsAt: null,
    ...extra,
  })
  const mine = (notices: { title: string }[]) =>
    notices.map((entry) => entry.title).filter((title) => title.endsWith(stamp))
  const read = async (lang: string, path = '/account/notices') =>
    (await server.api(path, { query: { lang } })).json.notices as { title: string }[]
  const audits = async (targetOid: string) =>
    (
      await server.context.database.db
        .selectFrom('admin_audit_log')
        .select(['action'])
        .where('target_oid', '=', targetOid)
        .orderBy('id')
        .execute()
    ).map((row) => row.action)

  it('lists the live notices of a language and the popups, newest first', async () => {
    for (const body of [
      notice('Everyone'),
      notice('Korean', { language: 'ko', popup: true }),
      notice('Scheduled', { startsAt: at(10 * 24 * HOUR) }),
      notice('Ended', { startsAt: at(-2 * HOUR), endsAt: at(-HOUR) }),
      notice('Popup', { popup: true }),
    ]) {
      const written = await write(body)
      expect(written.status, written.text).toBe(200)
    }
    expect(mine(await read('en'))).toEqual([`Popup ${stamp}`, `Everyone ${stamp}`])
    expect(mine(await read('ko'))).toEqual([
      `Popup ${stamp}`,
      `Korean ${stamp}`,
      `Everyone ${stamp}`,
    ])
    expect(mine(await read('ko', '/account/notices/popup'))).toEqual([
      `Popup ${stamp}`,
      `Korean ${stamp}`,
    ])
    const all = await server.api('/account/admin/notices', { token: admin.token })
    expect(mine(all.json.notices)).toHaveLength(5)
    const searched = await server.api('/account/admin/notices', {
      token: admin.token,
      query: { q: `ENDED ${stamp}` },
    })
    expect(searched.json.notices.map((entry: { title: string }) => entry.title)).toEqual([
      `Ended ${stamp}`,
    ])
    const literal = await server.api('/account/admin/notices', {
      token: admin.token,
      query: { q: '%' },
    })
    expect(mine(literal.json.notices)).toEqual([])
  })

  it('edits and deletes a notice, each change audited once; a second delete finds nothing', async () => {
    const written = await write(notice('Draft'))
    const oid = written.json.notice.oid as string
    const edited = await write({ ...notice('Final'), oid })
    expect(edited.status, edited.text).toBe(200)
    expect(edited.json.notice).toMatchObject({ oid, title: `Final ${stamp}` })
    expect(mine(await read('es'))).toContain(`Final ${stamp}`)
    const deleted = await server.api('/account/admin/notices', {
      method: 'DELETE',
      token: admin.token,
      body: { oid },
    })
    expect(deleted.status, deleted.text).toBe(200)
    expect(mine(await read('es'))).not.toContain(`Final ${stamp}`)
    const again = await server.api('/account/admin/notices', {
      method: 'DELETE',
      token: admin.token,
      body: { oid },
    })
    expect(again.status).toBe(404)
    expect(again.json).toMatchObject({ code: 'NOTICE_NOT_FOUND' })
    expect(await audits(oid)).toEqual(['notice.create', 'notice.edit', 'notice.delete'])
  })

  it('refuses bad input and non-admins, changing nothing', async () => {
    const before = mine(
      (await server.api('/account/admin/notices', { token: admin.token })).json.notices,
    )
    const backwards = await write(notice('Backwards', { startsAt: at(HOUR), endsAt: at(-HOUR) }))
    expect(backwards.status).toBe(400)
    expect(backwards.text).toContain('The end must come after the start.')
    const untitled = await write(notice('Untitled', { title: '  ' }))
    expect(untitled.status).toBe(400)
    expect(untitled.text).toContain('Enter a title.')
    const language = await write(notice('Klingon', { language: 'tlh' }))
    expect(language.status).toBe(400)
    expect(language.text).toContain('Unsupported language.')
    const byReader = await write(notice('Reader'), reader.token)
    expect(byReader.status).toBe(403)
    const unknown = await write({ ...notice('Ghost'), oid: 'e'.repeat(24) })
    expect(unknown.status).toBe(404)
    const after = mine(
      (await server.api('/account/admin/notices', { token: admin.token })).json.notices,
    )
    expect(after).toEqual(before)
  })
})
