/**
 * What may be uploaded where: the spec's file types, sizes and image limits, and its
 * error texts word for word (document 3 §5, §8, §9; document 2's image rules).
 */

export const UPLOAD_TEXTS = {
  failed: 'Upload failed, please re-upload',
  notUploaded: "File didn't upload, check connection",
  integrity: 'Integrity error',
  imageNotFound: 'IMAGE_NOT_FOUND',
  s3: 'S3 upload Error',
} as const

/**
 * Upload contexts: what a file is for decides its types, limits and who may upload it.
 * `content` is a content's media (audio, video, images), `thumbnail` a content's
 * thumbnail, `preview` a content's preview, `profile` a user's picture, `image` any other
 * picture a user places (story-chat canvas images, creator page images), `subtitle` a
 * content's SRT subtitles in one language (converted to WebVTT by the encoder), `dm` a
 * photo or video sent in a direct-chat room (private; served to the room's members only).
 */
export const UPLOAD_CONTEXTS = [
  'content',
  'thumbnail',
  'preview',
  'profile',
  'image',
  'subtitle',
  'dm',
  'file',
] as const
export type UploadContext = (typeof UPLOAD_CONTEXTS)[number]

export const FILE_TYPES = ['jpg', 'jpeg', 'png', 'mp3', 'mp4', 'mov'] as const
export const IMAGE_TYPES = ['jpg', 'jpeg', 'png', 'webp', 'gif'] as const
export const SUBTITLE_TYPES = ['srt'] as const
/** Direct-chat media (spec §5): photos and videos only. */
export const DM_TYPES = ['jpg', 'jpeg', 'png', 'mp4', 'mov'] as const
/** A channel's downloadable file (the content area's file contents): archives, documents, media. */
export const DOWNLOAD_TYPES = [
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
export type FileType =
  | (typeof FILE_TYPES)[number]
  | (typeof IMAGE_TYPES)[number]
  | (typeof SUBTITLE_TYPES)[number]
  | (typeof DOWNLOAD_TYPES)[number]

const GB = 1024 * 1024 * 1024
/** An SRT file's size limit (not in the spec): 2 MB. */
export const SUBTITLE_MAX_BYTES = 2 * 1024 * 1024

export interface ContextRule {
  types: readonly FileType[]
  /** Only creators (and admins) may upload. */
  creatorsOnly: boolean
  /** Whole file, in bytes. */
  maxBytes: number
  /** Images: width and, for thumbnails, height in pixels. */
  image: { maxWidth: number; maxHeight: number | null } | null
}

export const CONTEXT_RULES: Record<UploadContext, ContextRule> = {
  content: { types: FILE_TYPES, creatorsOnly: true, maxBytes: 20 * GB, image: null },
  preview: { types: FILE_TYPES, creatorsOnly: true, maxBytes: 20 * GB, image: null },
  thumbnail: {
    types: IMAGE_TYPES,
    creatorsOnly: true,
    maxBytes: 20 * 1024 * 1024,
    image: { maxWidth: 2000, maxHeight: 2000 },
  },
  // "Under 300kb": 300 × 1024 bytes is refused, one byte less is not.
  profile: {
    types: IMAGE_TYPES,
    creatorsOnly: false,
    maxBytes: 300 * 1024 - 1,
    image: { maxWidth: 8192, maxHeight: null },
  },
  image: {
    types: IMAGE_TYPES,
    creatorsOnly: false,
    maxBytes: 50 * 1024 * 1024,
    image: { maxWidth: 8192, maxHeight: null },
  },
  // A feature film's SRT is ~100-200 KB; 2 MB leaves room and keeps the in-memory conversion small.
  subtitle: {
    types: SUBTITLE_TYPES,
    creatorsOnly: true,
    maxBytes: SUBTITLE_MAX_BYTES,
    image: null,
  },
  // A chat clip, not a film: 1 GB (designed; the spec names no size for direct-chat media).
  dm: {
    types: DM_TYPES,
    creatorsOnly: false,
    maxBytes: GB,
    image: { maxWidth: 8192, maxHeight: null },
  },
  // A download a fan finishes on a phone: 2 GB (designed; docs/community/file-contents.md).
  file: { types: DOWNLOAD_TYPES, creatorsOnly: true, maxBytes: 2 * GB, image: null },
}

/** Largest single part (S3's own limit); a part's size is the caller's choice below it. */
export const MAX_PART_BYTES = 5 * GB
export const MAX_PARTS = 10_000

/** The spec's upload client timeout; part URLs stay valid as long. */
export const UPLOAD_TIMEOUT_MS = 18_000_000
/** A private asset's signed address lives this long. */
export const PRIVATE_URL_SECONDS = 10 * 60

export const PREVIEW_REGIONS = ['kr', 'jp', 'us'] as const
export type PreviewRegion = (typeof PREVIEW_REGIONS)[number]
export const LANGUAGES = ['en', 'ko', 'jp', 'es'] as const

export const MEDIA_CONTENT_TYPES: Record<FileType, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  srt: 'application/x-subrip',
  zip: 'application/zip',
  pdf: 'application/pdf',
  txt: 'text/plain',
  epub: 'application/epub+zip',
  wav: 'audio/wav',
  flac: 'audio/flac',
  m4a: 'audio/mp4',
}

export const isImageType = (type: FileType) => (IMAGE_TYPES as readonly string[]).includes(type)

/**
 * A caller's key: path segments of letters, digits, `.`, `_`, `-`, none of them `.` or
 * `..`, at most 512 characters. It names a file in the caller's own namespace only.
 */
export const KEY_PATTERN = /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/
export const KEY_MAX = 512
