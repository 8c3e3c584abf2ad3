import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { canvasSchema } from '../canvas'
import { canvasMediaProblems } from './canvas-media'
import { isAllowedCreatorLink, isAllowedMediaUrl, parseImageDataUrl } from './media-url'

const ASSET = `/api/story-chat/asset/${'ab12'.repeat(16)}`
const PNG = 'data:image/png;base64,iVBORw0KGgo='
const PIC = `/api/upload/pics/${'0f'.repeat(16)}`
const THUMB = `/api/upload/thumbnail/${'ab'.repeat(12)}`
const LIVE_THUMB = `/api/live/thumbnail/${'c0'.repeat(32)}`

/** The allow-list written out independently of the implementation. */
const ALLOWED = [
  /^\/api\/story-chat\/asset\/[0-9a-f]{64}$/,
  /^\/api\/upload\/pics\/[0-9a-f]{32}(\?v=[1-9]\d{0,8})?$/,
  /^\/api\/upload\/thumbnail\/[0-9a-f]{24}(_en|_ko|_jp|_es)?(\?v=[1-9]\d{0,8})?$/,
  /^\/api\/live\/thumbnail\/[0-9a-f]{64}$/,
  /^data:image\/(png|jpeg|webp|gif);base64,([A-Za-z0-9+/]{4})*([A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{4})$/,
]

describe('isAllowedMediaUrl', () => {
  it('accepts our stored assets and inline png, jpeg, webp and gif', () => {
    expect(isAllowedMediaUrl(ASSET)).toBe(true)
    for (const type of ['png', 'jpeg', 'webp', 'gif']) {
      expect(isAllowedMediaUrl(`data:image/${type};base64,R0lGODlh`)).toBe(true)
    }
    expect(isAllowedMediaUrl(PNG)).toBe(true)
  })

  it('accepts the upload service’s public pictures and thumbnails, with a cache version', () => {
    for (const value of [PIC, `${PIC}?v=3`, THUMB, `${THUMB}_ko`, `${THUMB}_jp?v=12`]) {
      expect(isAllowedMediaUrl(value), value).toBe(true)
    }
  })

  it('accepts a live thumbnail by its hash (a replay keeps it as its content’s)', () => {
    expect(isAllowedMediaUrl(LIVE_THUMB)).toBe(true)
  })

  it.each([
    ['a live thumbnail with a query', `${LIVE_THUMB}?v=2`],
    ['a live thumbnail hash too short', '/api/live/thumbnail/abc'],
    ['a live thumbnail climbing out', `/api/live/thumbnail/../${'a'.repeat(64)}`],
    ['an HTML data URL', 'data:text/html,<script>alert(1)</script>'],
    ['an HTML data URL in base64', 'data:text/html;base64,PHNjcmlwdD4='],
    ['an SVG data URL (it can carry script)', 'data:image/svg+xml,%3Csvg%3E%3C%2Fsvg%3E'],
    ['an image data URL that is not base64', 'data:image/png,abc'],
    ['a data URL with parameters', 'data:image/png;charset=utf-8;base64,AAAA'],
    ['broken base64', 'data:image/png;base64,AA$A'],
    ['base64 of an impossible length', 'data:image/png;base64,AAAAA'],
    ['an empty payload', 'data:image/png;base64,'],
    ['javascript:', 'javascript:alert(1)'],
    ['an upper-case scheme', 'DATA:image/png;base64,AAAA'],
    ['an upper-case type', 'data:IMAGE/PNG;base64,AAAA'],
    ['an external image', 'https://evil.example/x.png'],
    ['plain http', 'http://evil.example/x.png'],
    ['a protocol-relative address', '//evil.example/x.png'],
    ['a backslash host', '/\\evil.example/x.png'],
    ['a relative path', 'thumb.png'],
    ['a site path outside the assets', '/api/story-chat/image/file/x/y'],
    ['a path climbing out of the assets', `/api/story-chat/asset/../../account/${'a'.repeat(40)}`],
    ['an asset with a query', `${ASSET}?x=1`],
    ['an asset id too short', '/api/story-chat/asset/abc'],
    ['an asset id in capitals', `/api/story-chat/asset/${'AB12'.repeat(16)}`],
    ['leading whitespace', ` ${PNG}`],
    ['trailing newline', `${ASSET}\n`],
    ['a tab inside the scheme', 'java\tscript:alert(1)'],
    ['an external asset-looking address', `https://evil.example${ASSET}`],
    ['an upload picture with another query', `${PIC}?d=2026112601`],
    ['an upload picture with version 0', `${PIC}?v=0`],
    ['an upload picture id too short', '/api/upload/pics/abc'],
    ['an upload preview (not a picture address)', `/api/upload/preview/kr/${'0f'.repeat(16)}`],
    ['a thumbnail with an unknown language', `${THUMB}_fr`],
    ['a thumbnail climbing out', `/api/upload/thumbnail/../../account/${'a'.repeat(24)}`],
    ['an upload signed object address', '/api/upload/object?key=private/x&expires=1&signature=s'],
  ])('refuses %s', (_name, value) => {
    expect(isAllowedMediaUrl(value)).toBe(false)
  })

  it('accepts only what the allow-list matches, for any string', () => {
    const near = fc.oneof(
      fc.string(),
      fc
        .tuple(
          fc.constantFrom(
            'data:image/png;base64,',
            'data:image/svg+xml;base64,',
            'data:text/html,',
            '/api/story-chat/asset/',
            '/api/upload/pics/',
            '/api/upload/thumbnail/',
            '/api/live/thumbnail/',
            'https://',
            '//',
            'javascript:',
          ),
          fc.string({ unit: fc.constantFrom(...'aAf09+/=.:%\\ \n?v_ko'.split('')) }),
        )
        .map(([head, tail]) => head + tail),
    )
    fc.assert(
      fc.property(near, (value) => {
        const allowed = ALLOWED.some((pattern) => pattern.test(value))
        expect(isAllowedMediaUrl(value)).toBe(allowed)
      }),
      { numRuns: 1000 },
    )
  })

  it('accepts every well-formed inline image of an allowed type', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('png', 'jpeg', 'webp', 'gif'),
        fc.uint8Array({ minLength: 1, maxLength: 64 }),
        (type, bytes) => {
          const base64 = btoa(String.fromCharCode(...bytes))
          expect(isAllowedMediaUrl(`data:image/${type};base64,${base64}`)).toBe(true)
        },
      ),
    )
  })

  it("reads an inline image's declared type and payload", () => {
    expect(parseImageDataUrl(PNG)).toEqual({ type: 'image/png', base64: 'iVBORw0KGgo=' })
    expect(parseImageDataUrl('data:text/html;base64,AAAA')).toBeNull()
  })
})

describe('canvasMediaProblems', () => {
  it("names each refused image address by its path and node; '' waits for the upload", () => {
    const canvas = canvasSchema.parse({
      nodes: [
        { id: 'note', type: 'note', data: { text: 'https://evil.example/x.png' } },
        { id: 'empty', type: 'image', data: { url: '' } },
        { id: 'good', type: 'image', data: { url: ASSET } },
        { id: 'uploaded', type: 'image', data: { url: PIC } },
        { id: 'bad', type: 'image', data: { url: 'data:text/html,<script>' } },
      ],
    })
    expect(canvasMediaProblems(canvas)).toEqual([
      {
        path: 'nodes[4].data.url',
        nodeId: 'bad',
        field: 'url',
        key: 'IMAGE_URL_NOT_ALLOWED',
        message: expect.stringMatching(/^Use an uploaded image/),
      },
    ])
  })
})

describe('isAllowedCreatorLink', () => {
  it('takes absolute https links only', () => {
    expect(isAllowedCreatorLink('https://example.com/me')).toBe(true)
    for (const value of [
      'http://example.com',
      'javascript:alert(1)',
      '//example.com',
      'HTTPS://example.com',
      ' https://example.com',
      'https://user@example.com',
      'https://',
      'data:text/html,x',
    ]) {
      expect(isAllowedCreatorLink(value)).toBe(false)
    }
  })
})
