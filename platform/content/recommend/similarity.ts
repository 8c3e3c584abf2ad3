/**
 * Item-to-item similarity in SQL, the same on PGlite and PostgreSQL: two contents are alike
 * when the same users liked, bought, played or recommended both. The score is the cosine of
 * their user sets, |A ∩ B| / √(|A|·|B|), computed at request time from the interaction
 * tables (no vector extension: neither engine here ships one, docs/CONTENT.md).
 */
import { type Kysely, type RawBuilder, sql } from 'kysely'
import type { DB } from '../../db'
import type { Clock } from '../../http'

/**
 * One table of user–content interactions: who interacted with a content, what a set of
 * users interacted with, and who interacted with a set of contents; each written so the
 * table's own indexes serve it.
 */
interface InteractionSource {
  table: string
  /** user_key of everyone who interacted with `content` (a char(24) expression). */
  usersOf(content: RawBuilder<unknown>): RawBuilder<unknown>
  /** (user_key, content_oid) of the users listed in the relation `users` (column user_key). */
  itemsOf(users: string): RawBuilder<unknown>
  /** (user_key, content_oid) of the contents listed in the relation `items` (column content_oid). */
  usersOfItems(items: string): RawBuilder<unknown>
}

/** Tables keyed by (user_oid, content_oid): likes, purchases and recommend signals. */
function userContentTable(table: string): InteractionSource {
  const t = sql.table(table)
  return {
    table,
    usersOf: (content) => sql`select user_oid as user_key from ${t} where content_oid = ${content}`,
    itemsOf: (users) =>
      sql`select s.user_oid as user_key, s.content_oid from ${t} as s
        where s.user_oid in (select user_key from ${sql.table(users)})`,
    usersOfItems: (items) =>
      sql`select s.user_oid as user_key, s.content_oid from ${t} as s
        where s.content_oid in (select content_oid from ${sql.table(items)})`,
  }
}

/** Plays of signed-in viewers ('u:' + user oid) from the watch history. */
const watchHistory: InteractionSource = {
  table: 'content_watch_history',
  usersOf: (content) =>
    sql`select cast(substr(viewer_key, 3) as char(24)) as user_key from content_watch_history
      where content_oid = ${content} and viewer_key like 'u:%' and play_count > 0`,
  itemsOf: (users) =>
    sql`select cast(substr(w.viewer_key, 3) as char(24)) as user_key, w.content_oid
      from content_watch_history as w
      where w.viewer_key in (select 'u:' || rtrim(user_key) from ${sql.table(users)})
        and w.play_count > 0`,
  usersOfItems: (items) =>
    sql`select cast(substr(w.viewer_key, 3) as char(24)) as user_key, w.content_oid
      from content_watch_history as w
      where w.content_oid in (select content_oid from ${sql.table(items)})
        and w.viewer_key like 'u:%' and w.play_count > 0`,
}

/** Every source the area may have; only the tables that exist are read. */
const ALL_SOURCES: InteractionSource[] = [
  userContentTable('content_likes'),
  userContentTable('content_purchases'),
  watchHistory,
  userContentTable('content_recommend_signals'),
]

/** How many users of a content, and candidates, one comparison reads at most. */
export const SAMPLE_USERS = 2000
export const CANDIDATES = 300

/**
 * The interaction tables present in this database, looked up once they exist (a table that
 * is missing is asked about again a minute later).
 */
export function interactionSources(db: Kysely<DB>, clock: Clock) {
  let found: InteractionSource[] | null = null
  let checkedAt = 0
  return async (): Promise<InteractionSource[]> => {
    const now = clock.now().getTime()
    if (found && (found.length === ALL_SOURCES.length || now - checkedAt < 60_000)) return found
    const { rows } = await sql<{ name: string }>`
      select t.name from unnest(${sql.val(ALL_SOURCES.map((source) => source.table))}::text[]) as t (name)
      where to_regclass(t.name) is not null`.execute(db)
    const present = new Set(rows.map((row) => row.name))
    found = ALL_SOURCES.filter((source) => present.has(source.table))
    checkedAt = now
    return found
  }
}

const unionAll = (parts: RawBuilder<unknown>[]) => sql.join(parts, sql` union all `)

export interface ScoredContent {
  content_oid: string
  shared: number
  score: number
}

/**
 * Contents most like `seeds` (one content, or the contents a user interacted with), by
 * the cosine of their user sets, the seeds themselves left out. `excludeUser` leaves a
 * user's own interactions out of the sets (their profile is the seeds).
 */
export async function similarContents(
  db: Kysely<DB>,
  sources: InteractionSource[],
  seeds: readonly string[],
  limit: number,
): Promise<ScoredContent[]> {
  if (sources.length === 0 || seeds.length === 0) return []
  const seedList = sql`cast(${[...seeds]} as bpchar[])`
  const usersOfSeeds = unionAll(sources.map((source) => source.usersOf(sql`any(${seedList})`)))
  const { rows } = await sql<ScoredContent>`
    with target as (
      select distinct user_key from (${usersOfSeeds}) as u limit ${SAMPLE_USERS}
    ),
    co as (
      select i.content_oid, count(distinct i.user_key) as shared
      from (${unionAll(sources.map((source) => source.itemsOf('target')))}) as i
      where not (i.content_oid = any(${seedList}))
      group by i.content_oid
      order by shared desc, i.content_oid
      limit ${CANDIDATES}
    ),
    sizes as (
      select i.content_oid, count(distinct i.user_key) as n
      from (${unionAll(sources.map((source) => source.usersOfItems('co')))}) as i
      group by i.content_oid
    )
    select co.content_oid, co.shared::int as shared,
      (co.shared / sqrt(sizes.n::float8 * (select count(*) from target)::float8))::float8 as score
    from co join sizes on sizes.content_oid = co.content_oid
    order by score desc, shared desc, co.content_oid
    limit ${limit}`.execute(db)
  return rows.map((row) => ({ ...row, shared: Number(row.shared), score: Number(row.score) }))
}

/** A user's own interactions, most recent sources first, as the seeds of their recommendations. */
export async function contentsOfUser(
  db: Kysely<DB>,
  sources: InteractionSource[],
  userOid: string,
  limit: number,
): Promise<string[]> {
  if (sources.length === 0) return []
  const { rows } = await sql<{ content_oid: string }>`
    with me as (select cast(${userOid} as char(24)) as user_key)
    select distinct i.content_oid
    from (${unionAll(sources.map((source) => source.itemsOf('me')))}) as i
    limit ${limit}`.execute(db)
  return rows.map((row) => row.content_oid)
}
