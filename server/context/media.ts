import type { ContentArea } from '../../platform/content'
import { createEncoding, createSubtitleThread, type EncodingArea } from '../../platform/encoding'
import { createUploads, type UploadsArea } from '../../platform/uploads'
import type { Infrastructure } from './infrastructure'
import type { LateAreas } from './late-areas'
import { catalogEncoding, creatorOf, encodeUploaded, encodingFiles } from './media-ports'

export interface Media {
  /** The upload and asset service (the demo media seed uploads through it). */
  uploads: UploadsArea
  encoding: EncodingArea
}

/** Creators' files and their encoding; both report to the content catalog. */
export function buildMedia(
  { config, database, clock, logger, secret }: Infrastructure,
  content: ContentArea,
  late: LateAreas,
): Media {
  const catalog = content.service.catalog
  // Subtitle files are parsed on threads of their own: the uploads' check and the encoder's.
  const subtitles = createSubtitleThread()
  const uploads = createUploads({
    db: database.db,
    clock,
    logger,
    dataDir: config.dataDir,
    secret,
    settings: config.uploads,
    contents: {
      creatorOf: (contentOid) => creatorOf(catalog, contentOid),
      // Entitled buyers and subscribers read a content's private files (privateasset).
      mayView: async (user, contentOid) =>
        (await catalog.viewerAccess(user, contentOid))?.canView === true,
    },
    // A creator's audio or video for a content starts its encoding when handed over.
    onUploaded: (asset, stored) =>
      encodeUploaded({ catalog, encoding: late.encoding.get().service }, asset, stored),
    subtitles,
  })
  const encoding = createEncoding({
    db: database.db,
    clock,
    logger,
    files: encodingFiles(() => uploads.store),
    contents: catalogEncoding(() => catalog),
    owners: { creatorOf: (contentOid) => creatorOf(catalog, contentOid) },
    // Requests name their file by store key; whose upload it is comes from the uploads area.
    sources: {
      uploadAt: (storeKey) => uploads.service.uploadAt(storeKey),
      uploadsOf: (ownerOid) => uploads.service.mediaUploadsOf(ownerOid),
    },
    subtitles,
  })
  return { uploads, encoding }
}
