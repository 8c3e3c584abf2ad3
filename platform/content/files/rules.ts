/** File contents' pure rules: what a file is, who may download it, what a listing shows. */
import {
  FILE_CONTENT_KINDS,
  FILE_CONTENT_MAX_BYTES,
  type FileAccess,
  type FileContentKind,
} from './contract'

/** The kind of a file by its name's extension, or null when it is not one creators may post. */
export function fileKindOf(fileName: string): FileContentKind | null {
  const extension = /\.([A-Za-z0-9]{1,5})$/.exec(fileName)?.[1]?.toLowerCase() ?? ''
  return (FILE_CONTENT_KINDS as readonly string[]).includes(extension)
    ? (extension as FileContentKind)
    : null
}

export const fitsSizeCap = (bytes: number) => bytes >= 0 && bytes <= FILE_CONTENT_MAX_BYTES

/** What decides a viewer's access to one file. */
export interface AccessFacts {
  creatorOid: string
  price: number
  tiers: readonly string[]
  viewer: { oid: string; admin: boolean } | null
  grant: 'purchase' | 'coupon' | null
  /** The viewer subscribes to one of the file's tiers (asked only when it names tiers). */
  subscriber: boolean
}

/**
 * Free files open to everyone; the creator and admins open their own; otherwise a purchase,
 * a used file coupon, or a subscription to one of the chosen tiers.
 */
export function accessOf(facts: AccessFacts): FileAccess {
  if (facts.viewer?.oid === facts.creatorOid) return 'owner'
  if (facts.price === 0 && facts.tiers.length === 0) return 'free'
  if (!facts.viewer) return null
  if (facts.grant === 'purchase') return 'purchased'
  if (facts.grant === 'coupon') return 'coupon'
  if (facts.subscriber) return 'subscriber'
  if (facts.viewer.admin) return 'admin'
  return null
}

/**
 * A file coupon's reach, from its details: `fileOid` opens that file, `creatorOid` any file
 * of that channel, neither any paid file.
 */
export function couponOpens(
  details: Record<string, unknown>,
  file: { oid: string; creatorOid: string },
): boolean {
  if (typeof details.fileOid === 'string') return details.fileOid === file.oid
  if (typeof details.creatorOid === 'string') return details.creatorOid === file.creatorOid
  return true
}

/** The download's name in the Content-Disposition header: ASCII fallback and the UTF-8 name. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

const CONTENT_TYPES: Record<FileContentKind, string> = {
  zip: 'application/zip',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  epub: 'application/epub+zip',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  flac: 'audio/flac',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
}

/** The download's media type; every download is an attachment, never shown inline. */
export const contentTypeOf = (kind: FileContentKind) =>
  CONTENT_TYPES[kind] ?? 'application/octet-stream'
