import { splitLanguagePrefix, withLanguagePrefix } from '../../web/i18n'

/** The creator studio's sections under `/studio2/creator/{section}`, in menu order. */
export const CREATOR_SECTIONS = [
  'channel',
  'tiers',
  'fans',
  'comments',
  'emoticons',
  'discord',
  'revenue',
  'analytics',
  'gacha',
  'campaigns',
  'live',
] as const
export type CreatorSection = (typeof CREATOR_SECTIONS)[number]

export type CreatorRoute =
  | { page: 'register' }
  | { page: 'section'; section: CreatorSection }
  | { page: 'emoticonUpload'; oid: string }
  | { page: 'payouts'; creatorOid: string; type: 'edit' | 'show' }
  /** `/studio2/creator/live/{customUrl|oid}`: a named creator's live studio (the guard of spec §2). */
  | { page: 'live'; ref: string }
  /** `/payouts/{creatorOid}/{type}` with another type: the spec's not-found. */
  | { page: 'notFound' }

/** Which creator page a path shows, or null when the path is not the creator studio's. */
export function matchCreatorRoute(pathname: string): CreatorRoute | null {
  const { rest: path } = splitLanguagePrefix(pathname)
  const upload = /^\/emoticon\/upload\/([^/]+)\/?$/.exec(path)
  if (upload?.[1]) return { page: 'emoticonUpload', oid: upload[1] }
  const payouts = /^\/payouts\/([^/]+)\/([^/]+)\/?$/.exec(path)
  if (payouts?.[1] && payouts[2]) {
    const type = payouts[2]
    return type === 'edit' || type === 'show'
      ? { page: 'payouts', creatorOid: payouts[1], type }
      : { page: 'notFound' }
  }
  const live = /^\/studio2\/creator\/live\/([^/]+)\/?$/.exec(path)
  if (live?.[1]) return { page: 'live', ref: live[1] }
  const creator = /^\/studio2\/creator(?:\/([^/]+))?\/?$/.exec(path)
  if (!creator) return null
  const section = creator[1] ?? 'channel'
  if (section === 'register') return { page: 'register' }
  return (CREATOR_SECTIONS as readonly string[]).includes(section)
    ? { page: 'section', section: section as CreatorSection }
    : { page: 'notFound' }
}

/** The path of a creator studio page in the page's current language prefix. */
export function creatorPath(section: CreatorSection | 'register'): string {
  return withPrefix(`/studio2/creator/${section}`)
}
export const emoticonUploadPath = (oid: string) => withPrefix(`/emoticon/upload/${oid}`)
export const payoutsPath = (creatorOid: string, type: 'edit' | 'show') =>
  withPrefix(`/payouts/${creatorOid}/${type}`)

function withPrefix(path: string): string {
  return withLanguagePrefix(path, splitLanguagePrefix(globalThis.location?.pathname ?? '/').prefix)
}
