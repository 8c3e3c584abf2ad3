/** Playlists' pure rules: limits, the request schemas and the plans the store carries out. */
import { z } from 'zod'
import { objectIdField } from '../../http'

/** Playlists one user may keep. */
export const MAX_PLAYLISTS = 50
/** Contents in one playlist. */
export const MAX_PLAYLIST_ITEMS = 200
export const MAX_NAME_LENGTH = 60
/** The spec's cache for GET /content/playlist: 600 s, private to the reader. */
export const PLAYLIST_MAX_AGE_SECONDS = 600

const name = z
  .string('Expected a playlist name')
  .trim()
  .min(1, 'A playlist needs a name')
  .max(MAX_NAME_LENGTH, `A playlist name is at most ${MAX_NAME_LENGTH} characters`)
  .refine((text) => !/\p{Cc}/u.test(text), 'A playlist name has no control characters')

const playlistOid = objectIdField('Expected a playlist id')
const contentOid = objectIdField('Expected a content id')

/** `v` is the version the client last saw: a new address after an edit, ignored by the server. */
export const readQuery = z.object({
  playlistOid: playlistOid.optional(),
  v: z.string().max(40, 'A version is at most 40 characters').optional(),
})

/** POST /content/playlist: a new playlist, or a rename / visibility change with playlistOid. */
export const saveBody = z.object({
  playlistOid: playlistOid.optional(),
  name,
  isPublic: z.boolean('Expected isPublic to be true or false').optional(),
})

export const removeBody = z.object({ playlistOid })

/** `update` is accepted as the spec's callers send it; `method` says what happens. */
export const updateBody = z.object({
  playlistOid,
  contentOid,
  method: z.enum(['add', 'remove'], 'Expected add or remove'),
  update: z.boolean('Expected update to be true or false').optional(),
})

export const orderBody = z.object({
  playlistOid,
  contentOids: z
    .array(contentOid, 'Expected a list of content ids')
    .max(MAX_PLAYLIST_ITEMS, `A playlist holds at most ${MAX_PLAYLIST_ITEMS} contents`),
})

/** What an add does to the stored order: nothing for a content already in it. */
export type AddPlan = { kind: 'present' } | { kind: 'full' } | { kind: 'append'; position: number }

export function planAdd(
  current: readonly { contentOid: string; position: number }[],
  oid: string,
): AddPlan {
  if (current.some((item) => item.contentOid === oid)) return { kind: 'present' }
  if (current.length >= MAX_PLAYLIST_ITEMS) return { kind: 'full' }
  const last = current.reduce((max, item) => Math.max(max, item.position), 0)
  return { kind: 'append', position: last + 1 }
}

/**
 * A reorder names exactly the stored contents, each once; anything else was made from a stale
 * copy and would drop or invent items, so it is refused and the client reloads.
 */
export function planOrder(
  current: readonly string[],
  wanted: readonly string[],
):
  | { ok: true; positions: { contentOid: string; position: number }[] }
  | { ok: false; reason: 'duplicate' | 'mismatch' } {
  if (new Set(wanted).size !== wanted.length) return { ok: false, reason: 'duplicate' }
  const stored = new Set(current)
  if (wanted.length !== stored.size || wanted.some((oid) => !stored.has(oid)))
    return { ok: false, reason: 'mismatch' }
  return {
    ok: true,
    positions: wanted.map((oid, index) => ({ contentOid: oid, position: index + 1 })),
  }
}
