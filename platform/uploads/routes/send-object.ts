/** Streams a stored object over HTTP: validators, byte ranges, and images only as images. */
import { Readable } from 'node:stream'
import type { Context } from 'hono'
import { sniffImageType } from '../../assets'
import { type AppEnv, notFound } from '../../http'
import type { ObjectRead } from '../object-store'
import { UPLOAD_TEXTS } from '../rules'

const RANGE = /^bytes=(\d*)-(\d*)$/

/** `Range: bytes=a-b` as asked: a first byte, a last byte or a suffix length (`bytes=-n`). */
export interface RangeRequest {
  first: string
  last: string
}

/** The range a header asks for, or null when it asks for none we serve (the whole object is sent). */
export function parseRange(header: string | undefined): RangeRequest | null {
  const match = header ? RANGE.exec(header) : null
  if (!match || !(match[1] || match[2])) return null
  return { first: match[1] ?? '', last: match[2] ?? '' }
}

/** The bytes a range takes of an object of `size` bytes, or `unsatisfiable` past its end. */
export function resolveRange(
  range: RangeRequest,
  size: number,
): { start: number; end: number } | 'unsatisfiable' {
  const start = range.first ? Number(range.first) : Math.max(0, size - Number(range.last))
  const end = range.first && range.last ? Math.min(Number(range.last), size - 1) : size - 1
  if (start >= size || start > end) return 'unsatisfiable'
  return { start, end }
}

/** Whether an `If-None-Match` header names the entity tag (weak or strong). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  return !!ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

export interface SendOptions {
  contentType: string
  cacheControl: string
  etag: string | null
  imageOnly: boolean
  disposition: 'attachment' | null
}

/**
 * Streams an object with its validators and, for `Range: bytes=a-b`, a 206. Images are
 * served only as the picture type their bytes have (PNG, JPEG, WebP, GIF), never as the
 * type stored, and never sniffed by the browser.
 */
export async function sendObject(
  c: Context<AppEnv>,
  open: (range?: { start: number; end?: number }) => Promise<ObjectRead | null>,
  options: SendOptions,
) {
  const etag = options.etag ? `"${options.etag}"` : null
  const headers: Record<string, string> = {
    'Cache-Control': options.cacheControl,
    'X-Content-Type-Options': 'nosniff',
    'Accept-Ranges': 'bytes',
    ...(etag ? { ETag: etag } : {}),
    ...(options.disposition ? { 'Content-Disposition': options.disposition } : {}),
  }
  if (etag && matchesEtag(c.req.header('if-none-match'), etag)) {
    return c.body(null, 304, headers)
  }
  let contentType = options.contentType
  if (options.imageOnly) {
    const first = await open({ start: 0, end: 31 })
    const bytes = first ? await firstBytes(first) : new Uint8Array()
    const sniffed = sniffImageType(bytes)
    if (!sniffed) throw notFound(UPLOAD_TEXTS.imageNotFound, 'IMAGE_NOT_FOUND')
    contentType = sniffed
  }
  const asked = parseRange(c.req.header('range'))
  if (asked) {
    const whole = await open({ start: 0, end: 0 })
    if (!whole) throw notFound(UPLOAD_TEXTS.imageNotFound, 'IMAGE_NOT_FOUND')
    whole.body.destroy()
    const size = whole.size
    const range = resolveRange(asked, size)
    if (range === 'unsatisfiable') {
      return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${size}` })
    }
    const read = await open(range)
    if (!read) throw notFound(UPLOAD_TEXTS.imageNotFound, 'IMAGE_NOT_FOUND')
    headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`
    headers['Content-Length'] = String(range.end - range.start + 1)
    headers['Content-Type'] = contentType
    return c.body(Readable.toWeb(read.body) as ReadableStream, 206, headers)
  }
  const read = await open()
  if (!read) throw notFound(UPLOAD_TEXTS.imageNotFound, 'IMAGE_NOT_FOUND')
  headers['Content-Length'] = String(read.length)
  headers['Content-Type'] = contentType
  return c.body(Readable.toWeb(read.body) as ReadableStream, 200, headers)
}

async function firstBytes(read: ObjectRead): Promise<Uint8Array> {
  const chunks: Buffer[] = []
  for await (const chunk of read.body) chunks.push(chunk as Buffer)
  return new Uint8Array(Buffer.concat(chunks))
}
