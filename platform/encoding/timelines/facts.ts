/**
 * What a timeline may use: the content creator's finished uploads, by store key, with their
 * length and picture size from ffprobe (probed once per key and kept; an upload's bytes
 * never change). Another user's key gets the answer of a key nobody uploaded.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEFAULT_FFMPEG, probeMedia } from '../ffmpeg'
import type { UploadedSource } from '../ports'
import { isSourceFormat } from '../source-format'
import type { TimelineAsset, TrackKind } from './contract'
import type { TimelinesDeps } from './ports'

const IMAGE_TYPES = new Set(['png', 'jpg', 'jpeg', 'webp', 'gif'])

/** The kind of track an upload's type may go on; null for files a timeline cannot use. */
export function kindOfFiletype(filetype: string): TrackKind | null {
  const type = filetype.toLowerCase()
  if (type === 'mp4' || type === 'mov') return 'video'
  if (type === 'mp3') return 'audio'
  return IMAGE_TYPES.has(type) ? 'image' : null
}

export async function assetFacts(
  deps: TimelinesDeps,
  ownerOid: string,
  uploads: readonly (UploadedSource & { name?: string | null; key?: string })[],
): Promise<Map<string, TimelineAsset>> {
  const usable = uploads.filter(
    (upload) => upload.ownerOid === ownerOid && kindOfFiletype(upload.filetype) !== null,
  )
  const keys = usable.map((upload) => upload.storeKey)
  const known =
    keys.length === 0
      ? []
      : await deps.db
          .selectFrom('timeline_asset_facts')
          .selectAll()
          .where('store_key', 'in', keys)
          .where('owner_oid', '=', ownerOid)
          .execute()
  const byKey = new Map(known.map((row) => [row.store_key, row]))
  const facts = new Map<string, TimelineAsset>()
  for (const upload of usable) {
    const row = byKey.get(upload.storeKey)
    const fact = row
      ? {
          kind: row.kind,
          durationMs: row.duration_ms,
          width: row.width,
          height: row.height,
          hasAudio: row.has_audio,
        }
      : await probeUpload(deps, ownerOid, upload)
    if (!fact) continue
    facts.set(upload.storeKey, {
      assetKey: upload.storeKey,
      name: upload.name ?? null,
      ...(upload.key ? { uploadKey: upload.key } : {}),
      filetype: upload.filetype,
      ...fact,
    })
  }
  return facts
}

type Fact = Pick<TimelineAsset, 'kind' | 'durationMs' | 'width' | 'height' | 'hasAudio'>

/** ffprobe's facts of one upload, kept; null when the file cannot be read as its type. */
async function probeUpload(
  deps: TimelinesDeps,
  ownerOid: string,
  upload: UploadedSource,
): Promise<Fact | null> {
  const kind = kindOfFiletype(upload.filetype)
  let fact: Fact | null
  if (kind === 'image') {
    fact = { kind, durationMs: null, width: null, height: null, hasAudio: false }
  } else {
    fact = await probeMediaUpload(deps, upload)
  }
  if (!fact) return null
  await deps.db
    .insertInto('timeline_asset_facts')
    .values({
      store_key: upload.storeKey,
      owner_oid: ownerOid,
      filetype: upload.filetype,
      kind: fact.kind,
      duration_ms: fact.durationMs,
      width: fact.width,
      height: fact.height,
      has_audio: fact.hasAudio,
      probed_at: deps.clock.now(),
    })
    .onConflict((conflict) => conflict.column('store_key').doNothing())
    .execute()
  return fact
}

async function probeMediaUpload(deps: TimelinesDeps, upload: UploadedSource): Promise<Fact | null> {
  if (!deps.files || !isSourceFormat(upload.filetype)) return null
  const dir = await mkdtemp(join(deps.tmpDir ?? tmpdir(), 'taleloom-timeline-'))
  try {
    const file = `source.${upload.filetype}`
    await deps.files.fetch(upload.storeKey, join(dir, file))
    const info = await probeMedia(
      deps.ffmpeg ?? DEFAULT_FFMPEG,
      { file, format: upload.filetype },
      { cwd: dir },
    )
    if (info.durationSeconds === null) return null
    return {
      kind: info.video ? 'video' : 'audio',
      durationMs: Math.floor(info.durationSeconds * 1000),
      width: info.video?.width ?? null,
      height: info.video?.height ?? null,
      hasAudio: info.hasAudio,
    }
  } catch (error) {
    deps.logger.warn({ err: error, storeKey: upload.storeKey }, 'timeline asset probe failed')
    return null
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
