/**
 * Playlists over HTTP: a user's playlist made, filled, reordered and read with the spec's
 * 600 s private cache and a new address after each edit; 50 parallel adds each kept once;
 * another user's private playlist neither readable nor changeable; bad input changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { movableClock } from '../../platform/accounts/testing'
import { seedContents } from '../../platform/content/search/testing'
import { type SignedIn, signUp } from '../support/accounts'
import { databaseFingerprint } from '../support/fuzz'
import { startTestServer, type TestServer } from '../support/test-server'

const clock = movableClock(new Date('2026-11-30T08:00:00Z'))
let server: TestServer
let contents: string[]

beforeAll(async () => {
  server = await startTestServer({ clock })
  contents = await seedContents(
    server.context.database.db,
    Array.from({ length: 55 }, (_, i) => ({ title: `Track ${i}` })),
    clock.now(),
  )
}, 120_000)
afterAll(async () => {
  await server?.close()
})

const as = (user: SignedIn) => ({
  create: (name: string, isPublic?: boolean) =>
    server.api('/content/playlist', { token: user.token, body: { name, isPublic } }),
  update: (playlistOid: string, contentOid: string, method: 'add' | 'remove') =>
    server.api('/content/playlist/update', {
      token: user.token,
      body: { playlistOid, contentOid, method, update: true },
    }),
  order: (playlistOid: string, contentOids: string[]) =>
    server.api('/content/playlist/order', {
      token: user.token,
      body: { playlistOid, contentOids },
    }),
  read: (playlistOid?: string, v?: number) =>
    server.api('/content/playlist', {
      token: user.token,
      query: { ...(playlistOid ? { playlistOid } : {}), ...(v ? { v } : {}) },
    }),
  remove: (playlistOid: string) =>
    server.api('/content/playlist', { method: 'DELETE', token: user.token, body: { playlistOid } }),
})

describe('a user’s playlist', () => {
  it('is made, filled, reordered and read back with a private 600 s cache', async () => {
    const owner = as(await signUp(server))
    const created = await owner.create('  Night drive ')
    expect(created.status, created.text).toBe(200)
    const oid = created.json.playlist.playlistOid
    expect(created.json.playlist).toMatchObject({
      name: 'Night drive',
      isPublic: false,
      contentOids: [],
    })
    const [a, b, c] = contents as [string, string, string]
    for (const content of [a, b, c])
      expect((await owner.update(oid, content, 'add')).status).toBe(200)
    const ordered = await owner.order(oid, [c, a, b])
    expect(ordered.status, ordered.text).toBe(200)
    expect(ordered.json.playlist.contents.map((hit: { title: string }) => hit.title)).toEqual([
      'Track 2',
      'Track 0',
      'Track 1',
    ])
    // The next read names the version the edit answered: an address no cache holds.
    const read = await owner.read(oid, ordered.json.playlist.version)
    expect(read.headers.get('cache-control')).toBe('private, max-age=600')
    expect(read.json.playlist.contentOids).toEqual([c, a, b])
    const list = await owner.read()
    expect(list.headers.get('cache-control')).toBe('private, max-age=600')
    expect(list.json).toMatchObject({
      revision: ordered.json.revision,
      playlists: [{ playlistOid: oid, name: 'Night drive', count: 3, firstContentOid: c }],
    })
    const removed = await owner.remove(oid)
    expect(removed.json).toMatchObject({ ok: true })
    expect((await owner.read(oid)).status).toBe(404)
  })

  it('keeps each of 50 parallel adds once, in one order every later read agrees on', async () => {
    const owner = as(await signUp(server))
    const oid = (await owner.create('Crowd')).json.playlist.playlistOid
    const wanted = contents.slice(0, 50)
    const answers = await Promise.all(wanted.map((content) => owner.update(oid, content, 'add')))
    expect(answers.map((answer) => answer.status)).toEqual(wanted.map(() => 200))
    expect(answers.filter((answer) => answer.json.changed)).toHaveLength(50)
    const first = (await owner.read(oid)).json.playlist.contentOids
    expect([...first].sort()).toEqual([...wanted].sort())
    for (const answer of answers)
      expect(first.slice(0, answer.json.playlist.contentOids.length)).toEqual(
        answer.json.playlist.contentOids,
      )
    // A retry of every add changes nothing.
    const retries = await Promise.all(wanted.map((content) => owner.update(oid, content, 'add')))
    expect(retries.filter((answer) => answer.json.changed)).toHaveLength(0)
    expect((await owner.read(oid, 999)).json.playlist.contentOids).toEqual(first)
  })
})

describe('another user’s playlist (IDOR)', () => {
  let owner: ReturnType<typeof as>
  let other: ReturnType<typeof as>
  let oid: string

  beforeAll(async () => {
    owner = as(await signUp(server))
    other = as(await signUp(server))
    oid = (await owner.create('Private')).json.playlist.playlistOid
    await owner.update(oid, contents[0] as string, 'add')
  })

  it('is not readable while private, and never changeable, and stays unchanged', async () => {
    const before = (await owner.read(oid)).json.playlist
    expect((await other.read(oid)).status).toBe(404)
    expect((await server.api('/content/playlist', { query: { playlistOid: oid } })).status).toBe(
      404,
    )
    const attempts = [
      await other.update(oid, contents[1] as string, 'add'),
      await other.update(oid, contents[0] as string, 'remove'),
      await other.order(oid, [contents[0] as string]),
      await other.remove(oid),
      await server.api('/content/playlist', {
        token: (await signUp(server)).token,
        body: { playlistOid: oid, name: 'Mine now', isPublic: true },
      }),
    ]
    expect(attempts.map((attempt) => [attempt.status, attempt.json.code])).toEqual(
      attempts.map(() => [404, 'PLAYLIST_NOT_FOUND']),
    )
    expect((await owner.read(oid)).json.playlist).toEqual(before)
  })

  it('is readable by anyone once public, and still changeable only by its owner', async () => {
    const made = await owner.create('Shared', true)
    const shared = made.json.playlist.playlistOid
    await owner.update(shared, contents[2] as string, 'add')
    const anonymous = await server.api('/content/playlist', { query: { playlistOid: shared } })
    expect(anonymous.status).toBe(200)
    expect(anonymous.json.playlist.contentOids).toEqual([contents[2]])
    expect((await other.update(shared, contents[3] as string, 'add')).status).toBe(404)
    expect((await owner.read(shared)).json.playlist.contentOids).toEqual([contents[2]])
  })
})

describe('bad input', () => {
  it('answers a precise 4xx and changes nothing', async () => {
    const user = await signUp(server)
    const owner = as(user)
    const oid = (await owner.create('Checked')).json.playlist.playlistOid
    await owner.update(oid, contents[0] as string, 'add')
    const [hidden] = await seedContents(
      server.context.database.db,
      [{ visibility: 'private' }],
      clock.now(),
    )
    const before = await databaseFingerprint(server.context.database)
    const cases: [
      Promise<{ status: number; json: { code: string; error: string } }>,
      number,
      string,
    ][] = [
      [owner.create(''), 400, 'A playlist needs a name'],
      [owner.create('x'.repeat(61)), 400, 'A playlist name is at most 60 characters'],
      [owner.update(oid, 'nope', 'add'), 400, 'Expected a content id'],
      [
        server.api('/content/playlist/update', {
          token: user.token,
          body: { playlistOid: oid, contentOid: contents[1], method: 'toggle' },
        }),
        400,
        'Expected add or remove',
      ],
      [owner.update(oid, hidden as string, 'add'), 400, `This content cannot be added: ${hidden}`],
      [owner.order(oid, []), 409, 'The playlist changed; reload it and reorder again'],
      [
        owner.order(oid, [contents[0] as string, contents[0] as string]),
        409,
        'A content is named twice in the new order',
      ],
      [server.api('/content/playlist', { body: { name: 'Anon' } }), 401, 'Authentication failed'],
    ]
    for (const [call, status, error] of cases) {
      const response = await call
      expect([response.status, response.json.error]).toEqual([status, error])
    }
    expect(await databaseFingerprint(server.context.database)).toEqual(before)
  })
})

describe('GET /account/curation', () => {
  it('answers the account’s home: the curated page and their playlists, never cached', async () => {
    const user = await signUp(server)
    const oid = (await as(user).create('Home list')).json.playlist.playlistOid
    const response = await server.api('/account/curation', {
      token: user.token,
      query: { language: 'ko' },
    })
    expect(response.status, response.text).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.json).toMatchObject({
      language: 'ko',
      playlists: [{ playlistOid: oid, name: 'Home list', count: 0 }],
    })
    expect((await server.api('/account/curation')).status).toBe(401)
  })
})
