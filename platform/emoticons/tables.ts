/** Tables owned by the emoticons area (see migrations.ts). */
import type { ColumnType, Generated, JSONColumnType } from 'kysely'
import type { EmoticonGroupType, EmoticonType } from './contract'

export type EmoticonsTable = {
  oid: string
  creator_oid: string
  name: string
  key: string
  s3_key: string
  type: EmoticonType
  size: Generated<number>
  width: number
  height: number
  byte_size: number
  sha256: string
  uploaded: Generated<boolean>
  created_at: ColumnType<Date, Date | string | undefined, never>
  deleted_at: ColumnType<Date | null, Date | null | undefined, Date | null>
}

/** One emoticon in a group: its id and, when the creator changed it, its display size. */
export interface GroupEmoticonRef {
  oid: string
  size?: number
}

export type EmoticonGroupsTable = {
  oid: string
  creator_oid: string
  position: number
  name: Generated<string>
  type: EmoticonGroupType
  tier_hash: string | null
  use_level: Generated<number>
  emoticons: JSONColumnType<GroupEmoticonRef[], string, string>
  created_at: ColumnType<Date, Date | string | undefined, never>
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
}

// A type alias, not an interface: Kysely's withTables wants an indexable record.
export type EmoticonsTables = {
  emoticons: EmoticonsTable
  emoticon_groups: EmoticonGroupsTable
}
