/**
 * Drafts compiled for their writer's test chat ("test from here"): the stored canvas as it
 * is now, compiled and kept apart from the published versions, so testing never publishes,
 * never moves `published_version` and is never listed. A room plays a draft as a negative
 * version (`-draft`), which `getCompiledVersion` reads here.
 */
import type { CompiledStory } from '../../engine/compiled'
import type { ValidationError } from '../../engine/validate'
import type { SessionUser } from '../http'
import { compileStored, toCheck } from './compiled'
import { loadManagedContent } from './content-rows'
import { STORY_ERRORS } from './errors'
import type { StoriesContext } from './ports'

/** Drafts kept per story; an older one is dropped when a newer is compiled. */
export const DRAFTS_KEPT = 10

export interface DraftVersion {
  contentOid: string
  /** The version a room plays this draft as: always below zero. */
  version: number
  hash: string
  /** The story's owner, whose test this is (an admin may test too). */
  ownerOid: string
  warnings: ValidationError[]
}

export interface DraftOptions {
  /**
   * Looks at the compiled story before it is stored and throws to refuse it (the test's
   * start point or scene is not in it): a refused test stores nothing.
   */
  check?: (compiled: CompiledStory) => void
}

/** A room's compiled version names a draft when it is below zero. */
export function isDraftVersion(version: number): boolean {
  return version < 0
}

/**
 * Compiles the stored canvas for a test chat: the owner's (or an admin's) only. A draft
 * with errors is refused with the engine's first error as the message, one the caller's
 * `check` refuses with the caller's error. The same compiled
 * story tested again is the same draft; numbering runs under the content's row lock.
 */
export async function compileDraft(
  context: StoriesContext,
  user: SessionUser,
  contentOid: string,
  options: DraftOptions = {},
): Promise<DraftVersion> {
  const row = await loadManagedContent(context.db, user, contentOid)
  // A test needs what play needs; the catalogue's title and thumbnail may come later.
  const { result } = await compileStored(context, row, { forTest: true })
  if (!result.ok) throw STORY_ERRORS.draftHasErrors(toCheck(result).errors)
  const compiled = result
  options.check?.(JSON.parse(compiled.compiledJson) as CompiledStory)
  const draft = await context.db.transaction().execute(async (transaction) => {
    await loadManagedContent(transaction, user, contentOid, { forUpdate: true })
    const same = await transaction
      .selectFrom('story_draft_versions')
      .select('draft')
      .where('content_oid', '=', contentOid)
      .where('hash', '=', compiled.hash)
      .executeTakeFirst()
    if (same) return same.draft
    const latest = await transaction
      .selectFrom('story_draft_versions')
      .select((eb) => eb.fn.max('draft').as('draft'))
      .where('content_oid', '=', contentOid)
      .executeTakeFirst()
    const next = (latest?.draft ?? 0) + 1
    await transaction
      .insertInto('story_draft_versions')
      .values({
        content_oid: contentOid,
        draft: next,
        hash: compiled.hash,
        engine_version: compiled.engineVersion,
        compiled: compiled.compiledJson,
        created_at: context.clock.now(),
        created_by: user.oid,
      })
      .execute()
    await transaction
      .deleteFrom('story_draft_versions')
      .where('content_oid', '=', contentOid)
      .where('draft', '<=', next - DRAFTS_KEPT)
      .execute()
    return next
  })
  return {
    contentOid,
    version: -draft,
    hash: compiled.hash,
    ownerOid: row.creator_oid,
    warnings: compiled.warnings,
  }
}

/** A draft's compiled story by its (negative) version; null once it is no longer kept. */
export async function getDraftVersion(
  context: StoriesContext,
  contentOid: string,
  version: number,
): Promise<CompiledStory | null> {
  const row = await context.db
    .selectFrom('story_draft_versions')
    .select('compiled')
    .where('content_oid', '=', contentOid)
    .where('draft', '=', -version)
    .executeTakeFirst()
  return row ? (row.compiled as unknown as CompiledStory) : null
}
