/**
 * Story contents: create a draft, save its metadata (optimistic on `metadataVersion`),
 * soft-delete, copy, and read it as a player or as its owner.
 */
import { newObjectId } from '../db'
import { forbidden, type SessionUser } from '../http'
import { getCompiledVersion } from './compiled'
import {
  type ContentRow,
  findContent,
  isListed,
  loadManagedContent,
  type OwnerContent,
  type PublicContent,
  toOwnerContent,
  viewFor,
} from './content-rows'
import { STORY_ERRORS } from './errors'
import {
  defaultMetadata,
  mergeMetadata,
  metadataColumns,
  readStoredMetadata,
  type StoredMetadata,
} from './metadata'
import { canManage, isAdmin, requireStoryChatWriter } from './permissions'
import type { StoriesContext } from './ports'
import { type StartPointSummary, storyPageTexts } from './story-page-texts'

const EMPTY_CANVAS = { version: 0, nodes: [], edges: [] }

export async function createContent(
  context: StoriesContext,
  user: SessionUser,
  rawMetadata: unknown,
): Promise<OwnerContent> {
  await requireStoryChatWriter(context.db, user)
  const { metadata, storyChatCreatorOid } = mergeMetadata(defaultMetadata(), rawMetadata, {
    publishable: false,
  })
  if (storyChatCreatorOid) checkAttribution(user, storyChatCreatorOid)
  const now = context.clock.now()
  const id = newObjectId(now.getTime())
  await context.db.transaction().execute(async (transaction) => {
    await transaction
      .insertInto('story_contents')
      .values({
        id,
        creator_oid: user.oid,
        story_chat_creator_oid: storyChatCreatorOid ?? null,
        status: 'draft',
        ...metadataColumns(metadata),
        metadata_version: 0,
        published_version: null,
        first_published_at: null,
        published_at: null,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })
      .execute()
    await transaction
      .insertInto('story_canvases')
      .values({
        content_oid: id,
        canvas: JSON.stringify(EMPTY_CANVAS),
        version: 0,
        updated_at: now,
      })
      .execute()
  })
  return toOwnerContent(await mustFind(context, id))
}

/**
 * Saves metadata when `expectedVersion` is the stored one. `publishable` (the `update`
 * request, and any published content) also requires what publishing requires.
 */
export async function saveMetadata(
  context: StoriesContext,
  user: SessionUser,
  contentOid: string,
  rawMetadata: unknown,
  expectedVersion: number,
  options: { publishable: boolean },
): Promise<OwnerContent> {
  await context.db.transaction().execute(async (transaction) => {
    const row = await loadManagedContent(transaction, user, contentOid, { forUpdate: true })
    if (row.metadata_version !== expectedVersion) throw STORY_ERRORS.metadataVersionConflict()
    const { metadata, storyChatCreatorOid } = mergeMetadata(
      readStoredMetadata(row.metadata),
      rawMetadata,
      { publishable: options.publishable || row.status === 'published' },
    )
    let attribution = row.story_chat_creator_oid
    if (storyChatCreatorOid && storyChatCreatorOid !== attribution) {
      // The spec: the story-chat creator setting cannot change once set.
      if (attribution) throw STORY_ERRORS.creatorLocked()
      checkAttribution(user, storyChatCreatorOid)
      attribution = storyChatCreatorOid
    }
    await transaction
      .updateTable('story_contents')
      .set({
        ...metadataColumns(metadata),
        story_chat_creator_oid: attribution,
        metadata_version: expectedVersion + 1,
        updated_at: context.clock.now(),
      })
      .where('id', '=', contentOid)
      .where('metadata_version', '=', expectedVersion)
      .execute()
  })
  return toOwnerContent(await mustFind(context, contentOid))
}

/** Soft delete: the row stays for the ledger and rooms; nobody lists or opens it again. */
export async function deleteContent(
  context: StoriesContext,
  user: SessionUser,
  contentOid: string,
): Promise<{ contentOid: string; status: 'deleted' }> {
  await context.db.transaction().execute(async (transaction) => {
    await loadManagedContent(transaction, user, contentOid, { forUpdate: true })
    const now = context.clock.now()
    await transaction
      .updateTable('story_contents')
      .set({ status: 'deleted', deleted_at: now, updated_at: now })
      .where('id', '=', contentOid)
      .execute()
  })
  return { contentOid, status: 'deleted' }
}

/** Copies a content the user owns (or, for an admin, a listed one) into a new private draft. */
export async function copyContent(
  context: StoriesContext,
  user: SessionUser,
  contentOid: string,
): Promise<OwnerContent> {
  await requireStoryChatWriter(context.db, user)
  const source = await findContent(context.db, contentOid)
  if (!source || source.status === 'deleted') throw STORY_ERRORS.contentNotFound()
  const mayCopy = source.creator_oid === user.oid || (isAdmin(user) && isListed(source))
  if (!mayCopy) throw STORY_ERRORS.notOwner()
  const canvasRow = await context.db
    .selectFrom('story_canvases')
    .select('canvas')
    .where('content_oid', '=', contentOid)
    .executeTakeFirst()
  const metadata: StoredMetadata = { ...readStoredMetadata(source.metadata), visibility: 'private' }
  const canvas = { ...(canvasRow?.canvas ?? EMPTY_CANVAS), version: 0 }
  const now = context.clock.now()
  const id = newObjectId(now.getTime())
  await context.db.transaction().execute(async (transaction) => {
    await transaction
      .insertInto('story_contents')
      .values({
        id,
        creator_oid: user.oid,
        story_chat_creator_oid: null,
        status: 'draft',
        ...metadataColumns(metadata),
        metadata_version: 0,
        published_version: null,
        first_published_at: null,
        published_at: null,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })
      .execute()
    await transaction
      .insertInto('story_canvases')
      .values({ content_oid: id, canvas: JSON.stringify(canvas), version: 0, updated_at: now })
      .execute()
  })
  return toOwnerContent(await mustFind(context, id))
}

/**
 * Public fields of a listed story for players; the full record for its owner and admins.
 * Both carry `startPoints`: the openings of the published version (empty before publishing).
 * Once published, the texts a reader sees (title, brief intro, description, each start
 * point's title) have their macros rendered for the viewer (`storyPageTexts`); the
 * owner's `metadata` document keeps them as written, for the studio to edit.
 */
export async function getContent(
  context: StoriesContext,
  user: SessionUser | null,
  contentOid: string,
): Promise<(PublicContent | OwnerContent) & { startPoints: StartPointSummary[] }> {
  const row = await findContent(context.db, contentOid)
  if (!row || row.status === 'deleted') throw STORY_ERRORS.contentNotFound()
  if (!canManage(user, row)) {
    if (!isListed(row)) throw STORY_ERRORS.contentNotFound()
    if (row.adult && !user?.isAdult) throw STORY_ERRORS.adultGated()
  }
  const view = viewFor(user, row)
  const compiled =
    row.published_version === null
      ? null
      : await getCompiledVersion(context, row.id, row.published_version)
  if (!compiled) return { ...view, startPoints: [] }
  return { ...view, ...storyPageTexts(compiled, view, user) }
}

/** Only admins attribute a story to someone else; a writer may name only themselves. */
function checkAttribution(user: SessionUser, storyChatCreatorOid: string): void {
  if (storyChatCreatorOid !== user.oid && !isAdmin(user)) {
    throw forbidden('Only an admin can set another user as the story-chat creator.')
  }
}

async function mustFind(context: StoriesContext, contentOid: string): Promise<ContentRow> {
  const row = await findContent(context.db, contentOid)
  if (!row) throw STORY_ERRORS.contentNotFound()
  return row
}
