/**
 * Image addresses a security probe tried as an image node's `url` or a story's thumbnail:
 * each must be refused at save (400 MEDIA_URL_NOT_ALLOWED, nothing stored), and the image
 * route must answer none of them as a picture or a redirect (`tests/http/media-urls.http.test.ts`).
 */
export interface MediaUrlAttack {
  name: string
  url: string
}

const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='
const ASSET = `/api/story-chat/asset/${'0f'.repeat(32)}`

export const MEDIA_URL_ATTACKS: readonly MediaUrlAttack[] = [
  { name: 'an HTML data URL', url: 'data:text/html,<script>alert(localStorage.length)</script>' },
  {
    name: 'an HTML data URL in base64',
    url: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  },
  { name: 'an SVG data URL', url: 'data:image/svg+xml,%3Csvg%20onload%3Dalert(1)%3E' },
  {
    name: 'an SVG data URL in base64',
    url: 'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
  },
  { name: 'an image data URL that is not base64', url: 'data:image/png,%89PNG' },
  { name: 'an external image', url: 'https://evil.example/x.png' },
  { name: 'plain http', url: 'http://evil.example/x.png' },
  { name: 'a protocol-relative address', url: '//evil.example/x.png' },
  { name: 'a backslash host', url: '/\\evil.example/x.png' },
  { name: 'javascript:', url: 'javascript:alert(1)' },
  { name: 'an upper-case scheme', url: `DATA:image/png;base64,${PNG_BASE64}` },
  { name: 'an upper-case javascript scheme', url: 'JavaScript:alert(1)' },
  { name: 'a tab inside the scheme', url: 'java\tscript:alert(1)' },
  { name: 'a leading newline', url: `\n${ASSET}` },
  { name: 'a relative file name', url: 'thumb.png' },
  { name: 'a site path outside the assets', url: '/api/account/getuser' },
  {
    name: 'a path climbing out of the assets',
    url: `/api/story-chat/asset/../../account/${'a'.repeat(40)}`,
  },
  { name: 'an asset with a query', url: `${ASSET}?redirect=https://evil.example` },
  { name: 'an external asset-looking address', url: `https://evil.example${ASSET}` },
]

/** What a writer may save: our assets and inline png, jpeg, webp, gif. */
export const MEDIA_URL_ALLOWED: readonly MediaUrlAttack[] = [
  { name: 'an asset of ours', url: ASSET },
  { name: 'an inline PNG', url: `data:image/png;base64,${PNG_BASE64}` },
]
