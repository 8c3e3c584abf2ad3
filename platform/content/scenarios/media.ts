/**
 * A page's video or image, served to whoever holds the address the player was given:
 * media elements send no Authorization header, so the address is signed for one page of
 * one scenario until an expiry (issued only to viewers the page is open to).
 */
import { createUrlSigner } from '../../http'
import { SCENARIO_ERRORS } from './errors'
import type { ScenariosDeps } from './ports'
import { findPage } from './progress'
import { MEDIA_SECONDS, mediaPath } from './viewer'

const VIDEO = new Set(['mp4', 'mov', 'webm', 'm4v'])
const IMAGE = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp'])
const TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
}

const extension = (name: string) => (name.split('.').pop() ?? '').toLowerCase()

/** What a page may show of an upload, by its file type. */
export function mediaKindOf(filetype: string): 'video' | 'image' | 'other' {
  const type = filetype.toLowerCase().replace(/^.*\//, '')
  if (VIDEO.has(type)) return 'video'
  if (IMAGE.has(type) || type === 'image') return 'image'
  return 'other'
}

export async function pageMedia(
  deps: ScenariosDeps,
  input: { contentOid: string; pageId: string; expires: number; signature: string },
) {
  const signer = createUrlSigner(deps.scenarioSecret ?? 'scenario', MEDIA_SECONDS)
  const path = mediaPath(input.contentOid, input.pageId)
  if (!signer.verify(path, input.expires, input.signature, deps.clock.now()))
    throw SCENARIO_ERRORS.mediaNotFound()
  const stored = await deps.db
    .selectFrom('content_scenarios')
    .select(['creator_oid', 'published_document'])
    .where('content_oid', '=', input.contentOid)
    .executeTakeFirst()
  const media = stored?.published_document
    ? findPage(stored.published_document, input.pageId)?.media
    : null
  if (!stored || !media || !deps.scenarioAssets) throw SCENARIO_ERRORS.mediaNotFound()
  const object = await deps.scenarioAssets.read(stored.creator_oid, media.key)
  if (!object) throw SCENARIO_ERRORS.mediaNotFound()
  return {
    body: object.body,
    size: object.size,
    contentType: TYPES[extension(media.key)] ?? 'application/octet-stream',
  }
}
