/**
 * The upload and asset service: opens multipart uploads in the caller's own namespace,
 * records the parts the store received or the client reports, assembles them once, judges
 * images by their bytes, and answers the assets' public and private addresses. Each use
 * case lives in a module of its own taking the one context built here.
 */
import type { SessionUser } from '../http'
import { publicUrl } from './addresses'
import { viewAsset } from './asset-view'
import { adminPurge, bumpSiteCacheVersion, siteCacheVersion } from './cache-admin'
import { completeMultipart, uploadDone } from './complete'
import { changeAssetName, deleteFiles, markStatus, purge, redivision } from './manage'
import type { StoredPart } from './object-store'
import { recordPart, reportPart, uploadedParts, uploadingAsset } from './parts'
import { type AssetRow, type UploadsContext, type UploadsServiceDeps, uploadsDb } from './ports'
import {
  adminRaw,
  assetExists,
  assetStatus,
  mediaUploadsOf,
  type PublicAddress,
  privateAsset,
  publicAsset,
  publicImageUrls,
  readAsset,
  readOwned,
  readyAssets,
  uploadAt,
} from './reads'
import { requestUpload, type UploadRequest } from './request-upload'
import type { AssetStatus } from './tables'

export function createUploadsService(deps: UploadsServiceDeps) {
  const context: UploadsContext = { ...deps, db: uploadsDb(deps.db) }
  return {
    publicUrl,
    view: viewAsset,

    requestUpload: (user: SessionUser, input: UploadRequest) => requestUpload(context, user, input),
    /** The asset a signed part address is for, while it is still being uploaded. */
    uploadingAsset: (storeKey: string, uploadId: string) =>
      uploadingAsset(context, storeKey, uploadId),
    /** A part the embedded store received (re-sent parts replace the earlier record). */
    recordPart: (asset: AssetRow, part: StoredPart) => recordPart(context, asset, part),
    reportPart: (user: SessionUser, input: { key: string; url: string; ETag: string }) =>
      reportPart(context, user, input),
    uploadedParts: (user: SessionUser, key: string) => uploadedParts(context, user, key),
    completeMultipart: (user: SessionUser, key: string) => completeMultipart(context, user, key),
    uploadDone: (user: SessionUser, key: string) => uploadDone(context, user, key),

    exists: (user: SessionUser, key: string) => assetExists(context, user, key),
    privateAsset: (user: SessionUser, key: string, ownerOid?: string) =>
      privateAsset(context, user, key, ownerOid),
    assetStatus: (user: SessionUser, contentOid: string, collectionName: string) =>
      assetStatus(context, user, contentOid, collectionName),
    adminRaw: (contentOid: string) => adminRaw(context, contentOid),
    /** The public asset behind a public address, or null. */
    publicAsset: (address: PublicAddress) => publicAsset(context, address),
    read: (asset: AssetRow, range?: { start: number; end?: number }) =>
      readAsset(context, asset, range),

    deleteFiles: (user: SessionUser, fileList: string[], access?: 'public' | 'private') =>
      deleteFiles(context, user, fileList, access),
    purge: (user: SessionUser, cacheKeys: string[], access: 'public' | 'private') =>
      purge(context, user, cacheKeys, access),
    /** Admin: purges public files by their address, whoever owns them. */
    adminPurge: (addresses: string[]) => adminPurge(context, addresses, context.clock.now()),
    siteCacheVersion: () => siteCacheVersion(context),
    bumpSiteCacheVersion: (adminOid: string) =>
      bumpSiteCacheVersion(context, adminOid, context.clock.now()),
    redivision: (user: SessionUser, changes: { key: string; access: 'public' | 'private' }[]) =>
      redivision(context, user, changes),
    changeAssetName: (
      user: SessionUser,
      input: { newName: string; prefix0: string; prefix1: string; hash: string },
    ) => changeAssetName(context, user, input),

    /** For the encoding area: an asset's status as its renditions are packaged. */
    markStatus: (ownerOid: string, key: string, status: AssetStatus) =>
      markStatus(context, ownerOid, key, status),
    /** For the encoder: the finished upload stored at `storeKey` (who may encode it), or null. */
    uploadAt: (storeKey: string) => uploadAt(context, storeKey),
    /** For other areas (encoding): a ready asset's bytes, streamed. */
    readOwned: (ownerOid: string, key: string) => readOwned(context, ownerOid, key),
    /** For community posts: the public addresses of the owner's ready public images. */
    publicImageUrls: (ownerOid: string, keys: readonly string[]) =>
      publicImageUrls(context, ownerOid, keys),
    /** For direct chat: the owner's finished uploads among `keys`. */
    readyAssets: (ownerOid: string, keys: string[]) => readyAssets(context, ownerOid, keys),
    /** For the timeline editor: the owner's finished media and pictures, newest first. */
    mediaUploadsOf: (ownerOid: string) => mediaUploadsOf(context, ownerOid),
  }
}

export type UploadsService = ReturnType<typeof createUploadsService>
