/**
 * Live replays: what the recorder made of each stream of the embedded ingest, from "being
 * encoded" (the recording is finished into an MP4) to unpublished (kept, deleted after
 * REPLAY_KEEP_DAYS by the sweep) or encoding failed, and published once the creator makes it
 * content (`POST /live/record/upload`). Manual uploads (an existing content listed among the
 * replays) are kept in their own table and never swept.
 */
import { rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { Kysely, Selectable } from 'kysely'
import type { Logger } from 'pino'
import type { z } from 'zod'
import type { DB } from '../../db'
import { isObjectId, newObjectId } from '../../db/ids'
import { type Clock, forbidden, type SessionUser } from '../../http'
import { LIVE_ERRORS } from '../errors'
import type { LiveUsersPort } from '../ports'
import type { ReplayContentPort } from './content-port'
import {
  type LiveReplay,
  type ManualReplay,
  REPLAY_KEEP_DAYS,
  REPLAY_TEXTS,
  type RecordUploadResponse,
  type ReplaysResponse,
  type recordUploadRequest,
} from './contract'
import { REPLAY_ERRORS } from './errors'
import type { LiveReplaysTable, LiveReplayUploadsTable } from './tables'

export interface ReplayDeps {
  db: Kysely<DB>
  clock: Clock
  logger: Logger
  users: LiveUsersPort
  /** Where the recorder writes (`<data>/live-records`), one folder per creator. */
  recordsDir: string
  content?: ReplayContentPort
}

type ReplayRow = Selectable<LiveReplaysTable>
type UploadRequest = z.output<typeof recordUploadRequest>
const DAY_MS = 24 * 60 * 60 * 1000
const isAdmin = (user: SessionUser | null) => !!user?.roles.includes('admin')
/**
 * A content's thumbnail is an address of the uploads area or a live thumbnail (the catalog's
 * rule, engine/media): the live's own thumbnail is the replay's by default.
 */
const LIVE_THUMBNAIL = /^\/api\/live\/thumbnail\/[0-9a-f]{64}$/
const isThumbnailAddress = (value: string | null) =>
  !!value && (value.startsWith('/api/upload/') || LIVE_THUMBNAIL.test(value))

function view(row: ReplayRow): LiveReplay {
  return {
    recordOid: row.oid,
    creatorOid: row.creator_oid,
    streamOid: row.stream_oid,
    title: row.title,
    thumbnailUrl: row.thumbnail_url,
    state: row.state,
    startedAt: new Date(row.started_at).toISOString(),
    endedAt: new Date(row.ended_at).toISOString(),
    size: row.size_bytes === null ? null : Number(row.size_bytes),
    error: row.error,
    contentOid: row.content_oid,
    expiresAt: row.expires_at ? new Date(row.expires_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
  }
}

const uploadView = (row: Selectable<LiveReplayUploadsTable>): ManualReplay => ({
  contentOid: row.content_oid,
  creatorOid: row.creator_oid,
  title: row.title,
  addedAt: new Date(row.added_at).toISOString(),
})

export function createReplayService(deps: ReplayDeps) {
  const { db, clock, logger } = deps

  const filePath = (creatorOid: string, fileName: string) =>
    join(deps.recordsDir, creatorOid, fileName)

  async function removeFile(row: Pick<ReplayRow, 'creator_oid' | 'file_name'>) {
    if (!row.file_name) return
    await rm(filePath(row.creator_oid, row.file_name), { force: true }).catch((error) =>
      logger.warn({ err: error, file: row.file_name }, 'replay file not removed'),
    )
  }

  /** The studio's rule (spec §2): the livestreamer's own; admins reach every livestreamer's. */
  async function requireStudio(user: SessionUser, creatorOid: string) {
    if (isAdmin(user)) {
      const [creator] = await deps.users.findUsers([creatorOid])
      if (!creator?.isLivestreamer) throw LIVE_ERRORS.creatorNotFound()
      return
    }
    if (!user.roles.includes('livestreamer')) throw LIVE_ERRORS.notLivestreamer()
    if (user.oid !== creatorOid) throw forbidden()
  }

  const rowOf = (creatorOid: string, recordOid: string) =>
    db
      .selectFrom('live_replays')
      .selectAll()
      .where('oid', '=', recordOid)
      .where('creator_oid', '=', creatorOid)
      .executeTakeFirst()

  async function publishRecording(
    user: SessionUser,
    creatorOid: string,
    recordOid: string,
    request: UploadRequest,
  ): Promise<RecordUploadResponse> {
    const port = deps.content
    if (!port) throw REPLAY_ERRORS.noContentPlatform()
    const row = await rowOf(creatorOid, recordOid)
    if (!row) throw REPLAY_ERRORS.notFound()
    if (row.state === 'encoding') throw REPLAY_ERRORS.notReady()
    if (row.state === 'failed') throw REPLAY_ERRORS.failed()
    if (row.state === 'published') throw REPLAY_ERRORS.alreadyPublished()
    const { recordOid: _record, ...fields } = request.replayContent
    const thumbnail =
      fields.thumbnail ?? (isThumbnailAddress(row.thumbnail_url) ? row.thumbnail_url : undefined)
    if (request.status === 'published' && !thumbnail) throw REPLAY_ERRORS.thumbnailRequired()
    const path = filePath(creatorOid, row.file_name as string)
    const size = (await stat(path).catch(() => null))?.size
    if (size === undefined) throw REPLAY_ERRORS.notFound()
    // Claimed first: a second upload of the same replay meets 'already published'.
    const claimed = await db
      .updateTable('live_replays')
      .set({ state: 'published', expires_at: null, updated_at: clock.now() })
      .where('oid', '=', recordOid)
      .where('state', '=', 'unpublished')
      .returning('oid')
      .executeTakeFirst()
    if (!claimed) throw REPLAY_ERRORS.alreadyPublished()
    try {
      const made = await port.publish({
        user,
        creatorOid,
        contentOid: request.contentOid ?? null,
        recordOid,
        metaData: { title: row.title, ...fields, ...(thumbnail ? { thumbnail } : {}) },
        discountSettings: request.discountSettings,
        status: request.status,
        file: { path, size },
      })
      const published = await db
        .updateTable('live_replays')
        .set({ content_oid: made.contentOid, updated_at: clock.now() })
        .where('oid', '=', recordOid)
        .returningAll()
        .executeTakeFirstOrThrow()
      return {
        contentOid: made.contentOid,
        contentStatus: made.status,
        replay: view(published),
        upload: null,
      }
    } catch (error) {
      // Nothing became content: the replay is unpublished again, with its deletion date.
      await db
        .updateTable('live_replays')
        .set({
          state: 'unpublished',
          expires_at: new Date(new Date(row.ended_at).getTime() + REPLAY_KEEP_DAYS * DAY_MS),
          updated_at: clock.now(),
        })
        .where('oid', '=', recordOid)
        .execute()
      throw error
    }
  }

  async function addManualUpload(
    creatorOid: string,
    contentOid: string,
  ): Promise<RecordUploadResponse> {
    const port = deps.content
    if (!port) throw REPLAY_ERRORS.noContentPlatform()
    const content = await port.contentOf(contentOid)
    if (!content || content.creatorOid !== creatorOid) throw REPLAY_ERRORS.contentNotFound()
    const row = await db
      .insertInto('live_replay_uploads')
      .values({
        creator_oid: creatorOid,
        content_oid: contentOid,
        title: content.title,
        added_at: clock.now(),
      })
      .onConflict((oc) =>
        oc.columns(['creator_oid', 'content_oid']).doUpdateSet({ title: content.title }),
      )
      .returningAll()
      .executeTakeFirstOrThrow()
    return { contentOid, contentStatus: 'unchanged', replay: null, upload: uploadView(row) }
  }

  return {
    /**
     * The recorder's call at liveOff: the stream's replay, being encoded. Once per stream
     * (a second call answers the same replay).
     */
    async recordingEnded(creatorOid: string, streamOid: string): Promise<string> {
      const stream = await db
        .selectFrom('live_streams')
        .selectAll()
        .where('oid', '=', streamOid)
        .executeTakeFirst()
      const now = clock.now()
      const endedAt = stream?.ended_at ? new Date(stream.ended_at) : now
      await db
        .insertInto('live_replays')
        .values({
          oid: newObjectId(),
          creator_oid: creatorOid,
          stream_oid: streamOid,
          title: stream?.title || 'Live replay',
          thumbnail_url: stream?.thumbnail_url ?? null,
          state: 'encoding',
          started_at: stream ? new Date(stream.started_at) : now,
          ended_at: endedAt,
          expires_at: new Date(endedAt.getTime() + REPLAY_KEEP_DAYS * DAY_MS),
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('stream_oid').doNothing())
        .execute()
      const row = await db
        .selectFrom('live_replays')
        .select('oid')
        .where('stream_oid', '=', streamOid)
        .executeTakeFirstOrThrow()
      return row.oid
    },

    /** The recording is a finished file (`fileName` in the creator's records folder). */
    async recordingReady(recordOid: string, fileName: string): Promise<void> {
      const row = await db
        .selectFrom('live_replays')
        .selectAll()
        .where('oid', '=', recordOid)
        .executeTakeFirst()
      if (!row) return
      const size = (await stat(filePath(row.creator_oid, fileName))).size
      await db
        .updateTable('live_replays')
        .set({
          state: 'unpublished',
          file_name: fileName,
          size_bytes: size,
          updated_at: clock.now(),
        })
        .where('oid', '=', recordOid)
        .where('state', '=', 'encoding')
        .execute()
    },

    async recordingFailed(recordOid: string, reason: string): Promise<void> {
      logger.warn({ recordOid, reason }, 'live recording failed')
      await db
        .updateTable('live_replays')
        .set({ state: 'failed', error: REPLAY_TEXTS.recordingFailed, updated_at: clock.now() })
        .where('oid', '=', recordOid)
        .where('state', '=', 'encoding')
        .execute()
    },

    /** The folder the recorder writes a creator's files to. */
    folderOf: (creatorOid: string) => join(deps.recordsDir, creatorOid),

    /**
     * `GET /live/replays`: the creator and admins see every replay and state; others only
     * the published ones. Quiet: a bad id answers empty lists.
     */
    async list(
      viewer: SessionUser | null,
      creatorOid: string | undefined,
    ): Promise<ReplaysResponse> {
      if (!isObjectId(creatorOid)) return { replays: [], uploads: [] }
      const own = isAdmin(viewer) || viewer?.oid === creatorOid
      const [rows, uploads] = await Promise.all([
        db
          .selectFrom('live_replays')
          .selectAll()
          .where('creator_oid', '=', creatorOid)
          .$if(!own, (q) => q.where('state', '=', 'published').where('content_oid', 'is not', null))
          .orderBy('ended_at', 'desc')
          .orderBy('oid', 'desc')
          .limit(200)
          .execute(),
        db
          .selectFrom('live_replay_uploads')
          .selectAll()
          .where('creator_oid', '=', creatorOid)
          .orderBy('added_at', 'desc')
          .limit(200)
          .execute(),
      ])
      return { replays: rows.map(view), uploads: uploads.map(uploadView) }
    },

    /** `DELETE /live/record`: the replay and its file; a content it became stays. */
    async remove(
      user: SessionUser,
      creatorOid: string,
      recordOid: string,
    ): Promise<{ recordOid: string; deleted: true }> {
      await requireStudio(user, creatorOid)
      const row = await db
        .deleteFrom('live_replays')
        .where('oid', '=', recordOid)
        .where('creator_oid', '=', creatorOid)
        .returning(['creator_oid', 'file_name'])
        .executeTakeFirst()
      if (!row) throw REPLAY_ERRORS.notFound()
      await removeFile(row)
      return { recordOid, deleted: true }
    },

    /**
     * `POST /live/record/upload`: `replayContent.recordOid` makes that replay a video content
     * (new, or the creator's `contentOid`) with `status` and `discountSettings`; a
     * `contentOid` alone adds the creator's existing content as a manual upload.
     */
    async upload(user: SessionUser, request: UploadRequest): Promise<RecordUploadResponse> {
      const creatorOid = request.creatorOid ?? user.oid
      await requireStudio(user, creatorOid)
      const recordOid = request.replayContent.recordOid
      if (recordOid) return publishRecording(user, creatorOid, recordOid, request)
      if (request.contentOid) return addManualUpload(creatorOid, request.contentOid)
      throw REPLAY_ERRORS.recordOrContent()
    },

    /**
     * Deletes replays whose keeping time has passed (never published ones), with their files.
     * The dates are stored, so a restart loses nothing; returns how many went.
     */
    async sweep(): Promise<number> {
      const gone = await db
        .deleteFrom('live_replays')
        .where('expires_at', '<=', clock.now())
        .where('state', '<>', 'published')
        .returning(['oid', 'creator_oid', 'file_name'])
        .execute()
      for (const row of gone) await removeFile(row)
      return gone.length
    },
  }
}

export type ReplayService = ReturnType<typeof createReplayService>
