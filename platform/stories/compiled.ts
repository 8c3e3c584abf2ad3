/**
 * Compiled versions: check a compile, publish (compile and store a new version, the
 * content becomes published), roll back to the previous version, list versions.
 */
import type { CompiledStory } from '../../engine/compiled'
import type { ValidationError } from '../../engine/validate'
import { newObjectId } from '../db'
import type { SessionUser } from '../http'
import { readCanvasJson, readCanvasVersion } from './canvases'
import { compileWithDeadline } from './compile-deadline'
import type { CompileOutput } from './compile-for-storage'
import { type ContentRow, findContent, loadManagedContent, toPublicContent } from './content-rows'
import { getDraftVersion, isDraftVersion } from './drafts'
import { STORY_ERRORS } from './errors'
import { readStoredMetadata } from './metadata'
import type { StoriesContext } from './ports'

export interface CompileCheck {
  ok: boolean
  errors: ValidationError[]
  warnings: ValidationError[]
  hash: string | null
}

export interface PublishedVersion {
  contentOid: string
  version: number
  hash: string
  engineVersion: string
  createdAt: string
  /** True when the compiled story equals the current version, so none was added. */
  unchanged: boolean
}

/** Compiles the stored canvas and metadata with the time limit; stores nothing. */
export async function compileStored(
  context: StoriesContext,
  row: ContentRow,
  options: { forTest?: boolean } = {},
) {
  const stored = await readCanvasJson(context.db, row.id)
  const metadata = { ...readStoredMetadata(row.metadata), version: row.metadata_version }
  const result = await compileWithDeadline(
    context.compileRunner,
    { canvasJson: stored.canvasJson, canvasVersion: stored.version, metadata, ...options },
    context.compileTimeLimitMs,
    {
      onError: (error) =>
        context.logger.error({ err: error, contentOid: row.id }, 'compile failed'),
    },
  )
  return { result, canvasVersion: stored.version }
}

export function toCheck(result: CompileOutput): CompileCheck {
  if (!result.ok) {
    return {
      ok: false,
      errors: result.errors.filter((entry) => entry.severity === 'error'),
      warnings: result.errors.filter((entry) => entry.severity === 'warning'),
      hash: null,
    }
  }
  return { ok: true, errors: [], warnings: result.warnings, hash: result.hash }
}

export async function checkCompile(
  context: StoriesContext,
  user: SessionUser,
  contentOid: string,
): Promise<CompileCheck> {
  const row = await loadManagedContent(context.db, user, contentOid)
  return toCheck((await compileStored(context, row)).result)
}

/**
 * Publishing requires a successful compile of the current canvas. The compile runs
 * outside the transaction; the versions it read are re-checked under the row lock, so a
 * save that lands meanwhile is never published by mistake.
 */
export async function publishContent(
  context: StoriesContext,
  user: SessionUser,
  contentOid: string,
): Promise<PublishedVersion> {
  const row = await loadManagedContent(context.db, user, contentOid)
  const { result, canvasVersion } = await compileStored(context, row)
  if (!result.ok) throw STORY_ERRORS.compileRequired(toCheck(result).errors)
  const compiled = result
  return context.db.transaction().execute(async (transaction) => {
    const locked = await loadManagedContent(transaction, user, contentOid, { forUpdate: true })
    if (locked.metadata_version !== row.metadata_version) {
      throw STORY_ERRORS.metadataVersionConflict()
    }
    if ((await readCanvasVersion(transaction, contentOid)) !== canvasVersion) {
      throw STORY_ERRORS.canvasVersionConflict()
    }
    const latest = await transaction
      .selectFrom('story_compiled_versions')
      .select(['version', 'hash', 'engine_version', 'created_at'])
      .where('content_oid', '=', contentOid)
      .orderBy('version', 'desc')
      .executeTakeFirst()
    const current = locked.published_version
    const now = context.clock.now()
    if (latest && current === latest.version && latest.hash === compiled.hash) {
      return {
        contentOid,
        version: latest.version,
        hash: latest.hash,
        engineVersion: latest.engine_version,
        createdAt: new Date(latest.created_at).toISOString(),
        unchanged: true,
      }
    }
    const version = (latest?.version ?? 0) + 1
    await transaction
      .insertInto('story_compiled_versions')
      .values({
        id: newObjectId(now.getTime()),
        content_oid: contentOid,
        version,
        hash: compiled.hash,
        engine_version: compiled.engineVersion,
        compiled: compiled.compiledJson,
        created_at: now,
        created_by: user.oid,
      })
      .execute()
    await transaction
      .updateTable('story_contents')
      .set({
        status: 'published',
        published_version: version,
        published_at: now,
        first_published_at: locked.first_published_at ?? now,
        updated_at: now,
      })
      .where('id', '=', contentOid)
      .execute()
    return {
      contentOid,
      version,
      hash: compiled.hash,
      engineVersion: compiled.engineVersion,
      createdAt: now.toISOString(),
      unchanged: false,
    }
  })
}

/** Makes the version before the current one current again; later versions stay listed. */
export async function rollbackContent(
  context: StoriesContext,
  user: SessionUser,
  contentOid: string,
): Promise<{ contentOid: string; version: number; hash: string }> {
  return context.db.transaction().execute(async (transaction) => {
    const row = await loadManagedContent(transaction, user, contentOid, { forUpdate: true })
    if (row.published_version === null) throw STORY_ERRORS.notPublished()
    const previous = await transaction
      .selectFrom('story_compiled_versions')
      .select(['version', 'hash'])
      .where('content_oid', '=', contentOid)
      .where('version', '<', row.published_version)
      .orderBy('version', 'desc')
      .executeTakeFirst()
    if (!previous) throw STORY_ERRORS.noPreviousVersion()
    await transaction
      .updateTable('story_contents')
      .set({
        status: 'published',
        published_version: previous.version,
        updated_at: context.clock.now(),
      })
      .where('id', '=', contentOid)
      .execute()
    return { contentOid, version: previous.version, hash: previous.hash }
  })
}

export async function listVersions(context: StoriesContext, user: SessionUser, contentOid: string) {
  const row = await loadManagedContent(context.db, user, contentOid)
  const versions = await context.db
    .selectFrom('story_compiled_versions')
    .select(['version', 'hash', 'engine_version', 'created_at', 'created_by'])
    .where('content_oid', '=', contentOid)
    .orderBy('version', 'desc')
    .execute()
  return {
    contentOid,
    publishedVersion: row.published_version,
    versions: versions.map((entry) => ({
      version: entry.version,
      hash: entry.hash,
      engineVersion: entry.engine_version,
      createdAt: new Date(entry.created_at).toISOString(),
      createdBy: entry.created_by,
      current: entry.version === row.published_version,
    })),
  }
}

/** One stored compiled version (rooms stay on the version they started with); a negative one is a draft's. */
export async function getCompiledVersion(
  context: StoriesContext,
  contentOid: string,
  version: number,
): Promise<CompiledStory | null> {
  if (isDraftVersion(version)) return getDraftVersion(context, contentOid, version)
  const row = await context.db
    .selectFrom('story_compiled_versions')
    .select('compiled')
    .where('content_oid', '=', contentOid)
    .where('version', '=', version)
    .executeTakeFirst()
  return row ? (row.compiled as unknown as CompiledStory) : null
}

/**
 * The published content and its version, without the compiled story: what a caller that
 * only needs the story's owner, title or existence reads (the compiled story of a large
 * story is megabytes; the chat runtime caches it per version). 404 unless published.
 */
export async function getPublishedContent(context: StoriesContext, contentOid: string) {
  const row = await findContent(context.db, contentOid)
  if (!row) throw STORY_ERRORS.contentNotFound()
  if (row.status !== 'published' || row.published_version === null) {
    throw STORY_ERRORS.contentNotFound()
  }
  return {
    content: { ...toPublicContent(row), ownerOid: row.creator_oid },
    version: row.published_version,
  }
}

/** For the chat runtime: the content and its current compiled story; 404 unless published. */
export async function getPublishedStory(context: StoriesContext, contentOid: string) {
  const published = await getPublishedContent(context, contentOid)
  const compiled = await getCompiledVersion(context, contentOid, published.version)
  if (!compiled) throw STORY_ERRORS.contentNotFound()
  return { ...published, compiled }
}
