/**
 * Blocks: a user hides users, contents, comments or tags from themselves (the spec's
 * `blocked (users, contents, comments, tags)`). The catalog and search ask `hiddenFor`.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../db'
import type { Clock, SessionUser } from '../../http'
import { readContent } from './contents'
import type { BlockList } from './contract'
import { INTERACTION_ERRORS } from './errors'
import type { InteractionPorts } from './ports'
import type { BlockKind } from './tables'

/** Blocks kept per user and kind: enough for any real list, a bound on what one user stores. */
export const BLOCKS_PER_KIND = 1000

export type BlockTarget =
  | { kind: 'user'; userOid: string }
  | { kind: 'content'; contentOid: string }
  | { kind: 'comment'; contentOid: string; comment: string | number }
  | { kind: 'tag'; tag: string }

/** Tags compare without a leading '#', case or surrounding spaces. */
export function normaliseTag(tag: string): string {
  return tag.trim().replace(/^#+/, '').trim().toLowerCase()
}

export type { BlockList }

export async function changeBlock(
  db: Kysely<DB>,
  clock: Clock,
  ports: InteractionPorts,
  user: SessionUser,
  operation: 'add' | 'remove',
  target: BlockTarget,
): Promise<{ operation: 'add' | 'remove'; kind: BlockKind; target: string; changed: boolean }> {
  let key: string
  let contentOid: string | null = null
  switch (target.kind) {
    case 'user':
      key = target.userOid
      if (operation === 'add') {
        if (key === user.oid) throw INTERACTION_ERRORS.blockSelf()
        if (!(await ports.accounts.userExists(key))) throw INTERACTION_ERRORS.userNotFound()
      }
      break
    case 'content':
      key = target.contentOid
      if (operation === 'add' && !(await readContent(db, key))) {
        throw INTERACTION_ERRORS.contentNotFound()
      }
      break
    case 'comment': {
      contentOid = target.contentOid
      const comment = await ports.comments.findComment(target.contentOid, target.comment)
      if (!comment) {
        // Removing a block on a comment deleted since still works, by its id.
        if (operation === 'remove' && typeof target.comment === 'string') {
          key = target.comment
          break
        }
        throw INTERACTION_ERRORS.commentNotFound()
      }
      key = comment.commentOid
      break
    }
    case 'tag':
      key = normaliseTag(target.tag)
      if (!key) throw INTERACTION_ERRORS.blockTarget()
      break
  }
  if (operation === 'remove') {
    const deleted = await db
      .deleteFrom('content_blocks')
      .where('user_oid', '=', user.oid)
      .where('kind', '=', target.kind)
      .where('target', '=', key)
      .executeTakeFirst()
    return { operation, kind: target.kind, target: key, changed: deleted.numDeletedRows > 0n }
  }
  const count = await db
    .selectFrom('content_blocks')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_oid', '=', user.oid)
    .where('kind', '=', target.kind)
    .executeTakeFirstOrThrow()
  if (Number(count.n) >= BLOCKS_PER_KIND) throw INTERACTION_ERRORS.blockListFull()
  const inserted = await db
    .insertInto('content_blocks')
    .values({
      user_oid: user.oid,
      kind: target.kind,
      target: key,
      content_oid: contentOid,
      created_at: clock.now(),
    })
    .onConflict((conflict) => conflict.columns(['user_oid', 'kind', 'target']).doNothing())
    .returning('user_oid')
    .executeTakeFirst()
  return {
    operation,
    kind: target.kind,
    target: key,
    changed: inserted !== undefined,
  }
}

/** Everything the user has blocked, oldest block first within each kind. */
export async function blockList(db: Kysely<DB>, userOid: string): Promise<BlockList> {
  const rows = await db
    .selectFrom('content_blocks')
    .select(['kind', 'target', 'content_oid'])
    .where('user_oid', '=', userOid)
    .orderBy('created_at')
    .orderBy('target')
    .execute()
  const list: BlockList = { users: [], contents: [], comments: [], tags: [] }
  for (const row of rows) {
    if (row.kind === 'user') list.users.push(row.target)
    else if (row.kind === 'content') list.contents.push(row.target)
    else if (row.kind === 'tag') list.tags.push(row.target)
    else list.comments.push({ contentOid: row.content_oid ?? '', commentOid: row.target })
  }
  return list
}

/**
 * What must be hidden from this user: contents by blocked creators, blocked contents,
 * contents carrying a blocked tag (compare with `normaliseTag`), blocked comments and
 * comments by blocked users. A visitor (null) hides nothing.
 */
export async function hiddenFor(db: Kysely<DB>, userOid: string | null) {
  const list = userOid
    ? await blockList(db, userOid)
    : { users: [], contents: [], comments: [], tags: [] }
  return {
    userOids: list.users,
    contentOids: list.contents,
    commentOids: list.comments.map((comment) => comment.commentOid),
    tags: list.tags,
  }
}

export type HiddenItems = Awaited<ReturnType<typeof hiddenFor>>
