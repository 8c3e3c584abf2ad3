import type { ApiClient } from './client'

const CONTENT = '/api/content'
const ACCOUNT = '/api/account'

export type ContentCategory =
  | 'audio-drama'
  | 'asmr'
  | 'realplay'
  | 'story-chat'
  | 'anime'
  | 'bl'
  | 'draw'
  | 'japan'
  | 'other'

export type ContentStatus =
  | 'unpublished'
  | 'inprogress'
  | 'scheduled'
  | 'encoding'
  | 'published'
  | 'deleted'

export type ContentKind = 'story' | 'clip' | 'playlist' | 'preview' | 'scenario'

/** One subtitle track a player can show: its language and a WebVTT address. */
export interface SubtitleTrack {
  language: string
  url: string
}

/**
 * A content item as the screens read it. The server's answers are read through
 * `toContentView`, so a field added or renamed there changes one function here.
 */
export interface ContentView {
  contentOid: string
  creatorOid: string
  creatorNickname: string | null
  contentType: ContentKind
  category: ContentCategory
  media: 'audio' | 'video' | 'none'
  status: ContentStatus
  visibility: 'public' | 'private'
  title: string
  multiLangTitle: Partial<Record<string, string>>
  description: string
  hashtags: string[]
  thumbnail: string
  adult: boolean
  price: number
  views: number
  likes: number
  chatCount: number
  lengthSeconds: number
  createdAt: string | null
  publishedAt: string | null
  scheduledAt: string | null
  /** Whether the reader may play it (free, owned, purchased or by subscription). */
  canView: boolean
  liked: boolean
  /** Where to play: an HLS playlist (video) or an audio file, once encoded. */
  playback: { hls: string | null; audio: string | null; poster: string | null }
  subtitles: SubtitleTrack[]
  /** Seconds already played (`includeWatchHistory`), to resume from. */
  watchedSeconds: number
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

function subtitlesOf(value: unknown): SubtitleTrack[] {
  if (Array.isArray(value))
    return value
      .map((item) => ({ language: text((item as Loose).language), url: text((item as Loose).url) }))
      .filter((track) => track.language && track.url)
  if (value && typeof value === 'object')
    return Object.entries(value as Loose)
      .filter(([, url]) => typeof url === 'string' && url)
      .map(([language, url]) => ({ language, url: url as string }))
  return []
}

/** Reads one content item from the server's answer, whatever optional parts it carries. */
export function toContentView(raw: unknown): ContentView {
  const item = (raw ?? {}) as Loose
  const assets = ((item.mediaAssets ?? item.media_assets ?? {}) as Loose) || {}
  const playback = ((item.playback ?? {}) as Loose) || {}
  const creator = (item.creator ?? item.creatorInfo ?? {}) as Loose
  const history = (item.watchHistory ?? {}) as Loose
  return {
    contentOid: text(item.contentOid ?? item.oid),
    creatorOid: text(item.creatorOid),
    creatorNickname: textOrNull(item.creatorNickname ?? creator.nickname),
    contentType: text(item.contentType, 'story') as ContentKind,
    category: text(item.category, 'other') as ContentCategory,
    media: text(item.media, 'none') as ContentView['media'],
    status: text(item.status, 'published') as ContentStatus,
    visibility:
      item.visibility === 'private' || item.isPrivateContent === true ? 'private' : 'public',
    title: text(item.title),
    multiLangTitle: (item.multiLangTitle ?? {}) as ContentView['multiLangTitle'],
    description: text(item.description),
    hashtags: Array.isArray(item.hashtags) ? item.hashtags.map(String) : [],
    thumbnail: text(item.thumbnail),
    adult: item.isAdultContent === true || item.adult === true,
    price: count(item.price),
    views: count(item.views),
    likes: count(item.likes),
    chatCount: count(item.chatCount),
    lengthSeconds: count(item.length ?? item.lengthSeconds),
    createdAt: textOrNull(item.createdAt),
    publishedAt: textOrNull(item.publishedAt),
    scheduledAt: textOrNull(item.scheduledAt),
    canView: item.canView === undefined ? count(item.price) === 0 : item.canView === true,
    liked: item.liked === true,
    playback: {
      hls: textOrNull(playback.hls ?? assets.hls),
      audio: textOrNull(playback.audio ?? assets.audio),
      poster: textOrNull(playback.poster ?? assets.poster),
    },
    subtitles: subtitlesOf(item.subtitles ?? assets.subtitles),
    watchedSeconds: count(history.seconds ?? history.time ?? item.watchedSeconds),
  }
}

/** The title in the reader's language when the creator gave one, else the original. */
export function titleIn(content: ContentView, language: string): string {
  return content.multiLangTitle[language] || content.title
}

function listOf(raw: unknown, ...keys: string[]): ContentView[] {
  const body = (raw ?? {}) as Loose
  for (const key of keys) {
    const value = body[key]
    if (Array.isArray(value)) return value.map(toContentView)
  }
  return Array.isArray(raw) ? raw.map(toContentView) : []
}

/** The detail-search filter of the search page (document 1's search filter fields). */
export interface SearchFilter {
  keyword: string
  positiveTags: string[]
  negativeTags: string[]
  dateRange: { start: string; end: string } | null
  priceRange: { min: number | null; max: number | null } | null
  chatCountRange: { min: number; max: number } | null
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

export interface SearchResults {
  creators: SearchCreator[]
  tags: { tag: string; count: number }[]
  contents: ContentView[]
}

function readSearchResults(raw: unknown): SearchResults {
  const body = (raw ?? {}) as Loose
  const creators = Array.isArray(body.creators) ? (body.creators as Loose[]) : []
  const tags = Array.isArray(body.tags) ? (body.tags as unknown[]) : []
  return {
    creators: creators.map((creator) => ({
      oid: text(creator.oid ?? creator.creatorOid ?? creator.userOid),
      nickname: text(creator.nickname),
      profileImage: textOrNull(creator.profileImage ?? creator.profileImageKey),
    })),
    tags: tags.map((entry) =>
      typeof entry === 'string'
        ? { tag: entry, count: 0 }
        : { tag: text((entry as Loose).tag), count: count((entry as Loose).count) },
    ),
    contents: listOf(body, 'contents', 'keywords', 'results', 'items'),
  }
}

export interface NotificationItem {
  oid: string
  text: string
  link: string | null
  createdAt: string
  read: boolean
}

export interface CartItem {
  content: ContentView
  addedAt: string | null
}

export interface PurchaseRequest {
  contentOid: string
  creatorOid: string
  coins: number
  mode?: 'coins' | 'bonus'
  discountCode?: string
}

const joined = (values: readonly string[]) => (values.length > 0 ? values.join(',') : undefined)

/** Typed calls of the content platform (document 1's content calls and the account's lists). */
export function createContentApi(client: ApiClient) {
  return {
    /** One content item; 444 and 999 answers mean the IllegalDownloader screen. */
    get: async (contentOid: string, options: { withHistory?: boolean } = {}) =>
      toContentView(
        await client.get<unknown>(`${CONTENT}`, {
          contentOid,
          withContentMetadata: 'true',
          requestCanView: 'true',
          includeWatchHistory: options.withHistory ? 'true' : undefined,
        }),
      ),
    /** Items by id in batches of 150 (the spec's batch), as a map; a failed batch is skipped. */
    bulk: async (contentOids: readonly string[]) => {
      const found = new Map<string, ContentView>()
      for (let start = 0; start < contentOids.length; start += 150) {
        const ids = contentOids.slice(start, start + 150)
        try {
          const body = await client.get<Loose>(`${CONTENT}/bulk`, {
            requestFormQueue: ids.join('|'),
          })
          const map = (body.contents ?? body) as Loose
          for (const [oid, raw] of Object.entries(map))
            if (raw && typeof raw === 'object') found.set(oid, toContentView(raw))
        } catch {
          // The spec swallows bulk failures: those entries stay unknown.
        }
      }
      return found
    },
    /** Published items of one category, newest first (the `/p/...` shelves). */
    shelf: async (category: ContentCategory, options: { adult?: boolean } = {}) =>
      listOf(
        await client.get<unknown>(`${CONTENT}/main-search`, {
          category,
          adult: options.adult ? 'true' : undefined,
        }),
        'contents',
        'items',
        'results',
      ),
    search: async (filter: SearchFilter) =>
      readSearchResults(
        await client.get<unknown>(`${CONTENT}/search`, {
          keywords: filter.keyword || undefined,
          positiveTags: joined(filter.positiveTags),
          negativeTags: joined(filter.negativeTags),
          dateStart: filter.dateRange?.start || undefined,
          dateEnd: filter.dateRange?.end || undefined,
          priceMin: filter.priceRange?.min ?? undefined,
          priceMax: filter.priceRange?.max ?? undefined,
          chatCountMin: filter.chatCountRange?.min,
          chatCountMax: filter.chatCountRange?.max,
          creatorLangs: joined(filter.creatorLangs),
          creators: joined(filter.creators.map((creator) => creator.oid)),
          contentTypes: joined(filter.contentTypes),
          langs: joined(filter.langs),
          adult: filter.adult ? 'true' : undefined,
          sort: filter.sort,
        }),
      ),
    recommendation: async (contentOid: string, countWanted = 20) =>
      listOf(
        await client.get<unknown>(`${CONTENT}/recommendation`, { contentOid, count: countWanted }),
        'contents',
        'items',
        'recommendations',
      ),
    /** Toggles the like; the answer says the state the server now keeps. */
    like: async (contentOid: string, like: boolean) => {
      const body = await client.post<Loose>(`${CONTENT}/like`, {
        contentOid,
        likeOrUndoLike: like ? 'like' : 'undo',
        mode: 'content',
      })
      return {
        liked: typeof body.liked === 'boolean' ? body.liked : like,
        likes: body.likes === undefined ? null : count(body.likes),
      }
    },
    view: (contentOid: string) => client.post<unknown>(`${CONTENT}/view`, { contentOid }),
    playTime: (contentOid: string, time: number) =>
      client.post<unknown>(`${CONTENT}/history/play-time`, { contentOid, time }),
    purchased: async () =>
      listOf(await client.get<unknown>(`${CONTENT}/purchased3`), 'contents', 'purchased', 'items'),
    projected: async (status: string) =>
      listOf(await client.get<unknown>(`${CONTENT}/projected`, { status }), 'contents', 'items'),
    purchase: (request: PurchaseRequest) =>
      client.post<Loose>(`${ACCOUNT}/purchase`, {
        contentOid: request.contentOid,
        creatorOid: request.creatorOid,
        coins: request.coins,
        mode: request.mode ?? 'coins',
        discountCode: request.discountCode || undefined,
      }),
    cart: async (): Promise<CartItem[]> => {
      const body = (await client.get<Loose>(`${ACCOUNT}/shoppingCart`)) ?? {}
      const items = Array.isArray(body.items) ? (body.items as Loose[]) : []
      return items.map((item) => ({
        content: toContentView(item.content ?? item),
        addedAt: textOrNull(item.addedAt ?? item.createdAt),
      }))
    },
    addToCart: (contentOid: string) =>
      client.post<unknown>(`${ACCOUNT}/shoppingCart`, { contentOid }),
    removeFromCart: (contentOid: string) =>
      client.request<unknown>('DELETE', `${ACCOUNT}/shoppingCart`, { body: { contentOid } }),
    likedList: async () =>
      listOf(await client.get<unknown>(`${ACCOUNT}/liked-list`), 'contents', 'liked', 'items'),
    notifications: async (): Promise<NotificationItem[]> => {
      const body = (await client.get<Loose>(`${ACCOUNT}/notifications`)) ?? {}
      const items = Array.isArray(body.notifications) ? (body.notifications as Loose[]) : []
      return items.map((item) => ({
        oid: text(item.oid ?? item.notificationOid),
        text: text(item.text ?? item.message ?? item.title),
        link: textOrNull(item.link ?? item.url),
        createdAt: text(item.createdAt ?? item.time),
        read: item.read === true,
      }))
    },
    save: (metaData: Record<string, unknown>) =>
      client.post<Loose>(`${CONTENT}/save`, { metaData }),
    publish: (contentOid: string, metaData: Record<string, unknown>) =>
      client.post<Loose>(`${CONTENT}`, { contentOid, metaData, discountSettings: [] }),
  }
}

export type ContentApi = ReturnType<typeof createContentApi>
