/**
 * File contents: files a creator offers on their channel's Files tab (free, for coins, for
 * chosen subscriber tiers, or opened with a file coupon), each downloaded through a short-lived
 * signed address; and the admins' recommended files. Wire types and the route map only; the
 * front ends import this file as types.
 */

/** The kinds of file a creator may offer (an upload in the uploads area's `file` context). */
export const FILE_CONTENT_KINDS = [
  'zip',
  'pdf',
  'txt',
  'epub',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'webp',
  'mp3',
  'wav',
  'flac',
  'm4a',
  'mp4',
  'mov',
] as const
export type FileContentKind = (typeof FILE_CONTENT_KINDS)[number]

/** A file content's size cap: 2 GiB, a download a fan finishes on a phone. */
export const FILE_CONTENT_MAX_BYTES = 2 * 1024 * 1024 * 1024
/** The spec's content price cap. */
export const FILE_CONTENT_MAX_PRICE = 100_000_000
export const FILE_TITLE_MAX = 100
export const FILE_DESCRIPTION_MAX = 2000
/** Pinned files of one channel; a pin beyond it is refused. */
export const MAX_PINNED_FILES = 5
export const FILE_PAGE_SIZE = 20
/** A signed download address lives this long: long enough to start, too short to share. */
export const FILE_DOWNLOAD_SECONDS = 5 * 60
/** Recommended files the admins keep at once. */
export const MAX_RECOMMENDED_FILES = 50

/** Why the viewer may download: nothing (locked), or how they are entitled. */
export type FileAccess = 'owner' | 'free' | 'purchased' | 'coupon' | 'subscriber' | 'admin' | null

/** A file content as the Files tab lists it. */
export interface FileContentView {
  fileOid: string
  creatorOid: string
  title: string
  description: string
  fileName: string
  kind: FileContentKind
  byteSize: number
  /** Coins; 0 is free unless `tiers` names tiers. */
  price: number
  /** Subscriber tiers (tier hashes) that open it; empty: none. */
  tiers: string[]
  pinned: boolean
  access: FileAccess
  createdAt: string
  updatedAt: string
}

export interface FileContentInput {
  title: string
  description?: string
  price: number
  tiers: string[]
}

/** A new file: the creator's upload (their key in the `file` upload context, private access). */
export interface FileContentWrite extends FileContentInput {
  uploadKey: string
  fileName: string
}

export interface FileRecommendation {
  fileOid: string
  position: number
  title: string
  creatorOid: string
  creatorNickname: string | null
  kind: FileContentKind
  byteSize: number
  price: number
  addedAt: string
}

export interface FileContentRoutes {
  'GET /content/file-contents': {
    request: { creatorOid: string; before?: string }
    response: { files: FileContentView[]; next: string | null }
  }
  'POST /content/file-content/write': {
    request: FileContentWrite
    response: { file: FileContentView }
  }
  'POST /content/file-content/edit': {
    request: FileContentInput & { fileOid: string }
    response: { file: FileContentView }
  }
  'POST /content/file-content': {
    request: { fileOid: string; operation: 'pin' | 'unpin' }
    response: { file: FileContentView }
  }
  'DELETE /content/file-content': {
    request: { fileOid: string }
    response: { ok: true }
  }
  'GET /content/file-content/comments': {
    request: { fileOid: string }
    response: { comments: unknown[] }
  }
  'GET /content/file-content/:id/download': {
    request: { id: string }
    response: { url: string; expiresAt: string }
  }
  'POST /content/file-content/:id/purchase': {
    request: { id: string }
    response: { fileOid: string; charged: boolean; paidCoins: number; bonusCoins: number }
  }
  'POST /content/file-content/:id/coupon': {
    request: { id: string; itemOid: string }
    response: { fileOid: string; itemOid: string; opened: boolean }
  }
  'GET /content/file-contents/recommended': {
    request: Record<string, never>
    response: { files: FileContentView[] }
  }
  'GET /content/admin/file-recommendations': {
    request: Record<string, never>
    response: { recommendations: FileRecommendation[] }
  }
  'GET /content/admin/file-recommendations/search': {
    request: { q: string }
    response: { files: FileContentView[] }
  }
  'POST /content/admin/file-recommendations': {
    request: { fileOid: string }
    response: { recommendations: FileRecommendation[] }
  }
  'POST /content/admin/file-recommendations/order': {
    request: { fileOids: string[] }
    response: { recommendations: FileRecommendation[] }
  }
  'DELETE /content/admin/file-recommendations': {
    request: { fileOid: string }
    response: { recommendations: FileRecommendation[] }
  }
}
