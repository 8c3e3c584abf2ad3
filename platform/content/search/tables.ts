/** Tables of the content area's search capability (see migrations.ts beside it). */

/** A content an admin pinned to the discovery shelf of one language, in `position` order. */
export interface ContentDiscoveryTable {
  language: 'en' | 'ko' | 'jp' | 'es'
  content_oid: string
  position: number
  pinned_by: string
  created_at: Date
}

export type SearchTables = {
  content_discovery: ContentDiscoveryTable
}
