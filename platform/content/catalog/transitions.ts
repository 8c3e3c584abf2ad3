/**
 * The lifecycle's decisions, pure: which status a save, publish or update leads to (the
 * transitions of docs/CONTENT.md), and who may change or delete a content in which state.
 */
import type { SessionUser } from '../../http'
import { type ContentRow, canManage } from './access'
import { CATALOG_ERRORS } from './errors'
import { changesFiles, checkPublishable, type EditableContent, isPublishable } from './rules'
import type { ContentStatus } from './tables'

export type SaveIntent =
  | { kind: 'save' }
  | { kind: 'publish' }
  | { kind: 'update'; contentStatus: 'published' | 'scheduled' | 'inprogress' | 'unpublished' }

/**
 * The status a save, publish or update leads to, and what the content becomes when an
 * encoding in progress ends. Throws when the content may not go there.
 */
export function nextStatus(
  intent: SaveIntent,
  current: ContentStatus | null,
  next: EditableContent,
  now: Date,
): { status: ContentStatus; afterEncoding: ContentStatus | null } {
  const future = !!next.scheduled_at && next.scheduled_at.getTime() > now.getTime()
  const wanted = wantedStatus(intent, current, future)
  if (wanted === 'scheduled') {
    if (!next.scheduled_at) throw CATALOG_ERRORS.scheduleMissing()
    if (!future) throw CATALOG_ERRORS.scheduleInPast()
  }
  if (wanted === 'published' || wanted === 'scheduled') checkPublishable(next)
  const draft: ContentStatus = isPublishable(next) ? 'unpublished' : 'inprogress'
  if (current === 'encoding') {
    const after = wanted === 'draft' || wanted === 'unpublished' ? 'inprogress' : wanted
    return { status: 'encoding', afterEncoding: after }
  }
  if (wanted === 'draft') return { status: draft, afterEncoding: null }
  if (wanted === 'unpublished' && current === null) return { status: draft, afterEncoding: null }
  return { status: wanted, afterEncoding: null }
}

/** What the caller asks for; 'draft' is whichever of unpublished or inprogress fits. */
function wantedStatus(
  intent: SaveIntent,
  current: ContentStatus | null,
  future: boolean,
): ContentStatus | 'draft' {
  if (intent.kind === 'save')
    return current === 'published' || current === 'scheduled' ? current : 'draft'
  if (intent.kind === 'publish' || intent.contentStatus === 'published')
    return future ? 'scheduled' : 'published'
  return intent.contentStatus
}

/** A content the user may not manage: others' public ones say so, the rest are not found. */
export function notManageable(row: ContentRow) {
  return row.status === 'published' && row.visibility === 'public'
    ? CATALOG_ERRORS.notOwner()
    : CATALOG_ERRORS.notFound()
}

/**
 * A scheduled content's files are locked until it publishes; the same call may change them
 * when it cancels the schedule (update to inprogress or unpublished).
 */
export function checkScheduledFiles(
  status: ContentStatus | null,
  intent: SaveIntent,
  current: EditableContent,
  next: EditableContent,
): void {
  if (status !== 'scheduled' || !changesFiles(current, next)) return
  const cancels =
    intent.kind === 'update' &&
    intent.contentStatus !== 'published' &&
    intent.contentStatus !== 'scheduled'
  if (!cancels) throw CATALOG_ERRORS.scheduledFilesLocked()
}

export interface DeleteInput {
  contentOid: string
  creatorOid?: string
  contentState?: string
}

/** Throws unless this user may delete this row as the request describes it. */
export function checkDeletion(
  user: SessionUser,
  row: ContentRow | null,
  input: DeleteInput,
): asserts row is ContentRow {
  if (!row || row.status === 'deleted') throw CATALOG_ERRORS.notFound()
  if (!canManage(user, row)) throw notManageable(row)
  if (input.creatorOid && input.creatorOid !== row.creator_oid) throw CATALOG_ERRORS.notOwner()
  // The client names the state it saw: a content that moved on since is not deleted.
  if (input.contentState && !matchesState(row, input.contentState))
    throw CATALOG_ERRORS.stateChanged({ status: row.status })
}

/** A state as the client names it: a status, or 'scenario' for the content type. */
export function matchesState(row: ContentRow, state: string): boolean {
  return state === 'scenario' ? row.content_type === 'scenario' : state === row.status
}
