/**
 * A user's blocks applied to contents: contents they blocked, contents of creators they
 * blocked and contents carrying a tag they blocked leave their lists (the catalog's lists
 * and bulk reads, the liked list, search). `hiddenFor` (interaction) says what is blocked;
 * these helpers apply it in SQL and in code alike.
 */
import { type RawBuilder, sql } from 'kysely'
import { normaliseTag } from './interaction/blocks'

/** What one user has blocked (`service.interaction.hiddenFor(userOid)`). */
export interface HiddenItems {
  userOids: string[]
  contentOids: string[]
  commentOids: string[]
  /** Normalised: no leading '#', lower case, trimmed. */
  tags: string[]
}

export const NOTHING_HIDDEN: HiddenItems = {
  userOids: [],
  contentOids: [],
  commentOids: [],
  tags: [],
}

export const hidesContents = (hidden: HiddenItems) =>
  hidden.contentOids.length > 0 || hidden.userOids.length > 0 || hidden.tags.length > 0

/**
 * A condition true for the contents the user has not blocked, for a query on `contents`
 * (`columns` name its oid, creator and hashtags columns, e.g. `c.oid` under an alias).
 * Tags compare as `normaliseTag` does.
 */
export function excludeHiddenContents(
  hidden: HiddenItems,
  columns: { oid: string; creatorOid: string; hashtags: string } = {
    oid: 'oid',
    creatorOid: 'creator_oid',
    hashtags: 'hashtags',
  },
): RawBuilder<boolean> {
  const conditions: RawBuilder<boolean>[] = []
  if (hidden.contentOids.length > 0)
    conditions.push(
      sql<boolean>`not (${sql.ref(columns.oid)}::text = any(${sql.val(hidden.contentOids)}::text[]))`,
    )
  if (hidden.userOids.length > 0)
    conditions.push(
      sql<boolean>`not (${sql.ref(columns.creatorOid)}::text = any(${sql.val(hidden.userOids)}::text[]))`,
    )
  if (hidden.tags.length > 0)
    conditions.push(
      sql<boolean>`not exists (select 1 from unnest(${sql.ref(columns.hashtags)}) as blocked_tag(tag)
        where lower(btrim(regexp_replace(btrim(blocked_tag.tag), '^#+', ''))) = any(${sql.val(hidden.tags)}::text[]))`,
    )
  if (conditions.length === 0) return sql<boolean>`true`
  return sql<boolean>`(${sql.join(conditions, sql` and `)})`
}

/** The same decision for one content in code. */
export function isHiddenContent(
  hidden: HiddenItems,
  content: { oid: string; creatorOid: string; hashtags: readonly string[] },
): boolean {
  if (hidden.contentOids.includes(content.oid)) return true
  if (hidden.userOids.includes(content.creatorOid)) return true
  if (hidden.tags.length === 0) return false
  const tags = new Set(hidden.tags)
  return content.hashtags.some((tag) => tags.has(normaliseTag(tag)))
}
