/**
 * The hashtag index: how many published contents carry each tag (lower case, without '#',
 * as search matches tags). A refresh first rewrites stored tags that break the catalogue's
 * rule (a leading '#', spaces around, empty or repeated tags: rows saved before the rule or
 * imported), then counts again in one transaction under a lock; run twice, the second run
 * changes nothing.
 */
import { type Kysely, sql } from 'kysely'
import type { DB } from '../../db'
import { badRequest } from '../../http'
import type { HashtagListAnswer, HashtagTotals, RefreshHashtagsAnswer } from './contract'
import type { ContentToolsDeps } from './ports'

export const HASHTAG_PAGE = 50
const FIX_BATCH = 500

/** The catalogue's stored form (rules.ts): trimmed, no leading '#', each tag once. */
export function cleanTags(tags: readonly string[]): string[] {
  const seen = new Set<string>()
  for (const raw of tags) {
    const tag = raw.trim().replace(/^#+/, '').trim()
    if (tag) seen.add(tag)
  }
  return [...seen]
}

export async function refreshHashtags(deps: ContentToolsDeps): Promise<RefreshHashtagsAnswer> {
  return deps.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('content-hashtag-refresh'))`.execute(trx)
    const before = await totals(trx)
    const contentsFixed = await fixStoredTags(trx)
    const now = deps.clock.now()
    await trx.deleteFrom('content_hashtag_counts').execute()
    await sql`
      insert into content_hashtag_counts (tag, contents, refreshed_at)
      select tag_row.tag, count(*)::int, ${now}
      from contents, unnest(content_search_tags(contents.hashtags)) as tag_row (tag)
      where contents.status = 'published' and contents.deleted_at is null
      group by tag_row.tag`.execute(trx)
    return { before, after: await totals(trx), contentsFixed, refreshedAt: now.toISOString() }
  })
}

export async function hashtagTotals(db: Kysely<DB>): Promise<HashtagTotals> {
  return totals(db)
}

async function totals(db: Kysely<DB>): Promise<HashtagTotals> {
  const row = await db
    .selectFrom('content_hashtag_counts')
    .select((eb) => [
      eb.fn.countAll<string>().as('tags'),
      eb.fn.coalesce(eb.fn.sum<string>('contents'), sql<string>`0`).as('uses'),
    ])
    .executeTakeFirstOrThrow()
  return { tags: Number(row.tags), uses: Number(row.uses) }
}

/** Rewrites rows whose tags break the rule, a batch at a time; answers how many. */
async function fixStoredTags(db: Kysely<DB>): Promise<number> {
  let fixed = 0
  let after = ''
  for (;;) {
    const rows = await db
      .selectFrom('contents')
      .select(['oid', 'hashtags'])
      .where('oid', '>', after)
      .where(
        sql<boolean>`(exists (select 1 from unnest(contents.hashtags) as t(tag)
          where t.tag ~ '^[#[:space:]]|[[:space:]]$' or t.tag = '')
          or cardinality(contents.hashtags) <> (select count(distinct t.tag) from unnest(contents.hashtags) as t(tag)))`,
      )
      .orderBy('oid')
      .limit(FIX_BATCH)
      .execute()
    for (const row of rows) {
      await db
        .updateTable('contents')
        .set({ hashtags: cleanTags(row.hashtags) })
        .where('oid', '=', row.oid)
        .execute()
    }
    fixed += rows.length
    if (rows.length < FIX_BATCH) return fixed
    after = rows.at(-1)?.oid ?? after
  }
}

/** Tags most used first (then by tag), a keyset page at a time; `q` is the start of a tag. */
export async function listHashtags(
  db: Kysely<DB>,
  input: { q?: string | undefined; after?: string | undefined },
): Promise<HashtagListAnswer> {
  let query = db.selectFrom('content_hashtag_counts').select(['tag', 'contents', 'refreshed_at'])
  const q = input.q?.trim().replace(/^#+/, '').toLowerCase() ?? ''
  if (q) query = query.where('tag', 'like', `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
  if (input.after) {
    const cursor = parseCursor(input.after)
    query = query.where((eb) =>
      eb.or([
        eb('contents', '<', cursor.contents),
        eb.and([eb('contents', '=', cursor.contents), eb('tag', '>', cursor.tag)]),
      ]),
    )
  }
  const rows = await query
    .orderBy('contents', 'desc')
    .orderBy('tag', 'asc')
    .limit(HASHTAG_PAGE + 1)
    .execute()
  const page = rows.slice(0, HASHTAG_PAGE)
  const last = page.at(-1)
  const stamp = await db
    .selectFrom('content_hashtag_counts')
    .select((eb) => eb.fn.max('refreshed_at').as('at'))
    .executeTakeFirst()
  return {
    tags: page.map((row) => ({ tag: row.tag, contents: row.contents })),
    next: rows.length > HASHTAG_PAGE && last ? `${last.contents}:${last.tag}` : null,
    refreshedAt: stamp?.at ? new Date(stamp.at).toISOString() : null,
  }
}

function parseCursor(value: string): { contents: number; tag: string } {
  const match = /^(\d{1,9}):(.*)$/s.exec(value)
  if (!match) throw badRequest('BAD_CURSOR', 'after is "count:tag" from the previous page.')
  return { contents: Number(match[1]), tag: match[2] ?? '' }
}
