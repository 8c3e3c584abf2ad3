/**
 * The content platform as the replays see it: a replay becomes a video content whose file is
 * the recording, stored in the uploads area's object store and encoded by the encoding
 * pipeline like any uploaded video. server/context/ hands the services in; the shapes
 * below are the few calls used, so the live area imports nothing of the others.
 */
import { createReadStream } from 'node:fs'
import type { Readable } from 'node:stream'
import type { SessionUser } from '../../http'

export interface ReplayPublication {
  user: SessionUser
  creatorOid: string
  /** An issued or existing content of the creator to receive the video; null: a new one. */
  contentOid: string | null
  recordOid: string
  metaData: Record<string, unknown>
  discountSettings: unknown
  status: 'published' | 'unpublished'
  file: { path: string; size: number }
}

export interface ReplayContentPort {
  /** Saves (and publishes) the content with the recording as its video; queues its encoding. */
  publish(input: ReplayPublication): Promise<{ contentOid: string; status: string }>
  /** A content of the creator (not deleted), for manual uploads; null otherwise. */
  contentOf(contentOid: string): Promise<{ creatorOid: string; title: string } | null>
}

interface CatalogCalls {
  issueId(user: SessionUser): Promise<{ contentOid: string }>
  save(
    user: SessionUser,
    input: { contentOid?: string; metaData?: unknown; discountSettings?: unknown },
    intent: { kind: 'save' } | { kind: 'publish' },
  ): Promise<{ contentOid: string; status: string }>
  findRow(
    contentOid: string,
  ): Promise<{ creator_oid: string; title: string; status: string } | null | undefined>
}
interface StoreCalls {
  put(key: string, body: Readable, size?: number): Promise<unknown>
}
interface EncodingCalls {
  enqueue(input: {
    contentOid: string
    ownerOid: string
    requestedBy: string
    sources: { kind: 'video'; sourceKey: string }[]
  }): Promise<unknown>
}

/** The uploads area's address of a stored object (its `storeAddress`). */
const storeAddress = (key: string) => `/api/upload/store/${key}`

export function replayContentPort(deps: {
  catalog: CatalogCalls
  store: () => StoreCalls
  encoding: EncodingCalls
}): ReplayContentPort {
  return {
    async publish(input) {
      const { user, creatorOid } = input
      const contentOid = input.contentOid ?? (await deps.catalog.issueId(user)).contentOid
      // Saved first (the catalog checks the owner and the fields) before any file moves.
      await deps.catalog.save(
        user,
        {
          contentOid,
          metaData: { category: 'realplay', media: 'video', ...input.metaData },
          discountSettings: input.discountSettings,
        },
        { kind: 'save' },
      )
      const key = `private/${creatorOid}/live-replays/${input.recordOid}.mp4`
      await deps.store().put(key, createReadStream(input.file.path), input.file.size)
      await deps.catalog.save(
        user,
        { contentOid, metaData: { mediaAssets: { sources: [storeAddress(key)] } } },
        { kind: 'save' },
      )
      await deps.encoding.enqueue({
        contentOid,
        ownerOid: creatorOid,
        requestedBy: user.oid,
        sources: [{ kind: 'video', sourceKey: key }],
      })
      const saved = await deps.catalog.save(
        user,
        { contentOid },
        { kind: input.status === 'published' ? 'publish' : 'save' },
      )
      return { contentOid, status: saved.status }
    },
    async contentOf(contentOid) {
      const row = await deps.catalog.findRow(contentOid)
      if (!row || row.status === 'deleted') return null
      return { creatorOid: row.creator_oid, title: row.title }
    },
  }
}
