import { type CompileNodeResult, compileNode } from '../../engine/compile'
import type { SessionUser } from '../http'
import { readCanvas } from './canvases'
import { loadManagedContent } from './content-rows'
import { STORY_ERRORS } from './errors'
import { readStoredMetadata } from './metadata'
import type { StoriesContext } from './ports'

/**
 * Instant feedback on one node: against the canvas the studio sends (unsaved edits), or
 * the stored one. Errors come back as data; only an internal failure is an error response.
 */
export async function compileNodeOf(
  context: StoriesContext,
  user: SessionUser,
  contentOid: string,
  nodeId: string,
  canvas: unknown,
): Promise<CompileNodeResult> {
  const row = await loadManagedContent(context.db, user, contentOid)
  const source = canvas ?? (await readCanvas(context.db, contentOid)).canvas
  const metadata = { ...readStoredMetadata(row.metadata), version: row.metadata_version }
  try {
    return compileNode(source, metadata, nodeId)
  } catch (error) {
    context.logger.error({ err: error, contentOid, nodeId }, 'compile-node failed')
    throw STORY_ERRORS.compileFailed()
  }
}
