/** The curated pages' rows: read, saved, published and deleted. */
import { type Kysely, type Selectable, sql } from 'kysely'
import type { DB } from '../../db'
import type { CuratedContentLabel, CuratedPageSummary, CuratedSection } from './contract'
import { CURATED_PAGES_PER_PAGE, hasUnpublishedChanges } from './rules'
import type { ContentCuratedPagesTable } from './tables'

export type CuratedPageRow = Selectable<ContentCuratedPagesTable>

export function summaryOf(row: CuratedPageRow): CuratedPageSummary {
  return {
    pageOid: row.oid,
    pageUrl: row.url,
    country: row.country,
    title: row.title,
    sectionCount: row.draft.length,
    unpublishedChanges: hasUnpublishedChanges(row.draft, row.published),
    publishedAt: row.published_at ? row.published_at.toISOString() : null,
    updatedAt: row.updated_at.toISOString(),
    updatedBy: row.updated_by,
  }
}

/** One page of the list, newest first (keyset by id); `q` finds an address or title start. */
export async function listPages(db: Kysely<DB>, query: { q?: string; before?: string }) {
  const words = query.q?.trim().toLowerCase() ?? ''
  const rows = await db
    .selectFrom('content_curated_pages')
    .selectAll()
    .$if(!!query.before, (q) => q.where('oid', '<', query.before as string))
    .$if(words.length > 0, (q) =>
      q.where((eb) =>
        eb.or([
          eb('url', 'like', `${escapeLike(words)}%`),
          eb(eb.fn('lower', ['title']), 'like', `%${escapeLike(words)}%`),
        ]),
      ),
    )
    .orderBy('oid', 'desc')
    .limit(CURATED_PAGES_PER_PAGE + 1)
    .execute()
  const page = rows.slice(0, CURATED_PAGES_PER_PAGE)
  return {
    pages: page.map(summaryOf),
    next: rows.length > CURATED_PAGES_PER_PAGE ? (page.at(-1)?.oid ?? null) : null,
  }
}

function escapeLike(words: string): string {
  return words.replace(/[\\%_]/g, (char) => `\\${char}`)
}

export function findPage(db: Kysely<DB>, pageOid: string) {
  return db
    .selectFrom('content_curated_pages')
    .selectAll()
    .where('oid', '=', pageOid)
    .executeTakeFirst()
}

export function findPageAt(db: Kysely<DB>, url: string, country: string) {
  return db
    .selectFrom('content_curated_pages')
    .selectAll()
    .where('url', '=', url)
    .where('country', '=', country)
    .executeTakeFirst()
}

/** The contents the sections name, labelled; an id with no content is left out. */
export async function labelContents(
  db: Kysely<DB>,
  oids: readonly string[],
): Promise<CuratedContentLabel[]> {
  if (oids.length === 0) return []
  const rows = await db
    .selectFrom('contents')
    .select(['oid', 'title', 'thumbnail', 'status', 'visibility', 'deleted_at', 'hide_content'])
    .where('oid', 'in', [...oids])
    .execute()
  const byOid = new Map(rows.map((row) => [row.oid, row]))
  return oids.flatMap((oid) => {
    const row = byOid.get(oid)
    if (!row) return []
    return [
      {
        contentOid: oid,
        title: row.title,
        thumbnail: row.thumbnail,
        visible:
          row.status === 'published' &&
          row.visibility === 'public' &&
          row.deleted_at === null &&
          !row.hide_content,
      },
    ]
  })
}

export async function insertPage(
  db: Kysely<DB>,
  row: {
    oid: string
    url: string
    country: string
    title: string
    draft: CuratedSection[]
    by: string
    at: Date
  },
) {
  return db
    .insertInto('content_curated_pages')
    .values({
      oid: row.oid,
      url: row.url,
      country: row.country,
      title: row.title,
      draft: JSON.stringify(row.draft),
      published: null,
      published_at: null,
      updated_at: row.at,
      updated_by: row.by,
      created_at: row.at,
    })
    .onConflict((conflict) => conflict.columns(['url', 'country']).doNothing())
    .returningAll()
    .executeTakeFirst()
}

export async function updateDraft(
  db: Kysely<DB>,
  pageOid: string,
  change: {
    url: string
    country: string
    title: string
    draft: CuratedSection[]
    by: string
    at: Date
  },
) {
  return db
    .updateTable('content_curated_pages')
    .set({
      url: change.url,
      country: change.country,
      title: change.title,
      draft: JSON.stringify(change.draft),
      updated_at: change.at,
      updated_by: change.by,
    })
    .where('oid', '=', pageOid)
    .returningAll()
    .executeTakeFirst()
}

/** Copies the draft to the published copy, in one statement. */
export function publishDraft(db: Kysely<DB>, pageOid: string, by: string, at: Date) {
  return db
    .updateTable('content_curated_pages')
    .set({ published: sql<string>`draft`, published_at: at, updated_at: at, updated_by: by })
    .where('oid', '=', pageOid)
    .returningAll()
    .executeTakeFirst()
}

export async function deletePage(db: Kysely<DB>, pageOid: string) {
  return db
    .deleteFrom('content_curated_pages')
    .where('oid', '=', pageOid)
    .returningAll()
    .executeTakeFirst()
}
