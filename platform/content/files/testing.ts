/** Test helpers for file contents: files written straight into their table, an in-memory store. */
import { Readable } from 'node:stream'
import type { Kysely } from 'kysely'
import { type DB, newObjectId } from '../../db'
import type { ContentMediaPort } from '../catalog/media'
import type { FileContentKind } from './contract'

export interface FileSeed {
  creatorOid: string
  price?: number
  tiers?: string[]
  title?: string
  kind?: FileContentKind
  storeKey?: string
  pinnedAt?: Date | null
}

export async function insertFileContent(db: Kysely<DB>, seed: FileSeed): Promise<string> {
  const oid = newObjectId()
  const now = new Date('2026-03-01T00:00:00Z')
  await db
    .insertInto('content_files')
    .values({
      oid,
      creator_oid: seed.creatorOid,
      title: seed.title ?? `File ${oid.slice(-4)}`,
      description: '',
      store_key: seed.storeKey ?? `private/${seed.creatorOid}/files/${oid}.zip`,
      file_name: `${seed.title ?? 'file'}.${seed.kind ?? 'zip'}`,
      kind: seed.kind ?? 'zip',
      byte_size: 3,
      price: seed.price ?? 0,
      tiers: JSON.stringify(seed.tiers ?? []),
      pinned_at: seed.pinnedAt ?? null,
      deleted_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute()
  return oid
}

/** The object store as a map of keys to bytes, read as the uploads area's store answers. */
export function memoryMedia(
  objects: Map<string, Buffer>,
  secret = 'test-secret',
): ContentMediaPort {
  return {
    secret,
    keyOf: (address) => address,
    read: async (key, range) => {
      const bytes = objects.get(key)
      if (!bytes) return null
      const start = range?.start ?? 0
      const end = Math.min(range?.end ?? bytes.length - 1, bytes.length - 1)
      const part = bytes.subarray(start, end + 1)
      return {
        body: Readable.from([part]),
        size: bytes.length,
        length: part.length,
        etag: null,
        range: range ? { start, end } : null,
      }
    },
  }
}
