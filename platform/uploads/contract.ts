/**
 * The upload calls the front ends make (document 3), relative to `/api`: open an upload in
 * parts, report each part sent, ask which parts the server holds, join them and hand the file
 * over. Types only; the routes validate with their own schemas (`routes/fields.ts`).
 */
import type { PreviewRegion, UploadContext } from './rules'
import type { AssetStatus } from './tables'

export type { AssetStatus, PreviewRegion, UploadContext }

/** `GET /upload/url`: the file's key in the caller's namespace and what it is for. */
export interface UploadUrlRequest {
  key: string
  filetype: string
  numParts?: number
  access?: 'public' | 'private'
  context: UploadContext
  contentOid?: string
  /** A subtitle's language: en, ko, jp or es. */
  lang?: string
  region?: PreviewRegion
}

/** One signed address per part, in part order. */
export interface OpenedUpload {
  key: string
  uploadId: string
  uploadUrls: string[]
  cdnUrls: string[]
}

/** `GET /upload/multipart/parts`: what the server holds of an upload, to resume it. */
export interface UploadedParts {
  key: string
  uploadId: string | null
  numParts: number
  status: AssetStatus
  uploadUrls: string[]
  parts: { partNumber: number; ETag: string; size: number }[]
}

/** An uploaded file as its owner sees it; `url` is null for a private file. */
export interface UploadedAsset {
  key: string
  name: string | null
  access: 'public' | 'private'
  context: string
  filetype: string
  contentOid: string | null
  lang: string | null
  status: AssetStatus
  size: number | null
  etag: string | null
  cacheVersion: number
  url: string | null
  updatedAt: string
}

/** The site's cache version and the time users' browsers keep a public file. */
export interface SiteCacheView {
  site: { version: number; bumpedAt: string | null; bumpedBy: string | null }
  userCacheSeconds: number
}

/** `POST /upload/purgePublicCDN` with an admin's public addresses. */
export interface AdminPurgeResponse {
  purged: {
    address: string
    ownerOid: string
    cacheVersionBefore: number
    cacheVersion: number
    url: string | null
  }[]
  missing: string[]
}

export interface UploadsRoutes {
  'GET /upload/url': { request: UploadUrlRequest; response: OpenedUpload }
  'GET /upload/admin/cache': { request: Record<string, never>; response: SiteCacheView }
  'POST /upload/admin/cache-version': { request: Record<string, never>; response: SiteCacheView }
  /** An admin's purge of public files by address (the owner's own keys answer another shape). */
  'POST /upload/purgePublicCDN': { request: { cacheKeys: string[] }; response: AdminPurgeResponse }
  /** A part sent: its address and the entity tag the store answered. */
  'POST /upload/multipart/url/done': {
    request: { key: string; url: string; ETag: string }
    response: { key: string; partNumber: number; ETag: string }
  }
  'GET /upload/multipart/parts': { request: { key: string }; response: UploadedParts }
  /** A short-lived signed address of the caller's own (or an entitled) private file. */
  'GET /upload/privateasset': {
    request: { key: string; ownerOid?: string }
    response: { key: string; url: string; expiresAt: string }
  }
  'POST /upload/multipart/done': { request: { key: string }; response: UploadedAsset }
  /** Hands a joined content or subtitle file over: its encoding (or conversion) starts. */
  'POST /upload/uploaddone': { request: { key: string }; response: UploadedAsset }
}
