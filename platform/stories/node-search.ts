/**
 * Finds canvas nodes by kind and text for the studio's search panel, inside the database:
 * the canvas can be megabytes, so only matching nodes travel. Text matches the node id or,
 * by prefix, any string value of its data (`jsonb_to_tsvector`, `simple` configuration).
 */
import { sql } from 'kysely'
import type { SessionUser } from '../http'
import { loadManagedContent } from './content-rows'
import { likeTerms, prefixTsQuery } from './keyword-query'
import type { StoriesContext } from './ports'

export const NODE_SEARCH_LIMIT = 100
const FULL_TEXT_NODE_BYTES = 256 * 1024

export interface NodeSearchHit {
  id: string
  type: string
  position: unknown
  data: unknown
}

export async function searchNodes(
  context: StoriesContext,
  user: SessionUser,
  contentOid: string,
  filters: { types?: string[] | undefined; text?: string | undefined },
): Promise<{ nodes: NodeSearchHit[]; limit: number }> {
  await loadManagedContent(context.db, user, contentOid)
  const types = filters.types && filters.types.length > 0 ? filters.types : null
  const text = filters.text?.trim() ? filters.text.trim() : null
  const tsQuery = text ? prefixTsQuery(text) : null
  const typeClause = types ? sql`and node->>'type' = any(${sql.val(types)}::text[])` : sql``
  const escaped = text ? `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%` : null
  // Each word of a prefix query occurs in the node's text, so a plain-text test of every
  // word comes first: building every node's tsvector made a large canvas's search hold
  // the database (docs/PERFORMANCE.md).
  const likes = text ? likeTerms(text) : []
  // A tsvector holds at most 1 MB, so huge nodes (a long note) are matched as plain text.
  const wordMatch = tsQuery
    ? sql`or ((node->'data')::text ilike all(${sql.val(likes)}::text[]) and
          case when octet_length((node->'data')::text) < ${FULL_TEXT_NODE_BYTES}
          then jsonb_to_tsvector('simple', node->'data', '["string"]') @@ to_tsquery('simple', ${tsQuery})
          else (node->'data')::text ilike ${escaped} end)`
    : sql``
  const textClause = text ? sql`and (node->>'id' ilike ${escaped} ${wordMatch})` : sql``
  const result = await sql<{ node: NodeSearchHit }>`
    select node
    from story_canvases, jsonb_array_elements(canvas->'nodes') with ordinality as nodes(node, position)
    where content_oid = ${contentOid} ${typeClause} ${textClause}
    order by position
    limit ${NODE_SEARCH_LIMIT}`.execute(context.db)
  return {
    nodes: result.rows.map(({ node }) => ({
      id: node.id,
      type: node.type,
      position: node.position,
      data: node.data,
    })),
    limit: NODE_SEARCH_LIMIT,
  }
}
