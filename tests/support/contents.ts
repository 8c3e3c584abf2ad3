/**
 * Contents written straight into the product's catalogue, already published: for HTTP tests
 * of what readers do with a content (comments, likes, blocks), not of how it is made.
 */
import { newObjectId } from '../../platform/db'
import type { TestServer } from './test-server'

export async function insertPublishedContent(
  server: TestServer,
  creatorOid: string,
  options: { at?: Date; title?: string; extra?: Record<string, unknown> } = {},
): Promise<string> {
  const oid = newObjectId()
  const at = options.at ?? new Date()
  await server.context.database.db
    .insertInto('contents')
    .values({
      oid,
      creator_oid: creatorOid,
      title: `${options.title ?? 'Audio'} ${oid}`,
      content_type: 'story',
      category: 'asmr',
      status: 'published',
      visibility: 'public',
      published_at: at,
      created_at: at,
      updated_at: at,
      ...options.extra,
    } as never)
    .execute()
  return oid
}
