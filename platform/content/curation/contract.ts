/**
 * Curated pages (the admin's `page-curation`): named pages per country whose sections hold
 * ordered contents, edited as a draft and published for the player's home to read. Wire
 * types and the route map only; the front ends import this file as types.
 */
import type { ContentHit } from '../search/contract'

/** The languages a section's title is written in. */
export type CurationLanguage = 'en' | 'ko' | 'jp' | 'es'

/** One section of a curated page: its title per language and its contents in order. */
export interface CuratedSection {
  sectionOid: string
  titles: Record<CurationLanguage, string>
  contentOids: string[]
}

/** A curated page as the admin's list shows it. */
export interface CuratedPageSummary {
  pageOid: string
  pageUrl: string
  /** An ISO country code in capitals, or `ALL` for every country without its own page. */
  country: string
  title: string
  sectionCount: number
  /** The draft differs from what is published (or nothing is published yet). */
  unpublishedChanges: boolean
  publishedAt: string | null
  updatedAt: string
  updatedBy: string
}

/** A content named in a curated page, as the editor labels it. */
export interface CuratedContentLabel {
  contentOid: string
  title: string
  thumbnail: string
  /** Players see it (published, public, not deleted nor hidden). */
  visible: boolean
}

/** A curated page in full, for the editor. */
export interface CuratedPageDetail extends CuratedPageSummary {
  draft: CuratedSection[]
  published: CuratedSection[] | null
  contents: CuratedContentLabel[]
}

/** A published section as the player reads it: its title in the reader's language and its contents. */
export interface CurationSectionView {
  sectionOid: string
  title: string
  contents: ContentHit[]
}

/** A published curated page as the player reads it. */
export interface CurationPageView {
  pageOid: string
  pageUrl: string
  country: string
  publishedAt: string
  sections: CurationSectionView[]
}

/** What saving a page's draft takes. */
export interface CuratedPageInput {
  pageOid?: string
  pageUrl: string
  country: string
  title: string
  sections: {
    sectionOid?: string
    titles: Record<CurationLanguage, string>
    contentOids: string[]
  }[]
}

export interface CurationRoutes {
  'GET /content/curated-pages': {
    request: { q?: string; before?: string }
    response: { pages: CuratedPageSummary[]; next: string | null }
  }
  'GET /content/admin/curated-page': {
    request: { pageOid: string }
    response: { page: CuratedPageDetail }
  }
  'POST /content/admin/curated-page': {
    request: CuratedPageInput
    response: { page: CuratedPageDetail }
  }
  'POST /content/admin/curated-page/publish': {
    request: { pageOid: string }
    response: { page: CuratedPageDetail }
  }
  'DELETE /content/admin/curated-page': {
    request: { pageOid: string }
    response: { ok: true }
  }
  'GET /content/curation': {
    request: {
      pageUrl?: string
      country?: string
      language?: CurationLanguage
      adult?: 'true' | 'false'
    }
    response: { page: CurationPageView | null }
  }
  'GET /content/page2': {
    request: { pageOid?: string; pageUrl?: string; country?: string; language?: CurationLanguage }
    response: { page: CurationPageView }
  }
}

/** What a search category offers the player: hashtags, creators or content types. */
export type SearchComponentKind = 'tags' | 'creators' | 'contentTypes'

/** A search category's fields, as a draft or as published. */
export interface SearchComponentFields {
  kind: SearchComponentKind
  titles: Record<CurationLanguage, string>
  /** Hashtags (without '#'), creator ids or content types, in the order shown. */
  inputs: string[]
  hidden: boolean
}

/** One input as the admin's and the player's screens label it (a creator by nickname). */
export interface SearchInputLabel {
  value: string
  label: string
}

/** A search category as the admin's list and setting page show it. */
export interface SearchComponentSummary {
  componentOid: string
  /** Its place in the list, 1 first. */
  position: number
  draft: SearchComponentFields
  published: (SearchComponentFields & { position: number }) | null
  /** The draft (or its place) differs from what is published, or nothing is published yet. */
  unpublishedChanges: boolean
  labels: SearchInputLabel[]
  publishedAt: string | null
  updatedAt: string
  updatedBy: string
}

/** A published search category as the player's search screen reads it. */
export interface SearchInputsView {
  componentOid: string
  kind: SearchComponentKind
  title: string
  inputs: SearchInputLabel[]
}

/** What saving a search category's draft takes. */
export interface SearchComponentInput {
  componentOid?: string
  kind: SearchComponentKind
  titles: Record<CurationLanguage, string>
  inputs: string[]
  hidden: boolean
}

/** The search page's categories (admin `search-category`) and what the player reads of them. */
export interface SearchCategoryRoutes {
  'GET /content/admin/search-components': {
    request: { q?: string; after?: string }
    response: { components: SearchComponentSummary[]; next: string | null; total: number }
  }
  'GET /content/admin/search-component': {
    request: { componentOid: string }
    response: { component: SearchComponentSummary }
  }
  'POST /content/admin/search-component': {
    request: SearchComponentInput
    response: { component: SearchComponentSummary }
  }
  'POST /content/admin/search-component/move': {
    request: { componentOid: string; position: number }
    response: { component: SearchComponentSummary }
  }
  'POST /content/admin/search-components/publish': {
    request: Record<string, never>
    response: { published: number }
  }
  'DELETE /content/admin/search-component': {
    request: { componentOid: string }
    response: { ok: true }
  }
  'GET /content/curation/search-inputs': {
    request: { language?: CurationLanguage }
    response: { components: SearchInputsView[] }
  }
}
