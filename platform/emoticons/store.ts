/** The emoticon rows: reads and the whole-list save of a creator's groups. */
import type { Kysely } from 'kysely'
import type { DB } from '../db'
import type { Emoticon, EmoticonGroupType, EmoticonType } from './contract'
import type { EmoticonsTables, GroupEmoticonRef } from './tables'

export const emoticonUrl = (key: string) => `/api/emoticon/image/${key}`

export interface StoredGroup {
  oid: string
  creatorOid: string
  position: number
  name: string
  type: EmoticonGroupType
  tierHash: string | null
  useLevel: number
  emoticons: GroupEmoticonRef[]
}

type EmoticonRow = {
  oid: string
  name: string
  key: string
  s3_key: string
  type: EmoticonType
  size: number
  width: number
  height: number
  uploaded: boolean
}

export function toEmoticon(row: EmoticonRow, size?: number): Emoticon {
  return {
    _id: row.oid,
    name: row.name,
    key: row.key,
    s3Key: row.s3_key,
    type: row.type,
    size: size ?? row.size,
    width: row.width,
    height: row.height,
    uploaded: row.uploaded,
    url: emoticonUrl(row.key),
  }
}

const EMOTICON_COLUMNS = [
  'oid',
  'name',
  'key',
  's3_key',
  'type',
  'size',
  'width',
  'height',
  'uploaded',
] as const

export function createEmoticonStore(db: Kysely<DB>) {
  const tables = db.withTables<EmoticonsTables>()

  return {
    tables,

    async groupsOf(creatorOids: readonly string[], onlyFree = false): Promise<StoredGroup[]> {
      if (creatorOids.length === 0) return []
      let query = tables
        .selectFrom('emoticon_groups')
        .selectAll()
        .where('creator_oid', 'in', creatorOids)
      if (onlyFree) query = query.where('type', '=', 'free')
      const rows = await query.orderBy('creator_oid').orderBy('position').execute()
      return rows.map((row) => ({
        oid: row.oid,
        creatorOid: row.creator_oid,
        position: row.position,
        name: row.name,
        type: row.type,
        tierHash: row.tier_hash,
        useLevel: row.use_level,
        emoticons: row.emoticons,
      }))
    },

    /** Live (not deleted) emoticons by id. */
    async emoticonsById(
      oids: readonly string[],
    ): Promise<Map<string, EmoticonRow & { creator_oid: string }>> {
      if (oids.length === 0) return new Map()
      const rows = await tables
        .selectFrom('emoticons')
        .select([...EMOTICON_COLUMNS, 'creator_oid'])
        .where('oid', 'in', [...new Set(oids)])
        .where('deleted_at', 'is', null)
        .execute()
      return new Map(rows.map((row) => [row.oid, row]))
    },

    async library(creatorOid: string) {
      return tables
        .selectFrom('emoticons')
        .select(EMOTICON_COLUMNS)
        .where('creator_oid', '=', creatorOid)
        .where('deleted_at', 'is', null)
        .orderBy('oid')
        .execute()
    },

    async byKey(key: string) {
      return tables
        .selectFrom('emoticons')
        .select(['s3_key', 'type'])
        .where('key', '=', key)
        .executeTakeFirst()
    },
  }
}

export type EmoticonStore = ReturnType<typeof createEmoticonStore>
