/**
 * The object store, one port for both adapters: the embedded store (files under the data
 * directory, addresses signed by the server) and an S3-compatible store. Keys are the
 * store's own (`public/…`, `private/…`); the service decides them.
 */
import type { Readable } from 'node:stream'

export interface ObjectHead {
  size: number
  /** The S3 entity tag without quotes: MD5 hex of a single put, `md5-N` of a multipart one. */
  etag: string | null
}

export interface ObjectRead extends ObjectHead {
  body: Readable
  /** Bytes in `body`: the whole object, or the range asked for. */
  length: number
  /** Inclusive byte range served, when a range was asked for. */
  range: { start: number; end: number } | null
}

export interface StoredPart {
  partNumber: number
  etag: string
  size: number
}

export interface ObjectStore {
  readonly kind: 'embedded' | 's3'
  put(key: string, body: Readable, size?: number): Promise<ObjectHead>
  /** `range.end` inclusive; a range past the end is cut to the object. Null if absent. */
  get(key: string, range?: { start: number; end?: number }): Promise<ObjectRead | null>
  head(key: string): Promise<ObjectHead | null>
  delete(key: string): Promise<void>
  list(prefix: string): Promise<{ key: string; size: number }[]>
  /** Server-side copy (a move between public and private is copy + delete). */
  copy(from: string, to: string): Promise<void>
  createMultipart(key: string, contentType: string): Promise<string>
  /** An address the client PUTs one part's bytes to, valid for `expiresInSeconds`. */
  presignPart(
    key: string,
    uploadId: string,
    partNumber: number,
    expiresInSeconds: number,
  ): Promise<string>
  /** The parts the store holds, or null when it cannot tell (some S3 servers). */
  listParts(key: string, uploadId: string): Promise<StoredPart[] | null>
  /** Joins the parts in the order given into the object; its head. */
  completeMultipart(
    key: string,
    uploadId: string,
    parts: { partNumber: number; etag: string }[],
  ): Promise<ObjectHead>
  abortMultipart(key: string, uploadId: string): Promise<void>
  /** A short-lived address that reads the object (GET, with Range). */
  presignGet(key: string, expiresInSeconds: number): Promise<string>
}

/** S3's ETag for a multipart object: MD5 of the parts' binary MD5s, then `-N`. */
export function multipartEtag(partEtags: string[], md5: (bytes: Buffer) => string): string {
  return `${md5(Buffer.concat(partEtags.map((etag) => Buffer.from(etag, 'hex'))))}-${partEtags.length}`
}

export const unquote = (etag: string | undefined | null) =>
  etag ? etag.replace(/^W\//, '').replace(/^"|"$/g, '') : null
