/**
 * What the content calls answer, as the server sends it and the front ends read it.
 * Types only: the front ends import this file (as types) through web/, so it holds no values.
 */
import type {
  Collaborator,
  ContentCategory,
  ContentLanguage,
  ContentMedia,
  ContentStatus,
  ContentType,
  ContentVisibility,
  DiscountSetting,
  MediaRendition,
  MultiLangTitle,
} from './tables'

export type {
  Collaborator,
  ContentCategory,
  ContentLanguage,
  ContentMedia,
  ContentStatus,
  ContentType,
  ContentVisibility,
  DiscountSetting,
  MediaRendition,
  MultiLangTitle,
}

/** Why a viewer may or may not open a content. */
export type CanViewReason =
  | 'owner'
  | 'collaborator'
  | 'admin'
  | 'free'
  | 'purchased'
  | 'subscriber'
  /** Adult content and a viewer without adult verification. */
  | 'adult-gated'
  /** Paid: buy it (price in `price`). */
  | 'paid'
  /** Only subscribers of one of `viewableTiers` may view; it cannot be bought. */
  | 'subscriber-only'

/** The files of a content, given only to a viewer who may view it. */
export interface ContentMediaUrls {
  /** Playable renditions the encoder made (HLS playlists, AAC/Opus audio). */
  renditions: MediaRendition[]
  /** The uploaded originals; played while no rendition exists. */
  sources: string[]
  poster: string | null
  /** WebVTT addresses by language. */
  subtitles: Partial<Record<ContentLanguage, string>>
  /** Whether GET /content/download has a file to give. */
  downloadable: boolean
}

/** One content as every reader sees it (GET /content, /content/bulk, lists). */
export interface ContentView {
  contentOid: string
  creatorOid: string
  contentType: ContentType
  category: ContentCategory
  media: ContentMedia
  status: ContentStatus
  title: string
  multiLangTitle: MultiLangTitle
  description: string
  hashtags: string[]
  language: ContentLanguage
  /** Seconds. */
  length: number
  /** ISO time of the last change. */
  modified: string
  createdAt: string
  publishedAt: string | null
  scheduledAt: string | null
  isAdultContent: boolean
  /** The tiers that may view (the studio form's "allowed tiers"); same as viewableTiers. */
  allowedTier: string[]
  viewableTiers: string[]
  viewableWithoutSub: boolean
  freeTier: boolean
  /** Coins; 0 means free. */
  price: number
  /** price > 0 and the free tier not enabled. */
  isPaidContent: boolean
  allowBonus: boolean
  onlyPurchasableWithCoins: boolean
  saleCountLimit: number | null
  soldCount: number
  soldOut: boolean
  views: number
  likes: number
  playCount: number
  hideContent: boolean
  videoLayout: string | null
  ratingStatus: string | null
  ratingRequired: boolean
  isScenarioItem: boolean
  isPrivateContent: boolean
  collaborators: Collaborator[]
  thumbnail: string
  /** Discount codes are the creator's: only their owner (and admins) read them. */
  discountCodeSettings?: DiscountSetting[]
  /** A sample anyone may play; withheld from non-verified viewers of adult content. */
  preview: string | null
  /** Why the encoding failed, for the owner while the content waits for a new file. */
  encodingError?: EncodingFailure | null
  canView: boolean
  canViewReason: CanViewReason
  /** Present only when canView. */
  mediaUrls?: ContentMediaUrls
  /** True when the caller owns or manages this content. */
  isMine: boolean
  /** With creatorInfoProjection on the bulk call. */
  creator?: { oid: string; nickname: string }
}

/** The viewer's own watch record of one content. */
export interface WatchHistory {
  views: number
  playCount: number
  playSeconds: number
  /** Seconds into the content where the viewer stopped, or null. */
  lastPosition: number | null
  lastViewedAt: string | null
}

/** GET /content */
export interface GetContentAnswer {
  content: ContentView
  /**
   * With withComments: the content's comments, oldest first, when the viewer may read them
   * (not adult-gated), without the viewer's blocked users and comments.
   */
  comments?: ContentCommentItem[]
  /** With withContentMetadata, for the owner: the editable fields as the studio form reads them. */
  metadata?: ContentMetadata
  /** With includeWatchHistory, for a signed-in viewer or guest. */
  watchHistory?: WatchHistory | null
}

/** GET /content/bulk: a map by contentOid; ids the caller may not see are absent. */
export type BulkContentAnswer = Record<string, ContentView>

/** The editable fields (metaData of save, publish and update). */
export interface ContentMetadata {
  contentType: ContentType
  category: ContentCategory
  media: ContentMedia
  title: string
  multiLangTitle: MultiLangTitle
  description: string
  hashtags: string[]
  language: ContentLanguage
  thumbnail: string
  isAdultContent: boolean
  price: number
  allowBonus: boolean
  onlyPurchasableWithCoins: boolean
  viewableTiers: string[]
  viewableWithoutSub: boolean
  freeTier: boolean
  saleCountLimit: number | null
  collaborators: Collaborator[]
  length: number
  isPrivateContent: boolean
  hideContent: boolean
  videoLayout: string | null
  ratingRequired: boolean
  scheduledAt: string | null
  mediaAssets: {
    sources: string[]
    poster: string | null
    subtitles: Partial<Record<ContentLanguage, string>>
    preview: string | null
    download: string | null
  }
}

/** What save, publish, update and scenario answer. */
export interface SaveContentAnswer {
  contentOid: string
  status: ContentStatus
  content: ContentView
}

/** POST /content/issueid */
export interface IssueIdAnswer {
  contentOid: string
}

/** DELETE /content */
export interface DeleteContentAnswer {
  contentOid: string
  status: 'deleted'
}

export type ProjectedList =
  | 'unpublished'
  | 'inprogress'
  | 'scheduled'
  | 'published'
  | 'clips'
  | 'scenario'

/** One row of the studio's lists. */
export interface ProjectedContent {
  contentOid: string
  title: string
  thumbnail: string
  contentType: ContentType
  category: ContentCategory
  media: ContentMedia
  status: ContentStatus
  isPrivateContent: boolean
  price: number
  views: number
  likes: number
  modified: string
  publishedAt: string | null
  scheduledAt: string | null
  /** Tier hashes that may view (empty: no tier gate). */
  viewableTiers: string[]
  freeTier: boolean
  /** Sales of this content (gifts included) and the coins they brought. */
  purchases: number
  revenue: number
  /** Why its last encoding failed, in words the studio gives (never the encoder's output). */
  encodingFailure: EncodingFailure | null
}

/** Why an encoding failed: the file, its tracks or size, a subtitle, a cancel, or the encoder. */
export type EncodingFailure =
  | 'unreadable'
  | 'no-audio'
  | 'no-video'
  | 'too-large'
  | 'subtitle'
  | 'cancelled'
  | 'missing'
  | 'encoder'

/** GET /content/projected: every list, or the one asked for with `list`. */
export interface ProjectedAnswer {
  lists: Partial<Record<ProjectedList, ProjectedContent[]>>
  /** Totals per list, whatever the page. */
  counts: Record<ProjectedList, number>
}

/** GET /content/allstory */
export interface AllStoryAnswer {
  contents: ContentView[]
  /** Pass as `cursor` for the next page; null at the end. */
  nextCursor: string | null
}

/** GET /content/creator/all-content-oids */
export interface CreatorContentOidsAnswer {
  creatorOid: string
  contentOids: string[]
}

/** GET /content/download */
export interface DownloadAnswer {
  contentOid: string
  url: string
  fileName: string
}

/** GET /content/subtitle */
export interface SubtitleAnswer {
  contentOid: string
  subtitles: Partial<Record<ContentLanguage, string>>
  /** With `lang`: that language's address, or null when it has none. */
  url?: string | null
}

/** POST /content/view, /history/play-count, /history/play-time */
export interface HistoryAnswer {
  contentOid: string
  /** Whether this call counted (a view is counted once per viewer in 30 minutes). */
  counted: boolean
  watchHistory: WatchHistory | null
}

/** The body GET /content answers with status 444 or 999 (the IllegalDownloader screen). */
export interface IllegalDownloaderAnswer {
  errorStatus: 444 | 999
}

/** A comment of GET /content with withComments (the comments calls' names). */
export interface ContentCommentItem {
  commentOid: string
  contentOid: string
  commenterOid: string
  commentContent: string
  createdAt: string
  /** Its place among all the content's comments, oldest first (`commentIdx`, `commentPosition`). */
  position: number
  /** Coins it earned its writer (0: none); a rewarded comment cannot be deleted by its writer. */
  rewardCoins: number
}

/** What save and publish take: the studio form's fields as `metaData`. */
export interface SaveContentRequest {
  contentOid?: string
  metaData?: Record<string, unknown>
  discountSettings?: unknown
}

/** A yes-or-no query field, as the query string carries it. */
type QueryFlag = 'true' | 'false'

/** The catalogue routes the front ends call; paths relative to `/api`. */
export interface CatalogRoutes {
  'GET /content': {
    request: {
      contentOid: string
      status?: ContentStatus | 'scenario'
      withComments?: QueryFlag
      withContentMetadata?: QueryFlag
      requestCanView?: QueryFlag
      includeWatchHistory?: QueryFlag
    }
    response: GetContentAnswer
  }
  /** Publishes (the content's id in `contentOid` or in `metaData`). */
  'POST /content': {
    request: SaveContentRequest
    response: SaveContentAnswer
  }
  'POST /content/save': {
    request: SaveContentRequest
    response: SaveContentAnswer
  }
  /** Saves an edit and sets the status (`published` unless said: `unpublished` takes it down). */
  'POST /content/update': {
    request: SaveContentRequest & {
      contentStatus?: 'published' | 'scheduled' | 'inprogress' | 'unpublished'
    }
    response: SaveContentAnswer
  }
  /** `contentState`: the status the caller saw; a content that moved since is refused (409). */
  'DELETE /content': {
    request: { contentOid: string; creatorOid?: string; contentState?: ContentStatus }
    response: DeleteContentAnswer
  }
  'POST /content/view': {
    request: { contentOid: string }
    response: HistoryAnswer
  }
  'POST /content/history/play-time': {
    /** `time`: seconds played since the last report; `position`: where the player is. */
    request: { contentOid: string; time: number; position?: number }
    response: HistoryAnswer
  }
  'GET /content/bulk': {
    request: {
      /** Content ids joined by `|`. */
      requestFormQueue: string
      /** The callers' cache key: a new value skips the browser's cached answer. */
      v?: string | undefined
      status?: ContentStatus
      includeDeletedContents?: QueryFlag
      creatorInfoProjection?: QueryFlag
      privateFields?: QueryFlag
    }
    response: BulkContentAnswer
  }
  'GET /content/projected': {
    request: { list?: ProjectedList; limit?: number; offset?: number; creatorOid?: string }
    response: ProjectedAnswer
  }
  'GET /content/creator/all-content-oids': {
    request: { creatorOid: string }
    response: CreatorContentOidsAnswer
  }
}
