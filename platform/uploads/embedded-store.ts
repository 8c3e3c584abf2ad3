/**
 * The embedded object store: objects are files under `<dataDir>/objects`, a multipart
 * upload is a folder of part files (`.multipart/<uploadId>/<n>-<md5>`), and the addresses
 * it hands out point at this server's own routes, signed with the server's secret.
 * Every byte is streamed: nothing holds a whole part or object in memory.
 */
import { createHash, randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { type Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { Clock } from '../http'
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
  const tmpPath = () => join(root, 'tmp', randomBytes(12).toString('hex'))
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000)

  async function writeMeta(key: string, head: ObjectHead) {
    await mkdir(dirname(metaPath(key)), { recursive: true })
    await writeFile(metaPath(key), JSON.stringify(head))
  }

  async function head(key: string): Promise<ObjectHead | null> {
    try {
      const info = await stat(objectPath(key))
      let etag: string | null = null
      try {
        etag = (JSON.parse(await readFile(metaPath(key), 'utf8')) as ObjectHead).etag
      } catch {}
      return { size: info.size, etag }
    } catch {
      return null
    }
  }

  /** Streams `body` into a temporary file, hashing and counting as it goes. */
  async function receive(body: Readable, maxBytes: number) {
    const hash = createHash('md5')
    let size = 0
    const path = tmpPath()
    await mkdir(dirname(path), { recursive: true })
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length
        if (size > maxBytes) return done(new ObjectTooLarge(`more than ${maxBytes} bytes`))
        hash.update(chunk)
        done(null, chunk)
      },
    })
    try {
      await pipeline(body, counter, createWriteStream(path, { highWaterMark: 1024 * 1024 }))
    } catch (error) {
      await rm(path, { force: true })
      throw error
    }
    return { path, size, etag: hash.digest('hex') }
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
      await mkdir(dirname(objectPath(key)), { recursive: true })
      await rename(received.path, objectPath(key))
      const result = { size: received.size, etag: received.etag }
      await writeMeta(key, result)
      return result
    },

    async get(key, range): Promise<ObjectRead | null> {
      const found = await head(key)
      if (!found) return null
      if (!range || found.size === 0) {
        return {
          ...found,
          body: createReadStream(objectPath(key)),
          length: found.size,
          range: null,
        }
      }
      const end = Math.min(range.end ?? found.size - 1, found.size - 1)
      const body = createReadStream(objectPath(key), { start: range.start, end })
      return { ...found, body, length: end - range.start + 1, range: { start: range.start, end } }
    },

    head,

    async delete(key) {
      await rm(objectPath(key), { force: true })
      await rm(metaPath(key), { force: true })
    },

    async list(prefix) {
      const base = join(root, 'data')
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
          } else if (key.startsWith(prefix)) {
            found.push({ key, size: (await stat(join(dir, entry.name))).size })
          }
        }
      }
      await walk(base, '')
      return found.sort((a, b) => a.key.localeCompare(b.key))
    },

    async copy(from, to) {
      const source = createReadStream(objectPath(from))
      const result = await store.put(to, source)
      await writeMeta(to, { size: result.size, etag: (await head(from))?.etag ?? result.etag })
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
      const target = tmpPath()
      await mkdir(dirname(target), { recursive: true })
      const dir = uploadDir(uploadId)
      if (parts.length === 1) {
        const only = parts[0] as { partNumber: number; etag: string }
        await rename(join(dir, `${only.partNumber}-${only.etag}`), target)
      } else {
        const out = createWriteStream(target, { highWaterMark: 1024 * 1024 })
        try {
          for (const part of parts) {
            await pipeline(
              createReadStream(join(dir, `${part.partNumber}-${part.etag}`), {
                highWaterMark: 1024 * 1024,
              }),
              out,
              { end: false },
            )
          }
          await new Promise<void>((resolve, reject) =>
            out.end((error?: Error | null) => (error ? reject(error) : resolve())),
          )
        } catch (error) {
          out.destroy()
          await rm(target, { force: true })
          throw error
        }
      }
      await mkdir(dirname(objectPath(key)), { recursive: true })
      await rename(target, objectPath(key))
      const result = {
        size: (await stat(objectPath(key))).size,
        etag: multipartEtag(
          parts.map((part) => part.etag),
          md5,
        ),
      }
      await writeMeta(key, result)
      await rm(dir, { recursive: true, force: true })
      return result
    },

    async abortMultipart(_key, uploadId) {
      if (UPLOAD_ID.test(uploadId)) await rm(uploadDir(uploadId), { recursive: true, force: true })
    },
  }
  return store
}
