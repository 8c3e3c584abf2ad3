import { afterAll, beforeAll, expect, it } from 'vitest'
import { newObjectId } from '../../db'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../../db/testing'
import { insertStreamingMessage } from '../testing'
import { databaseStreamStore, type StreamStore } from './stream-store'

describeEachEngine('stream store on the database', (engine) => {
  let database: TestDatabase
  let store: StreamStore
  beforeAll(async () => {
    database = await openTestDatabase(engine)
    store = databaseStreamStore(database)
  })
  afterAll(async () => {
    await database?.close()
  })

  const delta = (seq: number) => ({ seq, event: 'text-delta', data: { delta: `d${seq}` } })

  it("tells where a reply's stream stands: its status, whether it is a turn, its last stored event", async () => {
    const turn = await insertStreamingMessage(database.db, { requestId: newObjectId() })
    expect(await store.standing(turn.oid)).toMatchObject({
      status: 'streaming',
      isTurn: true,
      last: null,
    })
    await store.append([
      { messageOid: turn.oid, events: [delta(1), delta(2)] },
      { messageOid: turn.oid, events: [{ seq: 3, event: 'message-end', data: {} }] },
    ])
    const standing = await store.standing(turn.oid)
    expect(standing).toMatchObject({ isTurn: true, last: { seq: 3, event: 'message-end' } })
    expect(standing?.storedAt).toBeInstanceOf(Date)
    const opening = await insertStreamingMessage(database.db)
    expect(await store.standing(opening.oid)).toMatchObject({ isTurn: false, last: null })
    expect(await store.standing(newObjectId())).toBeNull()
  })

  it('says which failed runs can never be written (their message is gone) and keeps a run written twice once', async () => {
    const kept = await insertStreamingMessage(database.db)
    const missing = newObjectId()
    const run = { messageOid: kept.oid, events: [delta(1), delta(2)] }
    expect(await store.append([run])).toEqual([])
    const failures = await store.append([run, { messageOid: missing, events: [delta(1)] }])
    expect(failures.map(({ messageOid, gone }) => ({ messageOid, gone }))).toEqual([
      { messageOid: missing, gone: true },
    ])
    expect(await store.eventsAfter(kept.oid, 0)).toEqual([delta(1), delta(2)])
  })
})
