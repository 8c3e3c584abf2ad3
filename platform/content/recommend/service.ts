import { sql } from 'kysely'
import { notFound, type SessionUser } from '../../http'
import type { ContentCategory } from '../catalog/tables'
import type { ContentDeps } from '../ports'
import {
  type ContentHit,
  type SearchViewer,
  searchTags,
  selectHits,
  textArray,
  toHit,
  viewerConditions,
} from '../search/query'
import { createSearchService } from '../search/service'
import type { RecommendedContent } from './contract'
import { contentsOfUser, interactionSources, similarContents } from './similarity'

/** Document 1, §9: the default recommendation count. */
export const DEFAULT_RECOMMENDATION_COUNT = 20
/** How many of a user's own contents seed their recommendations. */
const USER_SEEDS = 50

export type { RecommendedContent }

export function createRecommendService(deps: ContentDeps) {
  const { db } = deps
  const search = createSearchService(deps)
  const sources = interactionSources(db, deps.clock)

  /** Visible contents among `oids`, in the given order. */
  async function visibleHits(
    oids: string[],
    viewer: SearchViewer,
  ): Promise<Map<string, ContentHit>> {
    if (oids.length === 0) return new Map()
    const rows = await selectHits(db)
      .where((eb) => eb.and([...viewerConditions(eb, viewer), eb('contents.oid', 'in', oids)]))
      .execute()
    return new Map(rows.map((row) => [row.oid, toHit(row)]))
  }

  /**
   * Popular visible contents to fill a list: sharing the most tags first, then the same
   * category, then likes and plays.
   */
  async function popular(
    viewer: SearchViewer,
    options: { exclude: string[]; category?: string | null; tags?: string[]; limit: number },
  ): Promise<ContentHit[]> {
    if (options.limit <= 0) return []
    const tags = options.tags ?? []
    const related = [
      ...(options.category ? [sql`contents.category = ${options.category}`] : []),
      ...(tags.length > 0 ? [sql`${searchTags} && ${textArray(tags)}`] : []),
    ]
    const rows = await selectHits(db)
      .where((eb) =>
        eb.and([
          ...viewerConditions(eb, viewer),
          ...(options.exclude.length > 0 ? [eb('contents.oid', 'not in', options.exclude)] : []),
          ...(related.length > 0 ? [sql<boolean>`(${sql.join(related, sql` or `)})`] : []),
        ]),
      )
      .$if(tags.length > 0, (q) =>
        q.orderBy(
          sql`cardinality(array(select unnest(${searchTags}) intersect select unnest(${textArray(tags)}))) desc`,
        ),
      )
      .$if(!!options.category, (q) =>
        q.orderBy(sql`(contents.category = ${options.category}) desc`),
      )
      .orderBy(
        sql`contents.likes desc, contents.play_count desc, contents.published_at desc, contents.oid desc`,
      )
      .limit(options.limit)
      .execute()
    return rows.map(toHit)
  }

  /** Similar contents first, then the fill, without repeats, at most `count`. */
  async function similarThenPopular(
    seeds: string[],
    viewer: SearchViewer,
    count: number,
    fill: { category?: string | null; tags?: string[] },
    exclude: string[],
  ): Promise<RecommendedContent[]> {
    const scored = await similarContents(db, await sources(), seeds, count * 2)
    const hits = await visibleHits(
      scored.map((row) => row.content_oid),
      viewer,
    )
    const similar: RecommendedContent[] = scored
      .flatMap((row) => {
        const hit = hits.get(row.content_oid)
        return hit ? [{ ...hit, score: row.score, reason: 'similar' as const }] : []
      })
      .slice(0, count)
    const more = await popular(viewer, {
      exclude: [...exclude, ...similar.map((hit) => hit.contentOid)],
      limit: count - similar.length,
      ...fill,
    })
    return [...similar, ...more.map((hit) => ({ ...hit, score: null, reason: 'popular' as const }))]
  }

  return {
    /** GET /content/recommendation: contents like one content (its own page's list). */
    async recommendation(
      input: { contentOid: string; count: number; includeAdult: boolean },
      user: SessionUser | null,
    ) {
      const viewer = await search.viewerOf(user, input.includeAdult)
      const target = await selectHits(db)
        .where((eb) =>
          eb.and([
            ...viewerConditions(eb, { ...viewer, includeAdult: true }),
            eb('contents.oid', '=', input.contentOid),
          ]),
        )
        .executeTakeFirst()
      if (!target) throw notFound('Content not found', 'CONTENT_NOT_FOUND')
      const contents = await similarThenPopular(
        [input.contentOid],
        viewer,
        input.count,
        {
          category: target.category,
          tags: target.hashtags.map((tag) => tag.replace(/^#+/, '').toLowerCase()),
        },
        [input.contentOid],
      )
      return { contentOid: input.contentOid, contents }
    },

    /**
     * GET /content/recommend: the caller's "Recommended content" — alike (by users) to what
     * they liked, bought, played or recommended, never those themselves; for a visitor or a
     * user with no history, admin picks then the most popular.
     */
    async forViewer(input: { count: number; adult: boolean }, user: SessionUser | null) {
      const viewer = await search.viewerOf(user, input.adult)
      const seeds = user ? await contentsOfUser(db, await sources(), user.oid, USER_SEEDS) : []
      if (seeds.length === 0) {
        const picks = await picked(viewer, null, input.count)
        const more = await popular(viewer, {
          exclude: picks.map((hit) => hit.contentOid),
          limit: input.count - picks.length,
        })
        return {
          personalized: false,
          contents: [
            ...picks,
            ...more.map((hit) => ({ ...hit, score: null, reason: 'popular' as const })),
          ],
        }
      }
      const seedRows = await selectHits(db).where('contents.oid', 'in', seeds).execute()
      const categories = new Map<string, number>()
      for (const row of seedRows)
        categories.set(row.category, (categories.get(row.category) ?? 0) + 1)
      const favourite = [...categories.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null
      return {
        personalized: true,
        contents: await similarThenPopular(
          seeds,
          viewer,
          input.count,
          { category: favourite },
          seeds,
        ),
      }
    },

    /** GET /content/recommend/list: a category's admin picks, then its most popular. */
    async list(
      input: { category: ContentCategory | null; count: number; adult: boolean },
      user: SessionUser | null,
    ) {
      const viewer = await search.viewerOf(user, input.adult)
      const picks = await picked(viewer, input.category, input.count)
      const more = await popular(viewer, {
        exclude: picks.map((hit) => hit.contentOid),
        category: input.category,
        limit: input.count - picks.length,
      })
      // Popular fill stays in the category when one is asked for.
      const fill = input.category ? more.filter((hit) => hit.category === input.category) : more
      return {
        category: input.category,
        contents: [
          ...picks,
          ...fill.map((hit) => ({ ...hit, score: null, reason: 'popular' as const })),
        ],
      }
    },

    /** POST /content/recommend by a user: records (or with `undo`, removes) their recommendation. */
    async signal(user: SessionUser, input: { contentOid: string; undo: boolean }) {
      if (input.undo) {
        await db
          .deleteFrom('content_recommend_signals')
          .where('user_oid', '=', user.oid)
          .where('content_oid', '=', input.contentOid)
          .execute()
        return { contentOid: input.contentOid, recommended: false }
      }
      await requireVisible(input.contentOid)
      await db
        .insertInto('content_recommend_signals')
        .values({ user_oid: user.oid, content_oid: input.contentOid, created_at: deps.clock.now() })
        .onConflict((conflict) => conflict.columns(['user_oid', 'content_oid']).doNothing())
        .execute()
      return { contentOid: input.contentOid, recommended: true }
    },

    /** POST /content/recommend with mode 'pick' (admins): a category list's pick, or its removal. */
    async pick(
      admin: SessionUser,
      input: { contentOid: string; category: string | null; position: number; undo: boolean },
    ) {
      const content = await requireVisible(input.contentOid, !input.undo)
      const category = input.category ?? content?.category ?? null
      if (input.undo) {
        const removed = await db
          .deleteFrom('content_recommend_picks')
          .where('content_oid', '=', input.contentOid)
          .$if(category !== null, (q) => q.where('category', '=', category as string))
          .executeTakeFirst()
        return {
          contentOid: input.contentOid,
          category,
          picked: false,
          removed: Number(removed.numDeletedRows),
        }
      }
      await db
        .insertInto('content_recommend_picks')
        .values({
          category: category as string,
          content_oid: input.contentOid,
          position: input.position,
          picked_by: admin.oid,
          created_at: deps.clock.now(),
        })
        .onConflict((conflict) =>
          conflict
            .columns(['category', 'content_oid'])
            .doUpdateSet({ position: input.position, picked_by: admin.oid }),
        )
        .execute()
      return { contentOid: input.contentOid, category, picked: true, position: input.position }
    },
  }

  /** The published public content, or a 404 (when `required`). */
  async function requireVisible(contentOid: string, required = true) {
    const row = await db
      .selectFrom('contents')
      .select(['oid', 'category'])
      .where('oid', '=', contentOid)
      .where(sql<boolean>`status = 'published' and visibility = 'public' and deleted_at is null`)
      .executeTakeFirst()
    if (!row && required) throw notFound('Content not found', 'CONTENT_NOT_FOUND')
    return row ?? null
  }

  /** Admin picks of a category (or of every category), in order, visible ones only. */
  async function picked(
    viewer: SearchViewer,
    category: string | null,
    limit: number,
  ): Promise<RecommendedContent[]> {
    const rows = await selectHits(db)
      .innerJoin('content_recommend_picks as picks', 'picks.content_oid', 'contents.oid')
      .where((eb) =>
        eb.and([
          ...viewerConditions(eb, viewer),
          ...(category ? [eb('picks.category', '=', category)] : []),
        ]),
      )
      .orderBy('picks.position')
      .orderBy('picks.created_at', 'desc')
      .limit(limit * 2)
      .execute()
    const seen = new Set<string>()
    return rows
      .filter((row) => !seen.has(row.oid) && seen.add(row.oid))
      .slice(0, limit)
      .map((row) => ({ ...toHit(row), score: null, reason: 'pick' as const }))
  }
}

export type RecommendService = ReturnType<typeof createRecommendService>
