/**
 * Upload limits. The spec fixes the types (jpg, jpeg, png), a thumbnail's 2000×2000 and an
 * image's 8192 px width; the byte ceilings are ours: the bytes live in the database, and a
 * 2000×2000 PNG fits in 8 MB while a large illustration fits in 16 MB.
 */
export const ASSET_PURPOSES = ['thumbnail', 'image', 'profile'] as const
export type AssetPurpose = (typeof ASSET_PURPOSES)[number]

export interface PurposeLimits {
  maxBytes: number
  maxWidth: number
  /** null: the spec limits only the width. */
  maxHeight: number | null
  /** The refusal of a larger file, in the unit the limit is known by. */
  tooLarge: string
}

export const ASSET_LIMITS: Record<AssetPurpose, PurposeLimits> = {
  thumbnail: {
    maxBytes: 8 * 1024 * 1024,
    maxWidth: 2000,
    maxHeight: 2000,
    tooLarge: 'The image is larger than 8 MB.',
  },
  image: {
    maxBytes: 16 * 1024 * 1024,
    maxWidth: 8192,
    maxHeight: null,
    tooLarge: 'The image is larger than 16 MB.',
  },
  // The spec: a profile image "under 300kb".
  profile: {
    maxBytes: 300 * 1024 - 1,
    maxWidth: 2000,
    maxHeight: 2000,
    tooLarge: 'The profile image must be under 300 KB.',
  },
}

/** The largest body the upload route accepts (the image ceiling). */
export const ASSET_BODY_LIMIT = ASSET_LIMITS.image.maxBytes
