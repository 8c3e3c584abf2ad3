/** Playlists on both engines: ownership, one content once, order kept under parallel edits. */
import pino from 'pino'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { newObjectId } from '../../db'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../../db/testing'
import type { SessionUser } from '../../http'
import { seedContents } from '../search/testing'
import { MAX_PLAYLISTS } from './rules'
import { createPlaylistsService, type PlaylistsService } from './service'

const person = (nickname: string): SessionUser => ({
  oid: newObjectId(),
  nickname,
  roles: ['user'],
  language: 'en',
  isAdult: false,
})

describeEachEngine('playlists', (engine) => {
  let database: TestDatabase
  let service: PlaylistsService
  let contents: string[]
  const now = new Date('2026-11-30T08:00:00Z')

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    service = createPlaylistsService({
      db: database.db,
      clock: { now: () => now },
      logger: pino({ level: 'silent' }),
    })
    contents = await seedContents(
      database.db,
      Array.from({ length: 60 }, (_, i) => ({ title: `Episode ${i}` })),
      now,
    )
  })
  afterAll(async () => {
    await database?.close()
  })

  it('adds contents once each, at the end, and removes them; repeats change nothing', async () => {
    const owner = person('owner')
    const { playlist, revision } = await service.save(owner, { name: 'Night' })
    const [a, b, c] = contents as [string, string, string]
    for (const oid of [a, b, c])
      await service.update(owner, {
        playlistOid: playlist.playlistOid,
        contentOid: oid,
        method: 'add',
      })
    const again = await service.update(owner, {
      playlistOid: playlist.playlistOid,
      contentOid: a,
      method: 'add',
    })
    expect(again.changed).toBe(false)
    expect(again.playlist.contentOids).toEqual([a, b, c])
    const removed = await service.update(owner, {
      playlistOid: playlist.playlistOid,
      contentOid: b,
      method: 'remove',
    })
    expect(removed.changed).toBe(true)
    expect(removed.playlist.contentOids).toEqual([a, c])
    expect(removed.playlist.contents.map((hit) => hit.title)).toEqual(['Episode 0', 'Episode 2'])
    expect(removed.playlist.version).toBeGreaterThan(playlist.version)
    expect(removed.revision).toBeGreaterThan(revision)
    const list = await service.list(owner)
    expect(list.playlists).toMatchObject([{ name: 'Night', count: 2, firstContentOid: a }])
    expect(list.revision).toBe(removed.revision)
  })

  it('keeps each of 50 parallel adds once, in one consistent order', async () => {
    const owner = person('racer')
    const { playlist } = await service.save(owner, { name: 'Race' })
    const oids = contents.slice(0, 50)
    const answers = await Promise.all(
      oids.map((contentOid) =>
        service.update(owner, { playlistOid: playlist.playlistOid, contentOid, method: 'add' }),
      ),
    )
    expect(answers.filter((answer) => answer.changed)).toHaveLength(50)
    const stored = await service.read(owner, playlist.playlistOid)
    expect([...stored.contentOids].sort()).toEqual([...oids].sort())
    // Every answer saw a prefix of the final order: no add was ever placed between others.
    for (const answer of answers)
      expect(stored.contentOids.slice(0, answer.playlist.contentOids.length)).toEqual(
        answer.playlist.contentOids,
      )
    // The same 50 again, in parallel with a reorder: nothing added twice, the order is whole.
    const reversed = [...stored.contentOids].reverse()
    await Promise.all([
      ...oids.map((contentOid) =>
        service.update(owner, { playlistOid: playlist.playlistOid, contentOid, method: 'add' }),
      ),
      service.order(owner, { playlistOid: playlist.playlistOid, contentOids: reversed }),
    ])
    expect((await service.read(owner, playlist.playlistOid)).contentOids).toEqual(reversed)
  })

  it('refuses a reorder that does not name exactly the stored contents', async () => {
    const owner = person('orderer')
    const { playlist } = await service.save(owner, { name: 'Order' })
    const [a, b] = contents as [string, string]
    await service.update(owner, { playlistOid: playlist.playlistOid, contentOid: a, method: 'add' })
    await service.update(owner, { playlistOid: playlist.playlistOid, contentOid: b, method: 'add' })
    await expect(
      service.order(owner, { playlistOid: playlist.playlistOid, contentOids: [b] }),
    ).rejects.toMatchObject({ code: 'PLAYLIST_ORDER_STALE', status: 409 })
    expect((await service.read(owner, playlist.playlistOid)).contentOids).toEqual([a, b])
  })

  it('hides a private playlist from everyone but its owner, and lets no one else change it', async () => {
    const owner = person('keeper')
    const other = person('other')
    const { playlist } = await service.save(owner, { name: 'Mine' })
    const [a, b] = contents as [string, string]
    await service.update(owner, { playlistOid: playlist.playlistOid, contentOid: a, method: 'add' })
    const refused = { code: 'PLAYLIST_NOT_FOUND', status: 404 }
    await expect(service.read(other, playlist.playlistOid)).rejects.toMatchObject(refused)
    await expect(service.read(null, playlist.playlistOid)).rejects.toMatchObject(refused)
    await expect(
      service.update(other, { playlistOid: playlist.playlistOid, contentOid: b, method: 'add' }),
    ).rejects.toMatchObject(refused)
    await expect(
      service.order(other, { playlistOid: playlist.playlistOid, contentOids: [a] }),
    ).rejects.toMatchObject(refused)
    await expect(
      service.save(other, { playlistOid: playlist.playlistOid, name: 'Taken' }),
    ).rejects.toMatchObject(refused)
    await expect(service.remove(other, playlist.playlistOid)).rejects.toMatchObject(refused)
    const unchanged = await service.read(owner, playlist.playlistOid)
    expect(unchanged).toMatchObject({ name: 'Mine', contentOids: [a], version: 2 })
    // Made public, anyone reads it; still only the owner changes it.
    await service.save(owner, { playlistOid: playlist.playlistOid, name: 'Mine', isPublic: true })
    expect((await service.read(null, playlist.playlistOid)).contentOids).toEqual([a])
  })

  it('refuses a content no one may see, and a playlist past the limit even in parallel', async () => {
    const owner = person('collector')
    const [hidden] = await seedContents(database.db, [{ visibility: 'private' }], now)
    const { playlist } = await service.save(owner, { name: 'First' })
    await expect(
      service.update(owner, {
        playlistOid: playlist.playlistOid,
        contentOid: hidden as string,
        method: 'add',
      }),
    ).rejects.toMatchObject({ code: 'PLAYLIST_CONTENT_UNAVAILABLE', status: 400 })
    const results = await Promise.allSettled(
      Array.from({ length: MAX_PLAYLISTS + 5 }, (_, i) =>
        service.save(owner, { name: `List ${i}` }),
      ),
    )
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(
      MAX_PLAYLISTS - 1,
    )
    expect((await service.list(owner)).playlists).toHaveLength(MAX_PLAYLISTS)
    // A removal frees a place.
    await service.remove(owner, playlist.playlistOid)
    await expect(service.save(owner, { name: 'Again' })).resolves.toBeTruthy()
    await expect(service.save(owner, { name: 'Over' })).rejects.toMatchObject({
      code: 'PLAYLIST_LIMIT',
    })
  })
})
