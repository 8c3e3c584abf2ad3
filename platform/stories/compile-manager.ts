import { sql } from 'kysely'
import { ENGINE_VERSION } from '../../engine/compile/version'
import type { CompiledStoryRow } from './contract'
import type { StoriesContext } from './ports'

export const COMPILE_MANAGER_PAGE = 30

/**
 * Stories with their latest compiled version, newest first, for the admin's compile manager:
 * which version players get, the latest one's hash and engine, and whether an older engine
 * compiled it (the story needs compiling again). Keyset-paged by the story's id.
 */
export async function listCompiledStories(
  context: StoriesContext,
  query: { q?: string | undefined; before?: string | undefined; staleOnly?: boolean },
): Promise<{ stories: CompiledStoryRow[]; next: string | null; engineVersion: string }> {
  let select = context.db
    .selectFrom('story_contents as content')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('story_compiled_versions')
          .select(['version', 'hash', 'engine_version', 'created_at'])
          .whereRef('story_compiled_versions.content_oid', '=', 'content.id')
          .orderBy('version', 'desc')
          .limit(1)
          .as('latest'),
      (join) => join.onTrue(),
    )
    .select([
      'content.id',
      'content.title',
      'content.creator_oid',
      'content.status',
      'content.published_version',
      'latest.version',
      'latest.hash',
      'latest.engine_version',
      'latest.created_at',
    ])
    .where('content.status', '<>', 'deleted')
  if (query.before) select = select.where('content.id', '<', query.before)
  const words = (query.q ?? '').trim()
  if (words)
    select = select.where(
      sql<string>`content.title`,
      'ilike',
      `%${words.replace(/[\\%_]/g, (char) => `\\${char}`)}%`,
    )
  if (query.staleOnly)
    select = select.where((eb) =>
      eb.and([
        eb('latest.version', 'is not', null),
        eb('latest.engine_version', '<>', ENGINE_VERSION),
      ]),
    )
  const rows = await select
    .orderBy('content.id', 'desc')
    .limit(COMPILE_MANAGER_PAGE + 1)
    .execute()
  const page = rows.slice(0, COMPILE_MANAGER_PAGE)
  return {
    engineVersion: ENGINE_VERSION,
    next: rows.length > COMPILE_MANAGER_PAGE ? (page.at(-1)?.id ?? null) : null,
    stories: page.map((row) => ({
      contentOid: row.id,
      title: row.title,
      creatorOid: row.creator_oid,
      status: row.status,
      publishedVersion: row.published_version,
      latest:
        row.version === null || row.version === undefined
          ? null
          : {
              version: row.version,
              hash: row.hash as string,
              engineVersion: row.engine_version as string,
              createdAt: new Date(row.created_at as Date).toISOString(),
            },
      stale: row.engine_version != null && row.engine_version !== ENGINE_VERSION,
    })),
  }
}
