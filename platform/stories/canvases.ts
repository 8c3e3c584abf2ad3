/**
 * The writer's canvas: read it, save it against the version the writer started from
 * ('Canvas version conflict' otherwise). The canvas is parsed by the engine's schema, so
 * only documents the compiler understands are stored.
 */
import { type Kysely, sql, type Transaction } from 'kysely'
import type { DB } from '../db'
import type { SessionUser } from '../http'
import { canvasForStorage } from './canvas-save-check'
import { loadManagedContent } from './content-rows'
import { STORY_ERRORS } from './errors'
import type { StoriesContext } from './ports'

export interface StoredCanvas {
  canvas: Record<string, unknown>
  version: number
}

/**
 * What a save answers: the new version, not the canvas. The writer's client holds the
 * canvas it sent; echoing a large story cost the server's thread its JSON and the client
 * a download of the whole canvas on every autosave (docs/PERFORMANCE.md).
 */
export interface SavedCanvas {
  contentOid: string
  version: number
}

export async function readCanvas(
  db: Kysely<DB> | Transaction<DB>,
  contentOid: string,
): Promise<StoredCanvas> {
  const row = await db
    .selectFrom('story_canvases')
    .select(['canvas', 'version'])
    .where('content_oid', '=', contentOid)
    .executeTakeFirst()
  if (!row) throw STORY_ERRORS.canvasNotFound()
  return { canvas: { ...row.canvas, version: row.version }, version: row.version }
}

/** The stored canvas's version alone (a publish re-checks it under the content's lock). */
export async function readCanvasVersion(
  db: Kysely<DB> | Transaction<DB>,
  contentOid: string,
): Promise<number> {
  const row = await db
    .selectFrom('story_canvases')
    .select('version')
    .where('content_oid', '=', contentOid)
    .executeTakeFirst()
  if (!row) throw STORY_ERRORS.canvasNotFound()
  return row.version
}

/**
 * The stored canvas as JSON text, for a compile: text crosses to the compile thread (and
 * from PGlite's) as one copy, where the parsed canvas was a large copy of objects.
 */
export async function readCanvasJson(
  db: Kysely<DB> | Transaction<DB>,
  contentOid: string,
): Promise<{ canvasJson: string; version: number }> {
  const row = await db
    .selectFrom('story_canvases')
    .select([sql<string>`canvas::text`.as('canvas_json'), 'version'])
    .where('content_oid', '=', contentOid)
    .executeTakeFirst()
  if (!row) throw STORY_ERRORS.canvasNotFound()
  return { canvasJson: row.canvas_json, version: row.version }
}

export async function getCanvas(
  context: StoriesContext,
  user: SessionUser,
  contentOid: string,
): Promise<StoredCanvas> {
  await loadManagedContent(context.db, user, contentOid)
  return readCanvas(context.db, contentOid)
}

export async function saveCanvas(
  context: StoriesContext,
  user: SessionUser,
  contentOid: string,
  rawCanvas: unknown,
  expectedVersion: number,
): Promise<SavedCanvas> {
  const canvasJson = canvasForStorage(rawCanvas, expectedVersion + 1)
  return storeCanvas(context, user, contentOid, canvasJson, expectedVersion)
}

/** Stores a canvas already checked (canvas-save-check.ts) as the version after `expectedVersion`. */
export function storeCanvas(
  context: StoriesContext,
  user: SessionUser,
  contentOid: string,
  canvasJson: string,
  expectedVersion: number,
): Promise<SavedCanvas> {
  return context.db.transaction().execute(async (transaction) => {
    await loadManagedContent(transaction, user, contentOid, { forUpdate: true })
    const version = expectedVersion + 1
    const updated = await transaction
      .updateTable('story_canvases')
      .set({ canvas: canvasJson, version, updated_at: context.clock.now() })
      .where('content_oid', '=', contentOid)
      .where('version', '=', expectedVersion)
      .returning('version')
      .executeTakeFirst()
    if (!updated) {
      await readCanvas(transaction, contentOid) // 'Canvas not found' when there is none at all
      throw STORY_ERRORS.canvasVersionConflict()
    }
    return { contentOid, version }
  })
}
