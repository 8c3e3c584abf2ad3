/** Tables of the content area's curation capability (see migrations.ts beside it). */
import type { JSONColumnType } from 'kysely'
import type { CuratedSection, SearchComponentFields } from './contract'

export interface ContentCuratedPagesTable {
  oid: string
  url: string
  /** An ISO country code in capitals, or `ALL`. */
  country: string
  title: string
  draft: JSONColumnType<CuratedSection[], string, string>
  published: JSONColumnType<CuratedSection[] | null, string | null, string | null>
  published_at: Date | null
  updated_at: Date
  updated_by: string
  created_at: Date
}

/** The search page's categories: a draft each, and the copy players read once published. */
export interface ContentSearchComponentsTable {
  oid: string
  /** Its place in the draft list, 1 first, without gaps. */
  position: number
  draft: JSONColumnType<SearchComponentFields, string, string>
  published: JSONColumnType<
    (SearchComponentFields & { position: number }) | null,
    string | null,
    string | null
  >
  published_at: Date | null
  updated_at: Date
  updated_by: string
  created_at: Date
}

export type CurationTables = {
  content_curated_pages: ContentCuratedPagesTable
  content_search_components: ContentSearchComponentsTable
}
