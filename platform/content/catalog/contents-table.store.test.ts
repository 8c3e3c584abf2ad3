/** The contents table as migrated, on both engines: defaults, checks and indexes. */
import { sql } from 'kysely'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { newObjectId } from '../../db'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../../db/testing'

describeEachEngine('contents table', (engine) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await openTestDatabase(engine)
  })
  afterEach(async () => {
    await database.close()
  })

  const now = new Date('2026-03-01T00:00:00Z')
  const row = (extra: Record<string, unknown> = {}) => ({
    oid: newObjectId(),
    creator_oid: newObjectId(),
    title: 'Rain on the roof',
    created_at: now,
    updated_at: now,
    ...extra,
  })

  it('stores a content with the documented defaults', async () => {
    const { db } = database
    const inserted = row()
    // Only the required columns: the rest are the table's defaults, read back below.
    await db
      .insertInto('contents')
      .values(inserted as never)
      .execute()
    const stored = await db
      .selectFrom('contents')
      .selectAll()
      .where('oid', '=', inserted.oid)
      .executeTakeFirstOrThrow()
    expect(stored).toMatchObject({
      status: 'unpublished',
      visibility: 'public',
      content_type: 'story',
      media: 'none',
      price: 0,
      hashtags: [],
      viewable_tiers: [],
      multi_lang_title: {},
      discount_settings: [],
      collaborators: [],
      sold_count: 0,
      sale_count_limit: null,
    })
    expect(Number(stored.views)).toBe(0)
  })

  it('refuses a price beyond the cap, an unknown status and a priced free-tier content', async () => {
    const { db } = database
    const insert = (extra: Record<string, unknown>) =>
      db
        .insertInto('contents')
        .values(row(extra) as never)
        .execute()
    await expect(insert({ price: 100_000_001 })).rejects.toThrow()
    await expect(insert({ status: 'vod' })).rejects.toThrow()
    await expect(insert({ free_tier: true, price: 10 })).rejects.toThrow()
    await expect(insert({ status: 'scheduled' })).rejects.toThrow()
    await insert({ price: 100_000_000 })
    const count = await db
      .selectFrom('contents')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(count.n)).toBe(1)
  })

  it('has the creator and catalogue indexes', async () => {
    const { rows } = await sql<{ indexname: string }>`
      select indexname from pg_indexes where tablename = 'contents' order by indexname`.execute(
      database.db,
    )
    expect(rows.map((r) => r.indexname)).toEqual(
      expect.arrayContaining(['contents_creator', 'contents_published', 'contents_scheduled']),
    )
  })
})
