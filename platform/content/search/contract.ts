/**
 * What the content search calls answer, as the server sends them and the front ends read
 * them, and the search routes of the front ends' route map. Types only: the front ends
 * import this file (as types) through web/.
 */
import type { ContentCategory } from '../catalog/tables'
import type { ChatCountMode, SearchSort } from './filter'

/** A search hit, in the content's field names of document 1. */
export interface ContentHit {
  contentOid: string
  creatorOid: string
  contentType: string
  category: string
  media: string
  title: string
  multiLangTitle: Record<string, string>
  description: string
  hashtags: string[]
  language: string
  thumbnail: string
  isAdultContent: boolean
  price: number
  isPaidContent: boolean
  views: number
  likes: number
  playCount: number
  chatCount: number
  length: number
  publishedAt: string | null
  createdAt: string
}

/** A creator as the search page shows them. */
export interface SearchCreator {
  oid: string
  nickname: string
  customUrl: string | null
  profileImage: string | null
}

/** GET /content/search: one page of hits. */
export interface SearchPage {
  contents: ContentHit[]
  page: number
  limit: number
  hasMore: boolean
}

/** GET /content/main-search: a keyword's creators, tags and hits (or a category's newest). */
export interface MainSearchAnswer {
  keyword: string | null
  creators: SearchCreator[]
  tags: { tag: string; count: number }[]
  contents: ContentHit[]
}

/** A yes-or-no query field, as the query string carries it. */
type QueryFlag = 'true' | 'false'

/**
 * The query of GET /content/search: the spec's fields (`keywords`, `creatorTags`,
 * `contentTypes`, `adult`, `options`, `extraCreatorTag`) and the search page's flat fields.
 * Lists are joined by commas.
 */
export interface SearchQuery {
  keywords?: string
  creatorTags?: string
  contentTypes?: string
  adult?: QueryFlag
  options?: string
  extraCreatorTag?: string
  positiveTags?: string
  negativeTags?: string
  dateStart?: string
  dateEnd?: string
  priceMin?: number
  priceMax?: number
  chatCountMin?: number
  chatCountMax?: number
  chatCountMode?: ChatCountMode
  creatorLangs?: string
  creators?: string
  langs?: string
  creatorSearch?: QueryFlag
  tagSearch?: QueryFlag
  sort?: SearchSort
  page?: number
  limit?: number
}

/** The search routes the front ends call; paths relative to `/api`. */
export interface SearchRoutes {
  'GET /content/search': { request: SearchQuery; response: SearchPage }
  'GET /content/main-search': {
    request: {
      keywords?: string
      category?: ContentCategory
      /** Languages joined by commas. */
      langs?: string
      adult?: QueryFlag
      limit?: number
    }
    response: MainSearchAnswer
  }
}
