/** The search categories' rows: listed in order, saved, moved, published and deleted. */
import { type Kysely, type Selectable, sql } from 'kysely'
import type { DB } from '../../db'
import type { SearchComponentFields } from './contract'
import { fieldsOf, SEARCH_COMPONENTS_PER_PAGE } from './search-rules'
import type { ContentSearchComponentsTable } from './tables'

export type SearchComponentRow = Selectable<ContentSearchComponentsTable>

/** One page of the list in its order (keyset after a category's place); `q` finds a title. */
export async function listComponents(db: Kysely<DB>, query: { q?: string; after?: string }) {
  const words = query.q?.trim().toLowerCase() ?? ''
  const cursor = query.after
    ? await db
        .selectFrom('content_search_components')
        .select(['position', 'oid'])
        .where('oid', '=', query.after)
        .executeTakeFirst()
    : undefined
  const rows = await db
    .selectFrom('content_search_components')
    .selectAll()
    .$if(!!cursor, (q) =>
      q.where((eb) =>
        eb.or([
          eb('position', '>', cursor?.position ?? 0),
          eb.and([eb('position', '=', cursor?.position ?? 0), eb('oid', '>', cursor?.oid ?? '')]),
        ]),
      ),
    )
    .$if(words.length > 0, (q) =>
      q.where(sql<string>`lower(draft->>'titles')`, 'like', `%${escapeLike(words)}%`),
    )
    .orderBy('position')
    .orderBy('oid')
    .limit(SEARCH_COMPONENTS_PER_PAGE + 1)
    .execute()
  const page = rows.slice(0, SEARCH_COMPONENTS_PER_PAGE)
  return {
    rows: page,
    next: rows.length > SEARCH_COMPONENTS_PER_PAGE ? (page.at(-1)?.oid ?? null) : null,
  }
}

function escapeLike(words: string): string {
  return words.replace(/[\\%_]/g, (char) => `\\${char}`)
}

export async function countComponents(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('content_search_components')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

export function findComponent(db: Kysely<DB>, oid: string) {
  return db
    .selectFrom('content_search_components')
    .selectAll()
    .where('oid', '=', oid)
    .executeTakeFirst()
}

/** Every category's id in order, rows locked (in a transaction) so two moves do not interleave. */
export async function lockedOrder(db: Kysely<DB>): Promise<string[]> {
  const rows = await db
    .selectFrom('content_search_components')
    .select('oid')
    .orderBy('position')
    .orderBy('oid')
    .forUpdate()
    .execute()
  return rows.map((row) => row.oid)
}

/** Numbers the categories 1.. in the order given. */
export async function renumber(db: Kysely<DB>, order: readonly string[]) {
  for (const [index, oid] of order.entries()) {
    await db
      .updateTable('content_search_components')
      .set({ position: index + 1 })
      .where('oid', '=', oid)
      .where('position', '<>', index + 1)
      .execute()
  }
}

export function insertComponent(
  db: Kysely<DB>,
  row: { oid: string; position: number; draft: SearchComponentFields; by: string; at: Date },
) {
  return db
    .insertInto('content_search_components')
    .values({
      oid: row.oid,
      position: row.position,
      draft: JSON.stringify(fieldsOf(row.draft)),
      published: null,
      published_at: null,
      updated_at: row.at,
      updated_by: row.by,
      created_at: row.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

export function updateComponentDraft(
  db: Kysely<DB>,
  oid: string,
  change: { draft: SearchComponentFields; by: string; at: Date },
) {
  return db
    .updateTable('content_search_components')
    .set({
      draft: JSON.stringify(fieldsOf(change.draft)),
      updated_at: change.at,
      updated_by: change.by,
    })
    .where('oid', '=', oid)
    .returningAll()
    .executeTakeFirst()
}

/** Copies every draft with its place to the published copy, in one statement. */
export async function publishAll(db: Kysely<DB>, by: string, at: Date): Promise<number> {
  const rows = await db
    .updateTable('content_search_components')
    .set({
      published: sql<string>`draft || jsonb_build_object('position', position)`,
      published_at: at,
      updated_at: at,
      updated_by: by,
    })
    .returning('oid')
    .execute()
  return rows.length
}

export function deleteComponent(db: Kysely<DB>, oid: string) {
  return db
    .deleteFrom('content_search_components')
    .where('oid', '=', oid)
    .returningAll()
    .executeTakeFirst()
}

/** The published categories players see (not hidden), in their published order. */
export async function publishedComponents(db: Kysely<DB>) {
  const rows = await db
    .selectFrom('content_search_components')
    .selectAll()
    .where('published', 'is not', null)
    .execute()
  return rows
    .flatMap((row) =>
      row.published && !row.published.hidden ? [{ oid: row.oid, published: row.published }] : [],
    )
    .sort((a, b) => a.published.position - b.published.position)
}
