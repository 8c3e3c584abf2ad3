/** Wire types of the content admin tools (`/api/content/admin/…`), for the studio's admin page. */

/** A content in the admin's search list. */
export interface AdminContentRow {
  oid: string
  title: string
  contentType: string
  status: string
  visibility: string
  creatorOid: string
  creatorNickname: string
  createdAt: string
}

export interface AdminContentSearchAnswer {
  contents: AdminContentRow[]
  /** The cursor of the next page (`before`), or null on the last one. */
  next: string | null
}

/** A stored file or rendition of the content (uploaded originals, encoder output, poster…). */
export interface AdminContentFile {
  role: 'source' | 'rendition' | 'poster' | 'subtitle' | 'preview' | 'download' | 'thumbnail'
  address: string
  /** A rendition's kind (hls, aac…), a subtitle's language. */
  detail: string | null
}

/** Every field the catalogue stores for one content, public and private. */
export interface AdminContentData {
  content: AdminContentRow & {
    category: string
    media: string
    language: string
    description: string
    multiLangTitle: Record<string, string>
    hashtags: string[]
    thumbnail: string
    adult: boolean
    hideContent: boolean
    price: number
    allowBonus: boolean
    onlyPurchasableWithCoins: boolean
    viewableTiers: string[]
    viewableWithoutSub: boolean
    freeTier: boolean
    saleCountLimit: number | null
    soldCount: number
    discountSettings: Array<{ code: string; amount: number }>
    collaborators: Array<{ userOid: string; share: number }>
    lengthSeconds: number
    ratingRequired: boolean
    ratingStatus: string | null
    videoLayout: string | null
    views: number
    likes: number
    playCount: number
    playSeconds: number
    chatCount: number
    statusAfterEncoding: string | null
    encodingError: string | null
    scheduledAt: string | null
    publishedAt: string | null
    updatedAt: string
    deletedAt: string | null
  }
  files: AdminContentFile[]
  purchases: number
  /** The last resends of its publish notification, newest first. */
  resends: Array<{ requestId: string; adminOid: string; notified: number | null; at: string }>
}

export interface ResendNotificationAnswer {
  contentOid: string
  notified: number
  /** True when this request id had already been carried out: nobody was told again. */
  replayed: boolean
}

export interface HashtagCount {
  tag: string
  contents: number
}

export interface HashtagListAnswer {
  tags: HashtagCount[]
  /** The cursor of the next page (`after`: "count:tag"), or null on the last one. */
  next: string | null
  refreshedAt: string | null
}

/** The index before and after a refresh: distinct tags, and tag uses over all contents. */
export interface HashtagTotals {
  tags: number
  uses: number
}

export interface RefreshHashtagsAnswer {
  before: HashtagTotals
  after: HashtagTotals
  /** Contents whose stored tags were rewritten to the catalogue's rule (case, '#', repeats). */
  contentsFixed: number
  refreshedAt: string
}

export interface ContentToolsRoutes {
  /** With `contentOid`: that content's data; otherwise a search (`q`: an id or title words). */
  'GET /content/admin/content-data': {
    request: { contentOid?: string; q?: string; before?: string }
    response: AdminContentData | AdminContentSearchAnswer
  }
  'POST /content/admin/resend-notification': {
    request: { contentOid: string; requestId: string }
    response: ResendNotificationAnswer
  }
  'GET /content/admin/hashtags': {
    request: { q?: string; after?: string }
    response: HashtagListAnswer
  }
  'POST /content/admin/hashtags/refresh': {
    request: Record<string, never>
    response: RefreshHashtagsAnswer
  }
}
