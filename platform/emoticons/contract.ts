/**
 * The emoticons API contract: request schemas (zod), response types and the route list of
 * every route under `/api/emoticon`. The server validates with these; the front ends import
 * the types only (`import type { … } from '…/platform/emoticons/contract'`).
 *
 * Errors answer `{ error, code, requestId, details? }`; the codes are in `EMOTICON_ERROR_CODES`.
 */
import { z } from 'zod'
import { objectIdField } from '../http/validate'

/** Spec §9: an emoticon is exactly 56×56, at most 50 KB, shown at 28 px by default. */
export const EMOTICON_LIMITS = { width: 56, height: 56, maxBytes: 50 * 1024, defaultSize: 28 }
export const EMOTICON_TYPES = ['png', 'jpg', 'gif'] as const
export type EmoticonType = (typeof EMOTICON_TYPES)[number]

/**
 * `free`: every signed-in viewer may use it (useLevel 0); `tier`: subscribers of `tierHash`
 * or a higher tier. Platform groups (no creator) are saved by admins under
 * `PLATFORM_EMOTICON_OWNER` and answered by `GET /emoticon/group/free`.
 */
export const EMOTICON_GROUP_TYPES = ['free', 'tier'] as const
export type EmoticonGroupType = (typeof EMOTICON_GROUP_TYPES)[number]
export const PLATFORM_EMOTICON_OWNER = '000000000000000000000000'

/** Use level of managers, the creator and admins: above any tier position. */
export const HIGHEST_USE_LEVEL = 1_000_000
export const MAX_GROUPS_PER_CREATOR = 50
export const MAX_EMOTICONS_PER_GROUP = 100

export const creatorOidField = objectIdField('creatorOid is required', 'creatorOid is required')
export const tierHashField = z
  .string('tierHash must be a string.')
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'The tier is not valid.')

/** An emoticon inside a group as the studio saves it: it must be one this creator uploaded. */
export const emoticonRefSchema = z.object({
  _id: objectIdField('The emoticon is not valid.'),
  size: z.number().int().min(12).max(112).optional(),
})

export const emoticonGroupInputSchema = z.object({
  /** Absent for a new group; present to keep a group's identity across saves. */
  _id: objectIdField('The emoticon group is not valid.').optional(),
  name: z.string().trim().max(60, 'The group name is at most 60 characters.').optional(),
  type: z.enum(EMOTICON_GROUP_TYPES, 'type must be free or tier.'),
  tierHash: tierHashField.nullish(),
  useLevel: z.number().int().min(0).max(HIGHEST_USE_LEVEL).optional(),
  emoticons: z
    .array(emoticonRefSchema)
    .max(MAX_EMOTICONS_PER_GROUP, `A group holds at most ${MAX_EMOTICONS_PER_GROUP} emoticons.`),
})

/** `POST /emoticon/groups`: replaces the creator's groups with these, in this order. */
export const saveGroupsRequest = z.object({
  creatorOid: creatorOidField,
  emoticonGroups: z
    .array(emoticonGroupInputSchema)
    .max(MAX_GROUPS_PER_CREATOR, `At most ${MAX_GROUPS_PER_CREATOR} emoticon groups.`),
})
export const creatorGroupsQuery = z.object({ creatorOid: creatorOidField })
export const freeGroupsQuery = z.object({ creatorOid: creatorOidField.optional() })
/** `POST /emoticon/upload?creatorOid=…&name=…`: the image bytes are the request body. */
export const uploadQuery = z.object({
  creatorOid: creatorOidField,
  name: z.string('Enter a name for the emoticon.').max(200),
})
export const deleteEmoticonRequest = z.object({
  creatorOid: creatorOidField,
  emoticonOid: objectIdField('The emoticon is not valid.'),
})
export const usableQuery = z.object({ creatorOid: creatorOidField })

export type SaveGroupsRequest = z.input<typeof saveGroupsRequest>
export type EmoticonGroupInput = z.input<typeof emoticonGroupInputSchema>

// ---------- responses ----------

/** Spec §3 Emoticon. */
export interface Emoticon {
  _id: string
  name: string
  /** What a chat message carries between colons (`:key:`); names lose their colons for this. */
  key: string
  /** The object store key of the image. */
  s3Key: string
  type: EmoticonType
  size: number
  width: number
  height: number
  uploaded: boolean
  url: string
}

/** Spec §3 Emoticon group (plus `_id`, `name` and, for a viewer, whether they may use it). */
export interface EmoticonGroup {
  _id: string
  name: string
  creatorOid: string
  tierHash: string | null
  type: EmoticonGroupType
  emoticons: Emoticon[]
  useLevel: number
  /** Whether the caller may use it; absent on the creator's own management answers. */
  usable?: boolean
}

export interface EmoticonGroupsResponse {
  emoticonGroups: EmoticonGroup[]
  /** The caller's use level for this creator (0 when not subscribed or signed out). */
  useLevel?: number
}

/** `POST /emoticon/upload`. */
export interface UploadEmoticonResponse {
  emoticon: Emoticon
}

/** `POST /emoticon/delete`. */
export interface DeleteEmoticonResponse {
  ok: true
  deleted: true
  emoticonOid: string
}

/** `GET /emoticon/uploads?creatorOid=`: the creator's uploaded emoticons (library). */
export interface EmoticonLibraryResponse {
  emoticons: Emoticon[]
}

export const EMOTICON_ERROR_CODES = [
  'EMOTICON_UPLOAD_FAILED',
  'EMOTICON_NOT_PNG',
  'EMOTICON_TYPE_INVALID',
  'EMOTICON_SIZE_LIMIT',
  'EMOTICON_DIMENSIONS',
  'EMOTICON_NAME_REQUIRED',
  'EMOTICON_NOT_FOUND',
  'EMOTICON_TIER_UNKNOWN',
  'EMOTICON_NOT_YOURS',
] as const
export type EmoticonErrorCode = (typeof EMOTICON_ERROR_CODES)[number]

/** The routes the front ends call; paths relative to `/api`. */
export interface EmoticonsRoutes {
  /** The image's bytes are the body (56×56, 50 KB at most). */
  'POST /emoticon/upload': {
    request: { creatorOid: string; name: string }
    file: Blob
    response: UploadEmoticonResponse
  }
  'GET /emoticon/group/creator': {
    request: { creatorOid: string }
    response: EmoticonGroupsResponse
  }
  'POST /emoticon/groups': { request: SaveGroupsRequest; response: EmoticonGroupsResponse }
  'GET /emoticon/uploads': { request: { creatorOid: string }; response: EmoticonLibraryResponse }
  'POST /emoticon/delete': {
    request: { creatorOid: string; emoticonOid: string }
    response: DeleteEmoticonResponse
  }
}
