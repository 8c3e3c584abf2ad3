import { afterAll, beforeAll, expect, it } from 'vitest'
import { cardMember } from '../../../engine/group'
import { newObjectId } from '../../db'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../../db/testing'
import { insertRoom } from '../rooms/rooms'
import { cardPortrait, cardPortraitKey, findCard, insertCard, lockGroup } from './card-store'
import { findGroup, insertGroup, updateGroupSettings } from './store'
import type { StoredGroupMember } from './tables'

const card = (name: string, id: string) =>
  cardMember(
    JSON.stringify({
      spec: 'chara_card_v2',
      spec_version: '2.0',
      data: {
        name,
        description: `${name} keeps the light.`,
        character_book: { entries: [{ keys: ['lamp'], content: 'The lamp is old.' }] },
      },
    }),
    id,
  )

describeEachEngine('a group room’s card members', (engine) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await openTestDatabase(engine)
  })
  afterAll(async () => {
    await database?.close()
  })

  async function groupRoom() {
    const { db } = database
    const room = await insertRoom(db, {
      owner: { userOid: newObjectId() },
      contentOid: newObjectId(),
      compiledVersion: 1,
      startPointId: 'start',
      title: 'Group',
    })
    const members: StoredGroupMember[] = ['char-a', 'char-b'].map((id) => ({
      id,
      talkativeness: 0.5,
      muted: false,
    }))
    await insertGroup(db, {
      room_oid: room.oid,
      name: 'Group',
      strategy: 'natural',
      allow_self_responses: false,
      auto_mode: false,
      auto_cap: 3,
      members,
    })
    return room.oid
  }

  it('keeps a card once per room: a second write of it changes nothing, its picture by its key', async () => {
    const { db } = database
    const roomOid = await groupRoom()
    const mira = card('Mira', 'card-mira')
    const picture = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])
    await insertCard(db, { roomOid, card: mira, portrait: picture, portraitKey: 'a'.repeat(32) })
    await insertCard(db, {
      roomOid,
      card: card('Other', 'card-mira'),
      portrait: null,
      portraitKey: 'b'.repeat(32),
    })
    expect(await cardPortraitKey(db, roomOid, 'card-mira')).toBe('a'.repeat(32))
    expect((await findCard(db, roomOid, 'card-mira'))?.character.name).toBe('Mira')
    expect((await findCard(db, roomOid, 'card-mira'))?.lorebook[0]?.scope).toEqual({
      characterId: 'card-mira',
    })
    // PostgreSQL's driver answers a Buffer, PGlite a Uint8Array: the same bytes.
    expect(Array.from((await cardPortrait(db, 'a'.repeat(32))) ?? [])).toEqual(Array.from(picture))
    expect(await cardPortrait(db, 'b'.repeat(32))).toBeNull()
    // Another room has no such card.
    expect(await findCard(db, await groupRoom(), 'card-mira')).toBeNull()
  })

  it('locks the member list: adds at once each land, none written over', async () => {
    const { db } = database
    const roomOid = await groupRoom()
    const ids = Array.from({ length: 6 }, (_, index) => `card-${index}`)
    await Promise.all(
      ids.map((id) =>
        db.transaction().execute(async (trx) => {
          const group = await lockGroup(trx, roomOid)
          if (!group) throw new Error('no group')
          if (group.members.length >= 8) return
          const member = {
            id,
            talkativeness: 0.5,
            muted: false,
            card: { name: id, portraitKey: null },
          }
          await updateGroupSettings(trx, roomOid, { members: [...group.members, member] })
        }),
      ),
    )
    const members = (await findGroup(db, roomOid))?.members ?? []
    expect(members).toHaveLength(8)
    expect(new Set(members.map((member) => member.id))).toEqual(
      new Set(['char-a', 'char-b', ...ids]),
    )
    expect(await lockGroup(db, 'f'.repeat(24))).toBeNull()
  })
})
