import type {
  CanViewReason,
  ContentCategory,
  ContentMetadata,
  ContentStatus,
  ContentType,
  ContentView,
  ProjectedAnswer,
  ProjectedContent,
  ProjectedList,
  WatchHistory,
} from '../../platform/content/catalog/contract'
import type {
  CartView,
  ContentSummary,
  PurchasedItem,
} from '../../platform/content/purchases/contract'
import type {
  ContentHit,
  MainSearchAnswer,
  SearchQuery,
} from '../../platform/content/search/contract'
import type { ApiClient } from './client'
import { createTypedApi } from './typed-api'

export type {
  CanViewReason,
  ContentCategory,
  ContentMetadata,
  ContentStatus,
  ContentType,
  ContentView,
  ProjectedAnswer,
  ProjectedContent,
  ProjectedList,
}

/** One subtitle track a player can show: its language and a WebVTT address. */
export interface SubtitleTrack {
  language: string
  url: string
}

/**
 * A content item as the screens read it: the server's `ContentView` with what to play
 * picked out (`toContentItem`), and the fields lists from other calls may lack defaulted.
 */
export interface ContentItem {
  contentOid: string
  creatorOid: string
  creatorNickname: string | null
  contentType: ContentType
  category: ContentCategory
  media: 'audio' | 'video' | 'none'
  status: ContentStatus
  title: string
  multiLangTitle: Partial<Record<string, string>>
  description: string
  hashtags: string[]
  thumbnail: string
  adult: boolean
  price: number
  isPaidContent: boolean
  /** Tier hashes whose subscribers may view (empty: no tier gate). */
  viewableTiers: string[]
  soldOut: boolean
  views: number
  likes: number
  lengthSeconds: number
  publishedAt: string | null
  canView: boolean
  canViewReason: CanViewReason | null
  isMine: boolean
  /** Where to play, once encoded (or the original while it is not). */
  playback: { hls: string | null; audio: string | null; file: string | null; poster: string | null }
  subtitles: SubtitleTrack[]
  /** Seconds into the content where this viewer stopped. */
  resumeAt: number
}

type Loose = Record<string, unknown>

const text = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : fallback
const count = (value: unknown): number => {
  const number = typeof value === 'string' ? Number(value) : value
  return typeof number === 'number' && Number.isFinite(number) ? number : 0
}
const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value ? value : null

const AUDIO_FILE = /\.(mp3|m4a|aac|ogg|opus|wav)(\?|#|$)/i

/** Reads one content (the contract's ContentView, or a looser list row) for the screens. */
export function toContentItem(
  raw: ContentView | ContentHit | ContentSummary | PurchasedItem | Loose,
  history?: WatchHistory | null,
): ContentItem {
  const item = raw as Partial<ContentView> & Loose
  const urls = item.mediaUrls
  const renditions = urls?.renditions ?? []
  const hls = renditions.find((rendition) => rendition.kind === 'hls')?.address ?? null
  const audio =
    renditions.find((rendition) => ['aac', 'opus', 'mp3'].includes(rendition.kind))?.address ??
    urls?.sources.find((source) => AUDIO_FILE.test(source)) ??
    null
  const file =
    renditions.find((rendition) => rendition.kind === 'mp4')?.address ?? urls?.sources[0] ?? null
  const price = count(item.price)
  return {
    contentOid: text(item.contentOid ?? item.oid),
    creatorOid: text(item.creatorOid),
    creatorNickname: textOrNull(item.creator?.nickname ?? item.creatorNickname),
    contentType: text(item.contentType, 'story') as ContentType,
    category: text(item.category, 'other') as ContentCategory,
    media: (text(item.media, 'none') as ContentItem['media']) || 'none',
    status: text(item.status, 'published') as ContentStatus,
    title: text(item.title),
    multiLangTitle: (item.multiLangTitle ?? {}) as ContentItem['multiLangTitle'],
    description: text(item.description),
    hashtags: Array.isArray(item.hashtags) ? item.hashtags.map(String) : [],
    thumbnail: text(item.thumbnail),
    adult: item.isAdultContent === true,
    price,
    isPaidContent: typeof item.isPaidContent === 'boolean' ? item.isPaidContent : price > 0,
    viewableTiers: Array.isArray(item.viewableTiers) ? item.viewableTiers.map(String) : [],
    soldOut: item.soldOut === true,
    views: count(item.views),
    likes: count(item.likes),
    lengthSeconds: count(item.length ?? item.lengthSeconds),
    publishedAt: textOrNull(item.publishedAt),
    canView: item.canView === undefined ? price === 0 : item.canView === true,
    canViewReason: (item.canViewReason as CanViewReason | undefined) ?? null,
    isMine: item.isMine === true,
    playback: { hls, audio, file, poster: urls?.poster ?? null },
    subtitles: Object.entries(urls?.subtitles ?? {})
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && !!entry[1])
      .map(([language, url]) => ({ language, url })),
    resumeAt: count(history?.lastPosition),
  }
}

/** The title in the reader's language when the creator gave one, else the original. */
export function titleIn(content: ContentItem, language: string): string {
  return content.multiLangTitle[language] || content.title
}

/** How the detail search looks: by keyword, by creator or by tag (the spec's three texts). */
export type SearchMode = 'keyword' | 'creator' | 'tag'

/** The chat-count filter: greater than / less than a value, or any (document 1, §5). */
export type ChatCountMode = 'any' | 'greaterThan' | 'lessThan'

/** The detail-search form (the filter fields of document 1, §3). */
export interface DetailSearch {
  mode: SearchMode
  keyword: string
  positiveTags: string[]
  negativeTags: string[]
  dateStart: string
  dateEnd: string
  priceMin: number | null
  priceMax: number | null
  chatCountMode: ChatCountMode
  chatCount: number | null
  creatorLangs: string[]
  creators: { oid: string; nickname: string }[]
  adult: boolean
  contentTypes: string[]
  langs: string[]
  sort: SearchSort
}

export type SearchSort = 'latest' | 'oldest' | 'popular' | 'lowestPrice' | 'highestPrice'

export interface SearchCreator {
  oid: string
  nickname: string
  profileImage: string | null
}

/** The search page's three parts: creators, tags and keyword hits. */
export interface SearchResults {
  creators: SearchCreator[]
  tags: { tag: string; count: number }[]
  contents: ContentItem[]
}

export interface NotificationItem {
  oid: string
  kind: string
  /** In the page's language; gathered events say how many ("3 new comments on …"). */
  text: string
  count: number
  link: string | null
  createdAt: string
  read: boolean
}

export interface CartItem {
  contentOid: string
  content: ContentItem | null
  available: boolean
  reason: string | null
}

export interface CartAnswer {
  items: CartItem[]
  total: number
}

export interface PurchaseRequest {
  contentOid: string
  creatorOid: string
  coins: number
  discountCode?: string
}

function readCart(view: CartView): CartAnswer {
  return {
    items: view.items.map((item) => ({
      contentOid: item.contentOid,
      content: item.content ? toContentItem(item.content) : null,
      available: item.available,
      reason: item.reason ?? null,
    })),
    total: view.total,
  }
}

function readMainSearch(answer: MainSearchAnswer): SearchResults {
  return {
    creators: answer.creators.map((creator) => ({
      oid: creator.oid,
      nickname: creator.nickname,
      profileImage: creator.profileImage,
    })),
    tags: answer.tags,
    contents: answer.contents.map((hit) => toContentItem(hit)),
  }
}

/** The flat query of GET /content/search for a detail search. */
export function detailSearchQuery(search: DetailSearch, page = 1): SearchQuery {
  const chat =
    search.chatCountMode === 'any'
      ? {}
      : search.chatCountMode === 'greaterThan'
        ? { chatCountMin: search.chatCount ?? undefined }
        : { chatCountMax: search.chatCount ?? undefined }
  return {
    keywords: search.keyword.trim() || undefined,
    positiveTags: joined(search.positiveTags),
    negativeTags: joined(search.negativeTags),
    dateStart: search.dateStart || undefined,
    dateEnd: search.dateEnd || undefined,
    priceMin: search.priceMin ?? undefined,
    priceMax: search.priceMax ?? undefined,
    ...(search.chatCountMode === 'any' ? {} : { chatCountMode: search.chatCountMode, ...chat }),
    creatorLangs: joined(search.creatorLangs),
    creators: joined(search.creators.map((creator) => creator.oid)),
    creatorSearch: search.mode === 'creator' ? 'true' : undefined,
    tagSearch: search.mode === 'tag' ? 'true' : undefined,
    contentTypes: joined(search.contentTypes),
    langs: joined(search.langs),
    adult: search.adult ? 'true' : undefined,
    sort: search.sort,
    page: page > 1 ? page : undefined,
  }
}

const joined = (values: readonly string[]) => (values.length > 0 ? values.join(',') : undefined)

/** What the search box asks for: words, and hashtags every hit must carry. */
export interface BoxSearch {
  keyword: string
  tags: readonly string[]
  adult: boolean
}

/**
 * The query of GET /content/search for the search box: the words with the tags as a
 * filter, or with tags alone a tag search. Most liked first, as the main search orders.
 */
export function boxSearchQuery(search: BoxSearch, page = 1): SearchQuery {
  const keyword = search.keyword.trim()
  return {
    keywords: keyword || undefined,
    positiveTags: joined(search.tags),
    tagSearch: keyword ? undefined : 'true',
    adult: search.adult ? 'true' : undefined,
    sort: 'popular',
    page: page > 1 ? page : undefined,
  }
}

/** Typed calls of the content platform (document 1's content calls and the account's lists). */
export function createContentApi(client: ApiClient) {
  const api = createTypedApi(client)
  return {
    /** One content item; 444 and 999 answers mean the IllegalDownloader screen. */
    get: async (contentOid: string) => {
      const answer = await api.get('/content', {
        contentOid,
        requestCanView: 'true',
        includeWatchHistory: 'true',
      })
      return toContentItem(answer.content, answer.watchHistory)
    },
    /** Items by id in batches of 150 (the spec's batch), as a map; a failed batch is skipped. */
    bulk: async (contentOids: readonly string[]) => {
      const found = new Map<string, ContentItem>()
      for (let start = 0; start < contentOids.length; start += 150) {
        const ids = contentOids.slice(start, start + 150)
        try {
          const map = await api.get('/content/bulk', {
            requestFormQueue: ids.join('|'),
            creatorInfoProjection: 'true',
          })
          for (const [oid, view] of Object.entries(map)) found.set(oid, toContentItem(view))
        } catch {
          // The spec swallows bulk failures: those entries stay unknown.
        }
      }
      return found
    },
    /** Published items of one category, newest first (the `/p/...` shelves). */
    shelf: async (category: ContentCategory, options: { adult?: boolean; limit?: number } = {}) => {
      const answer = await api.get('/content/main-search', {
        category,
        adult: options.adult ? 'true' : undefined,
        limit: options.limit ?? 40,
      })
      return answer.contents.map((hit) => toContentItem(hit))
    },
    /**
     * A keyword's creators and tags (and its most liked hits, `limit` of them: the search
     * page takes its hits from `boxSearch`, which pages).
     */
    mainSearch: async (keyword: string, options: { adult?: boolean; limit?: number } = {}) =>
      readMainSearch(
        await api.get('/content/main-search', {
          keywords: keyword,
          adult: options.adult ? 'true' : undefined,
          limit: options.limit ?? 40,
        }),
      ),
    /** The search box's content hits: its words and hashtags, a page at a time. */
    boxSearch: async (search: BoxSearch, page = 1) => {
      const answer = await api.get('/content/search', boxSearchQuery(search, page))
      return { contents: answer.contents.map((hit) => toContentItem(hit)), hasMore: answer.hasMore }
    },
    /** The detail search: content hits only, a page at a time. */
    search: async (search: DetailSearch, page = 1) => {
      const answer = await api.get('/content/search', detailSearchQuery(search, page))
      return { contents: answer.contents.map((hit) => toContentItem(hit)), hasMore: answer.hasMore }
    },
    recommendation: async (contentOid: string, countWanted = 20) => {
      const answer = await api.get('/content/recommendation', { contentOid, count: countWanted })
      return answer.contents.map((hit) => toContentItem(hit))
    },
    /** Sets the like; the answer says the state the server now keeps. */
    like: async (contentOid: string, like: boolean) => {
      const answer = await api.post('/content/like', {
        contentOid,
        likeOrUndoLike: like ? 'like' : 'undoLike',
      })
      return { liked: answer.liked, likes: answer.likes }
    },
    view: (contentOid: string) => api.post('/content/view', { contentOid }),
    playTime: (contentOid: string, time: number) =>
      api.post('/content/history/play-time', { contentOid, time }),
    purchased: async () =>
      (await api.get('/content/purchased3')).contents.map((item) => toContentItem(item)),
    projected: (list?: ProjectedList) => api.get('/content/projected', { list }),
    purchase: (request: PurchaseRequest) =>
      api.post('/account/purchase', {
        contentOid: request.contentOid,
        creatorOid: request.creatorOid || undefined,
        coins: request.coins,
        mode: 'coin',
        discountCode: request.discountCode || undefined,
      }),
    /**
     * Buys every item of the cart at once, for the total the buyer was shown: a cart whose
     * total changed since is refused (PRICE_MISMATCH with the new total), nothing charged.
     */
    purchaseCart: (expectedTotal: number) =>
      api.post('/account/purchase/shoppingCart', { coins: expectedTotal, mode: 'coin' }),
    cart: async () => readCart(await api.get('/account/shoppingCart')),
    addToCart: async (contentOid: string) =>
      readCart(await api.post('/account/shoppingCart', { contentOid })),
    removeFromCart: async (contentOid: string) =>
      readCart(await api.delete('/account/shoppingCart', { contentOid })),
    likedList: async () =>
      (await api.get('/account/liked-list', { limit: 100 })).items.map((item) =>
        toContentItem(item),
      ),
    notifications: async (): Promise<NotificationItem[]> => {
      const body = await api.get('/account/notifications', { count: 100 })
      return body.notifications.map((item) => ({
        oid: item.oid,
        kind: item.kind,
        text: item.text,
        count: item.count,
        link: textOrNull(item.link),
        createdAt: item.createdAt,
        read: item.read === true,
      }))
    },
    save: (metaData: Record<string, unknown>) => api.post('/content/save', { metaData }),
    publish: (contentOid: string, metaData: Record<string, unknown>) =>
      api.post('/content', { contentOid, metaData, discountSettings: [] }),
    /** The content and its editable fields, for its creator's edit form. */
    forEdit: (contentOid: string) =>
      api.get('/content', { contentOid, withContentMetadata: 'true' }),
    /** Saves an edit; the status stays the one given (`unpublished` takes it down). */
    update: (
      contentOid: string,
      metaData: Record<string, unknown>,
      contentStatus: 'published' | 'scheduled' | 'inprogress' | 'unpublished',
    ) => api.post('/content/update', { contentOid, metaData, contentStatus }),
    /** Deletes it, as long as it is still in the state the creator saw. */
    remove: (contentOid: string, contentState: ContentStatus) =>
      api.delete('/content', { contentOid, contentState }),
    reencode: (contentOid: string) => api.post('/content/reencoding', { contentOid }),
    encodingStatus: (contentOid: string) => api.get('/content/encoding-status', { contentOid }),
  }
}

export type ContentApi = ReturnType<typeof createContentApi>
