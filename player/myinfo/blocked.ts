/** The reader's blocks as rows, pure: a label each and what unblocking it sends. */
import type { BlockList } from '../../platform/content/interaction/contract'

export interface BlockedRow {
  key: string
  kind: 'user' | 'content' | 'comment' | 'tag'
  /** A nickname, a title or a tag; null when the name could not be read (deleted). */
  label: string | null
  target: { userOid?: string; contentOid?: string; commentOid?: string; tag?: string }
}

export function blockedRows(
  list: BlockList,
  nicknames: ReadonlyMap<string, string>,
  titles: ReadonlyMap<string, string>,
): BlockedRow[] {
  return [
    ...list.users.map((userOid) => ({
      key: `user:${userOid}`,
      kind: 'user' as const,
      label: nicknames.get(userOid) || null,
      target: { userOid },
    })),
    ...list.contents.map((contentOid) => ({
      key: `content:${contentOid}`,
      kind: 'content' as const,
      label: titles.get(contentOid) || null,
      target: { contentOid },
    })),
    ...list.comments.map(({ contentOid, commentOid }) => ({
      key: `comment:${commentOid}`,
      kind: 'comment' as const,
      label: titles.get(contentOid) || null,
      target: { contentOid, commentOid },
    })),
    ...list.tags.map((tag) => ({
      key: `tag:${tag}`,
      kind: 'tag' as const,
      label: `#${tag}`,
      target: { tag },
    })),
  ]
}
