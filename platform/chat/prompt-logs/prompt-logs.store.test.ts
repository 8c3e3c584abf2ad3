import { sql } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../../db/testing'
import { insertMessage } from '../rooms/messages'
import { insertTestRoom } from '../testing'
import { insertPromptLog, listPromptLogs } from './prompt-logs'

describeEachEngine('prompt logs', (engine) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await openTestDatabase(engine)
  })
  afterAll(async () => {
    await database?.close()
  })

  it('read back exactly what was written, newest first, whatever the text holds', async () => {
    const db = database.db
    const room = await insertTestRoom(db, 'Logs')
    const message = await insertMessage(db, {
      roomOid: room.oid,
      parentOid: null,
      role: 'assistant',
      text: 'Hello',
      status: 'complete',
      turnIndex: 0,
      depth: 0,
    })
    const request = {
      messages: [
        { role: 'system', content: 'quotes " backslash \\ tab \t line\u2028sep emoji 🌊 한국어' },
        { role: 'user', content: '{"not":"parsed"}' },
      ],
      generation: { maxTokens: 600, temperature: 0.9 },
      offline: true,
    }
    // Key order as written (the engine's order), numbers, nulls, nested arrays.
    const debug = {
      assemble: { turnIndex: 3, mode: 'chat', lorebook: [{ entryId: 'e1', outcome: 'dropped' }] },
      after: null,
      usage: { outputTokens: 12, inputTokens: 1_000_000 },
    }
    const price = { quote: { credits: 10 }, actual: { credits: 8 }, charged: 8 }
    await insertPromptLog(db, {
      roomOid: room.oid,
      messageOid: message.oid,
      model: 'gemini',
      request,
      debug,
      price,
    })
    await insertPromptLog(db, {
      roomOid: room.oid,
      messageOid: message.oid,
      model: 'offline',
      request: { messages: [] },
      debug: {},
      price: { charged: 0 },
    })
    const logs = await listPromptLogs(db, room.oid)
    expect(logs.map((log) => log.model)).toEqual(['offline', 'gemini'])
    const written = logs[1]!
    expect(written.request).toEqual(request)
    expect(written.debug).toEqual(debug)
    expect(Object.keys(written.debug as object)).toEqual(['assemble', 'after', 'usage'])
    expect(written.price).toEqual(price)
  })

  it('are json, not jsonb: kept as written, not rebuilt on every insert (docs/PERFORMANCE.md)', async () => {
    const { rows } = await sql<{ column_name: string; data_type: string }>`
      select column_name, data_type from information_schema.columns
      where table_name = 'prompt_logs' and column_name in ('request', 'debug', 'price')
      order by column_name`.execute(database.db)
    expect(rows).toEqual([
      { column_name: 'debug', data_type: 'json' },
      { column_name: 'price', data_type: 'json' },
      { column_name: 'request', data_type: 'json' },
    ])
  })
})
