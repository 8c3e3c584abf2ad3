/**
 * Which addresses a creator may write for an image (image nodes, story thumbnails): our
 * stored assets, or an inline image data URL of a type browsers render as a picture and
 * nothing else. Any other address would make every visitor's browser load what the creator
 * chose (a page elsewhere, `javascript:`), or let our image route serve it from our origin
 * (`data:text/html`). External images are refused rather than fetched: the writer uploads.
 */

/**
 * Our stored assets, one pattern per service: the story-chat assets
 * (`/api/story-chat/asset/{sha256}`), and the upload service's public pictures
 * (`/api/upload/pics/{id}`) and content thumbnails (`/api/upload/thumbnail/{contentOid}`,
 * optionally `_{lang}`), either with the cache version a purge gives (`?v=2`), and the live
 * service's thumbnails (`/api/live/thumbnail/{sha256}`, judged by their bytes when uploaded),
 * which a live replay keeps as its content's thumbnail.
 */
export const MEDIA_ASSET_ADDRESSES: readonly RegExp[] = [
  /^\/api\/story-chat\/asset\/[0-9a-f]{64}$/,
  /^\/api\/upload\/pics\/[0-9a-f]{32}(?:\?v=[1-9][0-9]{0,8})?$/,
  /^\/api\/upload\/thumbnail\/[0-9a-f]{24}(?:_(?:en|ko|jp|es))?(?:\?v=[1-9][0-9]{0,8})?$/,
  /^\/api\/live\/thumbnail\/[0-9a-f]{64}$/,
]

/** The only types an inline image may declare (and the image route may serve). */
export const MEDIA_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const
export type MediaImageType = (typeof MEDIA_IMAGE_TYPES)[number]

const DATA_URL_HEAD = /^data:(image\/(?:png|jpeg|webp|gif));base64,/
// One character class, no nested repetition: linear on a data URL of many megabytes.
const BASE64_BODY = /^[A-Za-z0-9+/]+={0,2}$/

export const MEDIA_URL_MESSAGE =
  'Use an uploaded image or a data:image/(png|jpeg|webp|gif);base64 URL; other addresses are not allowed.'

/** An allowed inline image: its declared type and base64 payload, or null. */
export function parseImageDataUrl(value: string): { type: MediaImageType; base64: string } | null {
  const head = DATA_URL_HEAD.exec(value)
  if (!head) return null
  const base64 = value.slice(head[0].length)
  if (base64.length % 4 !== 0 || !BASE64_BODY.test(base64)) return null
  return { type: head[1] as MediaImageType, base64 }
}

/**
 * True for an address a creator may store for an image; exact, with no trimming or case
 * folding, so what is checked is what browsers are given.
 *
 * @example
 * isAllowedMediaUrl('data:image/png;base64,iVBORw0KGgo=') // true
 * isAllowedMediaUrl('https://evil.example/x.png') // false
 */
export function isAllowedMediaUrl(value: string): boolean {
  if (MEDIA_ASSET_ADDRESSES.some((pattern) => pattern.test(value))) return true
  return parseImageDataUrl(value) !== null
}

// A host of letters, digits, dots and hyphens (no user info), an optional port, then a
// path, query or fragment of printable ASCII (no spaces, quotes or control characters).
const HTTPS_LINK =
  /^https:\/\/[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::\d{1,5})?(?:[/?#][!#-~]*)?$/

/**
 * True for a link a creator may show (a social link): an absolute `https:` URL with a host.
 * Links are rendered as links, never loaded as media.
 */
export function isAllowedCreatorLink(value: string): boolean {
  return HTTPS_LINK.test(value)
}
