/** Playlists: a user's ordered lists of contents; changes are serialised on the playlist's row. */
import { newObjectId } from '../../db'
import type { SessionUser } from '../../http'
import type { ContentDeps } from '../ports'
import type { ContentHit } from '../search/contract'
import { selectHits, toHit, viewerConditions } from '../search/query'
import { createSearchService } from '../search/service'
import type { PlaylistChange, PlaylistList, PlaylistView } from './contract'
import {
  playlistFull,
  playlistNotFound,
  staleOrder,
  tooManyPlaylists,
  unknownContent,
} from './errors'
import { planAdd, planOrder } from './rules'
import {
  bumpOwner,
  deleteItem,
  deletePlaylist,
  findPlaylist,
  insertItem,
  insertPlaylist,
  itemsOf,
  lockPlaylist,
  ownedPlaylists,
  type PlaylistRow,
  reserveSlot,
  revisionOf,
  setPositions,
  thumbnailsOf,
  touchPlaylist,
} from './store'

export function createPlaylistsService(deps: ContentDeps) {
  const { db } = deps
  const search = createSearchService(deps)

  /** The contents of `oids` this reader may see, by oid. */
  async function visibleHits(user: SessionUser | null, oids: readonly string[]) {
    if (oids.length === 0) return new Map<string, ContentHit>()
    const viewer = await search.viewerOf(user, user?.isAdult === true)
    const rows = await selectHits(db)
      .where((eb) => eb.and([...viewerConditions(eb, viewer), eb('contents.oid', 'in', [...oids])]))
      .execute()
    return new Map(rows.map((row) => [row.oid, toHit(row)]))
  }

  async function viewOf(row: PlaylistRow, user: SessionUser | null): Promise<PlaylistView> {
    const contentOids = (await itemsOf(db, row.oid)).map((item) => item.contentOid)
    const hits = await visibleHits(user, contentOids)
    return {
      playlistOid: row.oid,
      ownerOid: row.owner_oid,
      name: row.name,
      isPublic: row.is_public,
      contentOids,
      contents: contentOids.flatMap((oid) => hits.get(oid) ?? []),
      version: row.version,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    }
  }

  /** The playlist for a change by its owner, locked; anyone else's is not found. */
  async function ownedLocked(
    trx: Parameters<typeof lockPlaylist>[0],
    user: SessionUser,
    oid: string,
  ) {
    const row = await lockPlaylist(trx, oid)
    if (!row || row.owner_oid !== user.oid) throw playlistNotFound()
    return row
  }

  const change = async (
    user: SessionUser,
    row: PlaylistRow,
    revision: number,
    changed?: boolean,
  ): Promise<PlaylistChange> => ({
    playlist: await viewOf(row, user),
    revision,
    ...(changed === undefined ? {} : { changed }),
  })

  return {
    async list(user: SessionUser): Promise<PlaylistList> {
      const rows = await ownedPlaylists(db, user.oid)
      const firsts = rows.flatMap((row) => (row.first_content_oid ? [row.first_content_oid] : []))
      const thumbnails = await thumbnailsOf(db, firsts)
      return {
        playlists: rows.map((row) => ({
          playlistOid: row.oid,
          name: row.name,
          isPublic: row.is_public,
          count: row.item_count,
          firstContentOid: row.first_content_oid,
          thumbnail: row.first_content_oid ? (thumbnails.get(row.first_content_oid) ?? null) : null,
          version: row.version,
          updatedAt: row.updated_at.toISOString(),
        })),
        revision: await revisionOf(db, user.oid),
      }
    },

    /** One playlist: its owner's, or a public one for anyone. */
    async read(user: SessionUser | null, playlistOid: string): Promise<PlaylistView> {
      const row = await findPlaylist(db, playlistOid)
      if (!row || (!row.is_public && row.owner_oid !== user?.oid)) throw playlistNotFound()
      return viewOf(row, user)
    },

    /** Creates a playlist, or renames / re-publishes the owner's with `playlistOid`. */
    async save(
      user: SessionUser,
      input: { playlistOid?: string | undefined; name: string; isPublic?: boolean | undefined },
    ): Promise<PlaylistChange> {
      const at = deps.clock.now()
      const { row, revision } = await db.transaction().execute(async (trx) => {
        if (input.playlistOid) {
          await ownedLocked(trx, user, input.playlistOid)
          const row = await touchPlaylist(trx, input.playlistOid, {
            name: input.name,
            ...(input.isPublic !== undefined ? { isPublic: input.isPublic } : {}),
            at,
          })
          return { row, revision: await bumpOwner(trx, user.oid) }
        }
        const revision = await reserveSlot(trx, user.oid)
        if (revision === null) throw tooManyPlaylists()
        const row = await insertPlaylist(trx, {
          oid: newObjectId(),
          ownerOid: user.oid,
          name: input.name,
          isPublic: input.isPublic ?? false,
          at,
        })
        return { row, revision }
      })
      return change(user, row, revision)
    },

    async remove(user: SessionUser, playlistOid: string): Promise<{ revision: number }> {
      return db.transaction().execute(async (trx) => {
        await ownedLocked(trx, user, playlistOid)
        await deletePlaylist(trx, playlistOid)
        return { revision: await bumpOwner(trx, user.oid, 1) }
      })
    },

    /** Adds (at the end) or removes one content; a repeat changes nothing and says so. */
    async update(
      user: SessionUser,
      input: { playlistOid: string; contentOid: string; method: 'add' | 'remove' },
    ): Promise<PlaylistChange> {
      if (
        input.method === 'add' &&
        !(await visibleHits(user, [input.contentOid])).has(input.contentOid)
      )
        throw unknownContent(input.contentOid)
      const at = deps.clock.now()
      const result = await db.transaction().execute(async (trx) => {
        const locked = await ownedLocked(trx, user, input.playlistOid)
        const changed = await applyUpdate(trx, input, at)
        if (!changed) return { row: locked, revision: await revisionOf(trx, user.oid), changed }
        const row = await touchPlaylist(trx, input.playlistOid, { at })
        return { row, revision: await bumpOwner(trx, user.oid), changed }
      })
      return change(user, result.row, result.revision, result.changed)
    },

    /** Puts the playlist's contents in the given order (every stored content, each once). */
    async order(
      user: SessionUser,
      input: { playlistOid: string; contentOids: string[] },
    ): Promise<PlaylistChange> {
      const at = deps.clock.now()
      const { row, revision } = await db.transaction().execute(async (trx) => {
        await ownedLocked(trx, user, input.playlistOid)
        const current = (await itemsOf(trx, input.playlistOid)).map((item) => item.contentOid)
        const plan = planOrder(current, input.contentOids)
        if (!plan.ok) throw staleOrder(plan.reason)
        await setPositions(trx, input.playlistOid, plan.positions)
        const row = await touchPlaylist(trx, input.playlistOid, { at })
        return { row, revision: await bumpOwner(trx, user.oid) }
      })
      return change(user, row, revision)
    },
  }
}

/** The add or removal under the playlist's lock; whether anything changed. */
async function applyUpdate(
  trx: Parameters<typeof lockPlaylist>[0],
  input: { playlistOid: string; contentOid: string; method: 'add' | 'remove' },
  at: Date,
): Promise<boolean> {
  if (input.method === 'remove') return deleteItem(trx, input.playlistOid, input.contentOid)
  const plan = planAdd(await itemsOf(trx, input.playlistOid), input.contentOid)
  if (plan.kind === 'full') throw playlistFull()
  if (plan.kind === 'present') return false
  await insertItem(trx, { ...input, position: plan.position, at })
  return true
}

export type PlaylistsService = ReturnType<typeof createPlaylistsService>
