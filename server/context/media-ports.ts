/**
 * The ports between uploads, encoding and the content catalog, built from their public
 * services (the composition root wires them): the object store as the encoder's files and
 * as playback's reads, the catalog's status calls, and which uploads start an encoding.
 */
import { createReadStream, createWriteStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { pipeline } from 'node:stream/promises'
import type { CatalogService, ContentDeps } from '../../platform/content'
import {
  type ContentEncodingPort,
  type EncodingFiles,
  type EncodingService,
  flattenMedia,
  isSourceFormat,
} from '../../platform/encoding'
import {
  type AssetView,
  type ObjectStore,
  storeAddress,
  storeKeyOfAddress,
  type UploadedFile,
} from '../../platform/uploads'

/** The object store seen from the encoder: sources copied to its folder, outputs stored back. */
export function encodingFiles(store: () => ObjectStore): EncodingFiles {
  return {
    async fetch(key, toPath) {
      const object = await store().get(key)
      if (!object) throw new Error(`No stored file at ${key}`)
      await pipeline(object.body, createWriteStream(toPath))
    },
    async store(fromPath, key) {
      const { size } = await stat(fromPath)
      await store().put(key, createReadStream(fromPath), size)
    },
  }
}

/** The catalog's status calls; encoded files are recorded by their store addresses. */
export function catalogEncoding(catalog: () => CatalogService): ContentEncodingPort {
  return {
    async markEncoding(contentOid) {
      await catalog().markEncoding(contentOid)
    },
    async markEncoded(contentOid, media) {
      const flat = flattenMedia(media, storeAddress)
      await catalog().markEncoded(contentOid, {
        ...flat,
        subtitles: flat.subtitles as Partial<Record<'en' | 'ko' | 'jp' | 'es', string>>,
      })
    },
    async markEncodingFailed(contentOid, reason) {
      await catalog().markEncodingFailed(contentOid, reason)
    },
  }
}

/** Who created a content (null for none or a deleted one). */
export async function creatorOf(catalog: CatalogService, contentOid: string) {
  const row = await catalog.findRow(contentOid)
  return row && row.status !== 'deleted' ? row.creator_oid : null
}

/** Playback reads the same store; recorded store addresses are what it signs. */
export function contentMedia(secret: string, store: () => ObjectStore): ContentDeps['media'] {
  return {
    secret,
    keyOf: storeKeyOfAddress,
    read: (key, range) => store().get(key, range),
  }
}

const ENCODED_KINDS: Record<string, 'audio' | 'video'> = {
  mp3: 'audio',
  mp4: 'video',
  mov: 'video',
}

/**
 * A content file handed over (`uploaddone`) by the content's creator is queued for encoding:
 * mp3 as audio, mp4 and mov as video, a `subtitle` srt as WebVTT in its language (also
 * possible through POST /content/encoding). Pictures, previews and other users' uploads are not.
 */
export async function encodeUploaded(
  deps: { catalog: CatalogService; encoding: EncodingService },
  asset: AssetView,
  stored: UploadedFile,
): Promise<void> {
  const subtitle = asset.context === 'subtitle' && asset.filetype === 'srt' && asset.lang
  const kind = ENCODED_KINDS[asset.filetype]
  if (!isSourceFormat(asset.filetype)) return
  if ((asset.context !== 'content' || !kind) && !subtitle) return
  if (!asset.contentOid) return
  if ((await creatorOf(deps.catalog, asset.contentOid)) !== stored.ownerOid) return
  await deps.encoding.enqueue({
    contentOid: asset.contentOid,
    ownerOid: stored.ownerOid,
    requestedBy: stored.ownerOid,
    sources: [
      subtitle
        ? {
            kind: 'subtitle',
            sourceKey: stored.storeKey,
            language: asset.lang as string,
            format: 'srt',
          }
        : { kind: kind as 'audio' | 'video', sourceKey: stored.storeKey, format: asset.filetype },
    ],
  })
}
