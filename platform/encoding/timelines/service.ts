/**
 * The timeline calls: read a content's timeline, save it (compare-and-swap on its version,
 * validated against the creator's uploads), list the uploads it may use, and queue its
 * render as the content's video job. The content's creator and admins only.
 */
import { forbidden, notFound, type SessionUser } from '../../http'
import { compileTimeline, TIMELINE_FONTS, TimelineCompileError } from './compile'
import { emptyTimeline, type TimelineDocument, type TimelineView } from './contract'
import { renderRefused, timelineConflict, timelineInvalid, timelinesNotConnected } from './errors'
import { assetFacts } from './facts'
import type { TimelinesDeps } from './ports'
import { assetKeysOf, validateTimeline } from './validate'

const isAdmin = (user: SessionUser) => user.roles.includes('admin')

export function createTimelinesService(deps: TimelinesDeps) {
  async function ownerOf(user: SessionUser, contentOid: string): Promise<string> {
    if (!deps.owners) throw timelinesNotConnected('The content catalog is not connected')
    const owner = await deps.owners.creatorOf(contentOid)
    if (!owner) throw notFound('Content not found', 'CONTENT_NOT_FOUND')
    if (owner !== user.oid && !isAdmin(user)) throw forbidden()
    return owner
  }

  async function read(contentOid: string): Promise<TimelineView> {
    const row = await deps.db
      .selectFrom('content_timelines')
      .selectAll()
      .where('content_oid', '=', contentOid)
      .executeTakeFirst()
    if (!row) return { contentOid, version: 0, timeline: emptyTimeline(), updatedAt: null }
    return {
      contentOid,
      version: row.version,
      timeline: row.document,
      updatedAt: row.updated_at.toISOString(),
    }
  }

  /** The creator's uploads a timeline names, with their facts; the problems found. */
  async function check(owner: string, timeline: TimelineDocument) {
    const sources = deps.sources
    if (!sources) throw timelinesNotConnected('The uploads area is not connected')
    const uploads = await Promise.all(assetKeysOf(timeline).map((key) => sources.uploadAt(key)))
    const facts = await assetFacts(
      deps,
      owner,
      uploads.filter((each) => each !== null),
    )
    return { facts, problems: validateTimeline(timeline, facts) }
  }

  return {
    get: async (user: SessionUser, contentOid: string) => {
      await ownerOf(user, contentOid)
      return read(contentOid)
    },

    save: async (
      user: SessionUser,
      input: { contentOid: string; baseVersion: number; timeline: TimelineDocument },
    ): Promise<TimelineView> => {
      const owner = await ownerOf(user, input.contentOid)
      const { problems } = await check(owner, input.timeline)
      if (problems.length > 0) throw timelineInvalid(problems)
      const now = deps.clock.now()
      const document = JSON.stringify(input.timeline)
      const version = input.baseVersion + 1
      const written =
        input.baseVersion === 0
          ? await deps.db
              .insertInto('content_timelines')
              .values({
                content_oid: input.contentOid,
                owner_oid: owner,
                version,
                document,
                updated_by: user.oid,
                created_at: now,
                updated_at: now,
              })
              .onConflict((conflict) => conflict.column('content_oid').doNothing())
              .returning('version')
              .executeTakeFirst()
          : await deps.db
              .updateTable('content_timelines')
              .set({ version, document, updated_by: user.oid, updated_at: now })
              .where('content_oid', '=', input.contentOid)
              .where('version', '=', input.baseVersion)
              .returning('version')
              .executeTakeFirst()
      if (!written) throw timelineConflict((await read(input.contentOid)).version)
      return {
        contentOid: input.contentOid,
        version,
        timeline: input.timeline,
        updatedAt: now.toISOString(),
      }
    },

    assets: async (user: SessionUser, contentOid: string) => {
      const owner = await ownerOf(user, contentOid)
      if (!deps.sources?.uploadsOf) throw timelinesNotConnected('The uploads area is not connected')
      const uploads = await deps.sources.uploadsOf(owner)
      const facts = await assetFacts(deps, owner, uploads)
      return { assets: [...facts.values()] }
    },

    render: async (user: SessionUser, input: { contentOid: string; version: number }) => {
      const owner = await ownerOf(user, input.contentOid)
      const saved = await read(input.contentOid)
      if (saved.version !== input.version) throw timelineConflict(saved.version)
      const { facts, problems } = await check(owner, saved.timeline)
      if (problems.length > 0) throw timelineInvalid(problems)
      try {
        // Compiled once here so a timeline ffmpeg cannot run is refused now, not in the queue.
        compileTimeline(saved.timeline, facts, { fontFile: TIMELINE_FONTS[0] })
      } catch (error) {
        if (error instanceof TimelineCompileError) throw renderRefused(error.message)
        throw error
      }
      const [job] = await deps.enqueue({
        contentOid: input.contentOid,
        ownerOid: owner,
        requestedBy: user.oid,
        sources: [
          {
            kind: 'video',
            sourceKey: `timelines/${input.contentOid}/v${saved.version}`,
            format: 'mp4',
            timeline: {
              version: saved.version,
              document: saved.timeline,
              assets: [...facts.values()],
            },
          },
        ],
      })
      return { taskId: (job as { id: string }).id, version: saved.version }
    },
  }
}

export type TimelinesService = ReturnType<typeof createTimelinesService>
