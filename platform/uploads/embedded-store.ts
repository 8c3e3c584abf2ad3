/**
 * The embedded object store under `<dataDir>/objects`: an object put whole is one file
 * (`data/<key>`); a multipart upload is a folder of part files (`multipart/<uploadId>/
 * <n>-<md5>`) which the join does not copy: the folder becomes the object's
 * (`joined/<uploadId>`) and its manifest (`meta/<key>.json`) lists the parts in order, so a
 * 1 GB upload is written to disk once. The addresses it hands out point at this server's
 * own routes, signed with the server's secret. Every byte is streamed.
 */
import { createHash, randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { Clock } from '../http'
import { threadMd5 } from './hash-thread'
import {
  multipartEtag,
  type ObjectHead,
  type ObjectRead,
  type ObjectStore,
  type StoredPart,
} from './object-store'
import type { Signer } from './signer'

export const EMBEDDED_PART_PATH = '/api/upload/part'
export const EMBEDDED_OBJECT_PATH = '/api/upload/object'

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex')
const UPLOAD_ID = /^[0-9a-f]{32}$/

/** An object's manifest: its size and tag, and for a joined upload its parts in order. */
interface Manifest extends ObjectHead {
  joined?: string
  parts?: { name: string; size: number }[]
}

export class ObjectTooLarge extends Error {}
export class DigestMismatch extends Error {}

export interface EmbeddedStore extends ObjectStore {
  readonly kind: 'embedded'
  /** Stores one part from a request body; its MD5 hex is the part's entity tag. */
  receivePart(
    key: string,
    uploadId: string,
    partNumber: number,
    body: Readable,
    options: { maxBytes: number; contentMd5?: string },
  ): Promise<StoredPart | null>
}

export function createEmbeddedStore(options: {
  root: string
  signer: Signer
  clock: Clock
}): EmbeddedStore {
  const { root, signer, clock } = options
  const objectPath = (key: string) => join(root, 'data', key)
  const metaPath = (key: string) => join(root, 'meta', `${key}.json`)
  const uploadDir = (uploadId: string) => join(root, 'multipart', uploadId)
  const joinedDir = (uploadId: string) => join(root, 'joined', uploadId)
  const tmpPath = () => join(root, 'tmp', randomBytes(12).toString('hex'))
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000)

  /** Written to a temporary name and renamed: a reader sees the old manifest or the new. */
  async function writeMeta(key: string, meta: Manifest) {
    await mkdir(dirname(metaPath(key)), { recursive: true })
    const temporary = tmpPath()
    await mkdir(dirname(temporary), { recursive: true })
    await writeFile(temporary, JSON.stringify(meta))
    await rename(temporary, metaPath(key))
  }

  async function readMeta(key: string): Promise<Manifest | null> {
    try {
      return JSON.parse(await readFile(metaPath(key), 'utf8')) as Manifest
    } catch {
      return null
    }
  }

  async function head(key: string): Promise<ObjectHead | null> {
    const meta = await readMeta(key)
    if (!meta) return null
    if (!meta.joined) {
      try {
        await stat(objectPath(key))
      } catch {
        return null
      }
    }
    return { size: meta.size, etag: meta.etag }
  }

  /** Drops what an earlier version of `key` left behind (its file or its joined parts). */
  async function dropOld(key: string, previous: Manifest | null, keep: string | null) {
    if (previous?.joined && previous.joined !== keep) {
      await rm(joinedDir(previous.joined), { recursive: true, force: true })
    }
    if (keep) await rm(objectPath(key), { force: true })
  }

  /** The bytes `start`…`end` (inclusive) of a joined object, part after part. */
  async function* joinedBytes(meta: Manifest, start: number, end: number) {
    let offset = 0
    for (const part of meta.parts ?? []) {
      const partEnd = offset + part.size - 1
      if (partEnd >= start && offset <= end && part.size > 0) {
        yield* createReadStream(join(joinedDir(meta.joined as string), part.name), {
          start: Math.max(0, start - offset),
          end: Math.min(part.size - 1, end - offset),
          highWaterMark: 1024 * 1024,
        })
      }
      offset += part.size
      if (offset > end) break
    }
  }

  /**
   * Streams `body` into a temporary file, counting as it goes; its MD5 is computed on a
   * hashing thread (./hash-thread.ts), which holds the stream back when it falls behind.
   */
  async function receive(body: Readable, maxBytes: number) {
    const hash = threadMd5()
    let size = 0
    const path = tmpPath()
    await mkdir(dirname(path), { recursive: true })
    const counter = new Transform({
      // Up to 1 MB in hand, as the file stream holds, rather than the default 16 KB (a
      // quarter of one socket chunk).
      highWaterMark: 1024 * 1024,
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length
        if (size > maxBytes) return done(new ObjectTooLarge(`more than ${maxBytes} bytes`))
        const held = hash.update(chunk)
        if (!held) return done(null, chunk)
        held.then(() => done(null, chunk), done)
      },
    })
    try {
      await pipeline(body, counter, createWriteStream(path, { highWaterMark: 1024 * 1024 }))
      return { path, size, etag: await hash.digest() }
    } catch (error) {
      hash.drop()
      await rm(path, { force: true })
      throw error
    }
  }

  async function uploadKey(uploadId: string): Promise<string | null> {
    if (!UPLOAD_ID.test(uploadId)) return null
    try {
      return await readFile(join(uploadDir(uploadId), 'key'), 'utf8')
    } catch {
      return null
    }
  }

  async function listParts(key: string, uploadId: string): Promise<StoredPart[] | null> {
    if ((await uploadKey(uploadId)) !== key) return []
    const names = await readdir(uploadDir(uploadId))
    const parts: StoredPart[] = []
    for (const name of names) {
      const match = /^(\d+)-([0-9a-f]{32})$/.exec(name)
      if (!match) continue
      const info = await stat(join(uploadDir(uploadId), name))
      parts.push({ partNumber: Number(match[1]), etag: match[2] as string, size: info.size })
    }
    return parts.sort((a, b) => a.partNumber - b.partNumber)
  }

  const store: EmbeddedStore = {
    kind: 'embedded',

    async put(key, body) {
      const received = await receive(body, Number.MAX_SAFE_INTEGER)
      const previous = await readMeta(key)
      await mkdir(dirname(objectPath(key)), { recursive: true })
      await rename(received.path, objectPath(key))
      const result = { size: received.size, etag: received.etag }
      await writeMeta(key, result)
      await dropOld(key, previous, null)
      return result
    },

    async get(key, range): Promise<ObjectRead | null> {
      const meta = await readMeta(key)
      const found = await head(key)
      if (!meta || !found) return null
      const ranged = range !== undefined && found.size > 0
      const start = ranged ? range.start : 0
      const end = ranged ? Math.min(range.end ?? found.size - 1, found.size - 1) : found.size - 1
      const body = meta.joined
        ? Readable.from(joinedBytes(meta, start, end), { objectMode: false })
        : found.size === 0
          ? Readable.from([])
          : createReadStream(objectPath(key), { start, end, highWaterMark: 1024 * 1024 })
      return {
        ...found,
        body,
        length: Math.max(0, end - start + 1),
        range: ranged ? { start, end } : null,
      }
    },

    head,

    async delete(key) {
      const meta = await readMeta(key)
      await rm(metaPath(key), { force: true })
      await rm(objectPath(key), { force: true })
      if (meta?.joined) await rm(joinedDir(meta.joined), { recursive: true, force: true })
    },

    async list(prefix) {
      const base = join(root, 'meta')
      const found: { key: string; size: number }[] = []
      async function walk(dir: string, relative: string) {
        let entries: import('node:fs').Dirent[]
        try {
          entries = await readdir(dir, { withFileTypes: true })
        } catch {
          return
        }
        for (const entry of entries) {
          const key = relative ? `${relative}/${entry.name}` : entry.name
          if (entry.isDirectory()) {
            if (prefix.startsWith(`${key}/`) || key.startsWith(prefix))
              await walk(join(dir, entry.name), key)
          } else if (key.endsWith('.json') && key.startsWith(prefix)) {
            const objectKey = key.slice(0, -'.json'.length)
            const meta = await readMeta(objectKey)
            if (meta) found.push({ key: objectKey, size: meta.size })
          }
        }
      }
      await walk(base, '')
      return found.sort((a, b) => a.key.localeCompare(b.key))
    },

    async copy(from, to) {
      const source = await store.get(from)
      if (!source) throw new Error(`no object ${from}`)
      await store.put(to, source.body)
      await writeMeta(to, { size: source.size, etag: source.etag })
    },

    async createMultipart(key) {
      const uploadId = randomBytes(16).toString('hex')
      await mkdir(uploadDir(uploadId), { recursive: true })
      await writeFile(join(uploadDir(uploadId), 'key'), key)
      return uploadId
    },

    async presignPart(key, uploadId, partNumber, expiresInSeconds) {
      const expires = nowSeconds() + expiresInSeconds
      const signature = signer.sign({ method: 'PUT', key, uploadId, partNumber, expires })
      const query = new URLSearchParams({
        key,
        uploadId,
        partNumber: String(partNumber),
        expires: String(expires),
        signature,
      })
      return `${EMBEDDED_PART_PATH}?${query}`
    },

    async presignGet(key, expiresInSeconds) {
      const expires = nowSeconds() + expiresInSeconds
      const signature = signer.sign({ method: 'GET', key, expires })
      return `${EMBEDDED_OBJECT_PATH}?${new URLSearchParams({ key, expires: String(expires), signature })}`
    },

    async receivePart(key, uploadId, partNumber, body, { maxBytes, contentMd5 }) {
      if ((await uploadKey(uploadId)) !== key) {
        body.resume()
        return null
      }
      const received = await receive(body, maxBytes)
      if (contentMd5 && Buffer.from(contentMd5, 'base64').toString('hex') !== received.etag) {
        await rm(received.path, { force: true })
        throw new DigestMismatch('Content-MD5 differs from the bytes received')
      }
      const dir = uploadDir(uploadId)
      const name = `${partNumber}-${received.etag}`
      // The same part sent again replaces the earlier one: the newest bytes are the part.
      await rename(received.path, join(dir, name))
      for (const other of await readdir(dir)) {
        if (other.startsWith(`${partNumber}-`) && other !== name) {
          await unlink(join(dir, other)).catch(() => {})
        }
      }
      return { partNumber, etag: received.etag, size: received.size }
    },

    listParts,

    async completeMultipart(key, uploadId, parts) {
      const held = await listParts(key, uploadId)
      const byNumber = new Map((held ?? []).map((part) => [part.partNumber, part]))
      for (const part of parts) {
        if (byNumber.get(part.partNumber)?.etag !== part.etag) {
          throw new Error(`part ${part.partNumber} is missing or differs`)
        }
      }
      // The part files become the object as they are: one rename, no copy.
      const dir = uploadDir(uploadId)
      const partNames = new Set(parts.map((part) => `${part.partNumber}-${part.etag}`))
      for (const name of await readdir(dir)) {
        if (name !== 'key' && !partNames.has(name)) await rm(join(dir, name), { force: true })
      }
      await mkdir(join(root, 'joined'), { recursive: true })
      await rename(dir, joinedDir(uploadId))
      const manifest: Manifest = {
        size: parts.reduce((sum, part) => sum + (byNumber.get(part.partNumber)?.size ?? 0), 0),
        etag: multipartEtag(
          parts.map((part) => part.etag),
          md5,
        ),
        joined: uploadId,
        parts: parts.map((part) => ({
          name: `${part.partNumber}-${part.etag}`,
          size: byNumber.get(part.partNumber)?.size ?? 0,
        })),
      }
      const previous = await readMeta(key)
      await writeMeta(key, manifest)
      await dropOld(key, previous, uploadId)
      const result = { size: manifest.size, etag: manifest.etag }
      return result
    },

    async abortMultipart(_key, uploadId) {
      if (UPLOAD_ID.test(uploadId)) await rm(uploadDir(uploadId), { recursive: true, force: true })
    },
  }
  return store
}
