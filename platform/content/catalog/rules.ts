/**
 * The editable fields of a content (metaData) and the rules they obey: pricing with the
 * spec's texts, asset addresses, co-creators, discounts and publishing requirements.
 * Pure: the service loads the row, merges a patch here, validates, then writes.
 */
import type { Selectable } from 'kysely'
import { z } from 'zod'
import { MEDIA_ASSET_ADDRESSES } from '../../../engine/media'
import { OBJECT_ID_PATTERN } from '../../db/ids'
import { parseInput } from '../../http'
import { CATALOG_ERRORS } from './errors'
import type {
  Collaborator,
  ContentCategory,
  ContentLanguage,
  ContentMedia,
  ContentsTable,
  ContentType,
  DiscountSetting,
  MediaAssets,
  MultiLangTitle,
} from './tables'

export const PRICE_CAP = 100_000_000
export const BULK_LIMIT = 150
export const CONTENT_TYPES = ['story', 'clip', 'playlist', 'preview', 'scenario'] as const
export const CATEGORIES = [
  'audio-drama',
  'asmr',
  'realplay',
  'story-chat',
  'anime',
  'bl',
  'draw',
  'japan',
  'other',
] as const
export const MEDIA = ['audio', 'video', 'none'] as const
export const LANGUAGES = ['en', 'ko', 'jp', 'es'] as const
export const VIDEO_LAYOUTS = ['landscape', 'portrait', 'square'] as const

/**
 * Uploads of the asset service (`/api/upload/…`, path segments that never start with a
 * dot) and the story-chat assets that came before it.
 */
const UPLOAD_ADDRESS =
  /^\/api\/upload\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*$/
export function isAssetAddress(value: string): boolean {
  return UPLOAD_ADDRESS.test(value) || MEDIA_ASSET_ADDRESSES.some((pattern) => pattern.test(value))
}

const text = (max: number, name: string) =>
  z.string(`${name} must be text.`).max(max, `${name} is longer than ${max} characters.`)
const flag = (name: string) => z.boolean(`${name} must be true or false.`)
const address = z.string('Expected an asset address.').max(500)
const languageMap = <T extends z.ZodType>(value: T) =>
  z.strictObject({
    en: value.optional(),
    ko: value.optional(),
    jp: value.optional(),
    es: value.optional(),
  })

/** metaData as save, publish and update accept it; every field optional (a patch). */
export const metadataPatch = z.object({
  contentType: z.enum(CONTENT_TYPES, 'Unknown content type.').optional(),
  category: z.enum(CATEGORIES, 'Unknown category.').optional(),
  media: z.enum(MEDIA, 'Media is audio, video or none.').optional(),
  title: text(200, 'The title').optional(),
  multiLangTitle: languageMap(text(200, 'A title')).optional(),
  description: text(5000, 'The description').optional(),
  hashtags: z
    .array(text(50, 'A tag'), 'Tags must be a list.')
    .max(30, 'At most 30 tags.')
    .optional(),
  language: z.enum(LANGUAGES, 'The language is en, ko, jp or es.').optional(),
  thumbnail: address.optional(),
  isAdultContent: flag('isAdultContent').optional(),
  /** Checked by hand: any wrong value answers the spec's price text. */
  price: z.unknown().optional(),
  allowBonus: flag('allowBonus').optional(),
  onlyPurchasableWithCoins: flag('onlyPurchasableWithCoins').optional(),
  viewableTiers: z.array(text(64, 'A tier'), 'Tiers must be a list.').max(50).optional(),
  /** The studio form's name for viewableTiers. */
  allowedTier: z.array(text(64, 'A tier'), 'Tiers must be a list.').max(50).optional(),
  viewableWithoutSub: flag('viewableWithoutSub').optional(),
  freeTier: flag('freeTier').optional(),
  saleCountLimit: z
    .number('The sale count limit must be a whole number.')
    .int('The sale count limit must be a whole number.')
    .min(1, 'The sale count limit must be at least 1.')
    .max(1_000_000_000)
    .nullable()
    .optional(),
  collaborators: z
    .array(z.unknown(), 'Co-creators must be a list.')
    .max(10, 'At most 10 co-creators.')
    .optional(),
  length: z.number('The length must be seconds.').int().min(0).max(10_000_000).optional(),
  isPrivateContent: flag('isPrivateContent').optional(),
  visibility: z.enum(['public', 'private'], 'Visibility is public or private.').optional(),
  hideContent: flag('hideContent').optional(),
  videoLayout: z
    .enum(VIDEO_LAYOUTS, 'The video layout is landscape, portrait or square.')
    .nullable()
    .optional(),
  ratingRequired: flag('ratingRequired').optional(),
  scheduledAt: z.string('The schedule must be a date.').max(40).nullable().optional(),
  mediaAssets: z
    .object({
      sources: z.array(address).max(20, 'At most 20 source files.').optional(),
      poster: address.nullable().optional(),
      subtitles: languageMap(address).optional(),
      preview: address.nullable().optional(),
      download: address.nullable().optional(),
    })
    .optional(),
  discountSettings: z.unknown().optional(),
})
export type MetadataPatch = z.output<typeof metadataPatch>

/** The editable state of a content, as the rules see it. */
export interface EditableContent {
  content_type: ContentType
  category: ContentCategory
  media: ContentMedia
  title: string
  multi_lang_title: MultiLangTitle
  description: string
  hashtags: string[]
  language: ContentLanguage
  thumbnail: string
  adult: boolean
  price: number
  allow_bonus: boolean
  only_purchasable_with_coins: boolean
  viewable_tiers: string[]
  viewable_without_sub: boolean
  free_tier: boolean
  sale_count_limit: number | null
  discount_settings: DiscountSetting[]
  collaborators: Collaborator[]
  length_seconds: number
  media_assets: MediaAssets
  visibility: 'public' | 'private'
  hide_content: boolean
  video_layout: string | null
  rating_required: boolean
  scheduled_at: Date | null
}

export const EMPTY_CONTENT: EditableContent = {
  content_type: 'story',
  category: 'other',
  media: 'none',
  title: '',
  multi_lang_title: {},
  description: '',
  hashtags: [],
  language: 'en',
  thumbnail: '',
  adult: false,
  price: 0,
  allow_bonus: true,
  only_purchasable_with_coins: false,
  viewable_tiers: [],
  viewable_without_sub: true,
  free_tier: false,
  sale_count_limit: null,
  discount_settings: [],
  collaborators: [],
  length_seconds: 0,
  media_assets: {},
  visibility: 'public',
  hide_content: false,
  video_layout: null,
  rating_required: false,
  scheduled_at: null,
}

export function editableOf(
  row: Pick<Selectable<ContentsTable>, keyof EditableContent>,
): EditableContent {
  const editable = {} as Record<string, unknown>
  for (const key of Object.keys(EMPTY_CONTENT) as (keyof EditableContent)[])
    editable[key] = row[key]
  return editable as unknown as EditableContent
}

export function parsePatch(input: unknown): MetadataPatch {
  if (input === undefined || input === null) return {}
  return parseInput(metadataPatch, input)
}

function parsePrice(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > PRICE_CAP) {
    throw CATALOG_ERRORS.priceInvalid()
  }
  return value
}

const DISCOUNT_CODE = /^[A-Za-z0-9_-]{1,32}$/
const discountList = z
  .array(
    z.strictObject({
      code: z
        .string('A discount code is text.')
        .regex(DISCOUNT_CODE, 'A discount code is 1–32 letters, digits, _ or -.'),
      amount: z
        .number('A discount is a whole number of coins.')
        .int('A discount is a whole number of coins.')
        .min(1, 'A discount is at least 1 coin.'),
    }),
    'Discount settings must be a list.',
  )
  .max(20, 'At most 20 discount codes.')

export function parseDiscounts(value: unknown): DiscountSetting[] {
  return parseInput(discountList, value)
}

const collaboratorItem = z.object({
  userOid: z.unknown(),
  share: z
    .number('A share is a percentage.')
    .int('A share is a whole percentage.')
    .min(0)
    .max(100)
    .optional(),
})

function parseCollaborators(value: unknown[], creatorOid: string): Collaborator[] {
  const list: Collaborator[] = []
  for (const item of value) {
    const parsed = parseInput(collaboratorItem, item)
    if (typeof parsed.userOid !== 'string' || !OBJECT_ID_PATTERN.test(parsed.userOid)) {
      throw CATALOG_ERRORS.collaboratorInvalid({ userOid: parsed.userOid })
    }
    if (parsed.userOid === creatorOid) throw CATALOG_ERRORS.collaboratorSelf()
    if (list.some((other) => other.userOid === parsed.userOid)) {
      throw CATALOG_ERRORS.collaboratorDuplicate()
    }
    list.push({ userOid: parsed.userOid, share: parsed.share ?? 0 })
  }
  if (list.reduce((sum, item) => sum + item.share, 0) > 100)
    throw CATALOG_ERRORS.collaboratorShares()
  return list
}

function checkAddress(field: string, value: string | null | undefined) {
  if (value === undefined || value === null || value === '') return
  if (!isAssetAddress(value)) throw CATALOG_ERRORS.assetAddress(field)
}

function normalizeTags(tags: string[]): string[] {
  const seen = new Set<string>()
  for (const raw of tags) {
    const tag = raw.trim().replace(/^#+/, '').trim()
    if (tag) seen.add(tag)
  }
  return [...seen]
}

/** Which file fields a patch changes (scheduled content refuses them). */
export function changesFiles(current: EditableContent, next: EditableContent): boolean {
  return (
    current.thumbnail !== next.thumbnail ||
    JSON.stringify(current.media_assets) !== JSON.stringify(next.media_assets)
  )
}

/**
 * The content after a patch, checked by every rule that holds for drafts too. Throws the
 * first broken rule as a 400. `creatorOid` is the content's creator (co-creators' check).
 */
export function applyPatch(
  current: EditableContent,
  patch: MetadataPatch,
  discounts: unknown,
  creatorOid: string,
  soldCount: number,
): EditableContent {
  const next: EditableContent = { ...current }
  if (patch.contentType !== undefined) next.content_type = patch.contentType
  if (patch.category !== undefined) next.category = patch.category
  if (patch.media !== undefined) next.media = patch.media
  if (patch.title !== undefined) next.title = patch.title.trim()
  if (patch.multiLangTitle !== undefined) {
    const titles: MultiLangTitle = {}
    for (const language of LANGUAGES) {
      const title = patch.multiLangTitle[language]?.trim()
      if (title) titles[language] = title
    }
    next.multi_lang_title = titles
  }
  if (patch.description !== undefined) next.description = patch.description
  if (patch.hashtags !== undefined) next.hashtags = normalizeTags(patch.hashtags)
  if (patch.language !== undefined) next.language = patch.language
  if (patch.thumbnail !== undefined) {
    checkAddress('thumbnail', patch.thumbnail)
    next.thumbnail = patch.thumbnail
  }
  if (patch.isAdultContent !== undefined) next.adult = patch.isAdultContent
  const priceGiven = patch.price !== undefined
  if (priceGiven) next.price = parsePrice(patch.price)
  if (patch.allowBonus !== undefined) next.allow_bonus = patch.allowBonus
  if (patch.onlyPurchasableWithCoins !== undefined) {
    next.only_purchasable_with_coins = patch.onlyPurchasableWithCoins
    // Sold only for coins means no bonus coins, unless the same patch insists on both.
    if (patch.onlyPurchasableWithCoins && patch.allowBonus === undefined) next.allow_bonus = false
  }
  const tiers = patch.viewableTiers ?? patch.allowedTier
  if (tiers !== undefined)
    next.viewable_tiers = [...new Set(tiers.map((tier) => tier.trim()).filter(Boolean))]
  if (patch.freeTier !== undefined) next.free_tier = patch.freeTier
  if (patch.viewableWithoutSub !== undefined) {
    next.viewable_without_sub = patch.viewableWithoutSub
  } else if (priceGiven || tiers !== undefined) {
    // Not said: open to all exactly when nothing gates it (free, no tier).
    next.viewable_without_sub = next.price === 0 && next.viewable_tiers.length === 0
  }
  if (patch.saleCountLimit !== undefined) {
    if (patch.saleCountLimit !== null && patch.saleCountLimit < soldCount) {
      throw CATALOG_ERRORS.saleLimitBelowSold({ soldCount })
    }
    next.sale_count_limit = patch.saleCountLimit
  }
  if (patch.collaborators !== undefined) {
    next.collaborators = parseCollaborators(patch.collaborators, creatorOid)
  }
  if (patch.length !== undefined) next.length_seconds = patch.length
  if (patch.visibility !== undefined) next.visibility = patch.visibility
  if (patch.isPrivateContent !== undefined)
    next.visibility = patch.isPrivateContent ? 'private' : 'public'
  if (patch.hideContent !== undefined) next.hide_content = patch.hideContent
  if (patch.videoLayout !== undefined) next.video_layout = patch.videoLayout
  if (patch.ratingRequired !== undefined) next.rating_required = patch.ratingRequired
  if (patch.scheduledAt !== undefined) {
    if (patch.scheduledAt === null) next.scheduled_at = null
    else {
      const at = new Date(patch.scheduledAt)
      if (Number.isNaN(at.getTime())) throw CATALOG_ERRORS.scheduleMissing()
      next.scheduled_at = at
    }
  }
  if (patch.mediaAssets !== undefined) {
    const media = patch.mediaAssets
    const assets: MediaAssets = { ...next.media_assets }
    if (media.sources !== undefined) {
      for (const [index, source] of media.sources.entries()) {
        checkAddress(`mediaAssets.sources[${index}]`, source)
      }
      assets.sources = media.sources
    }
    for (const field of ['poster', 'preview', 'download'] as const) {
      const value = media[field]
      if (value === undefined) continue
      checkAddress(`mediaAssets.${field}`, value)
      if (value) assets[field] = value
      else delete assets[field]
    }
    if (media.subtitles !== undefined) {
      const subtitles: Partial<Record<ContentLanguage, string>> = {}
      for (const language of LANGUAGES) {
        const value = media.subtitles[language]
        checkAddress(`mediaAssets.subtitles.${language}`, value)
        if (value) subtitles[language] = value
      }
      assets.subtitles = subtitles
    }
    next.media_assets = assets
  }
  const discountInput = discounts !== undefined ? discounts : patch.discountSettings
  if (discountInput !== undefined && discountInput !== null) {
    next.discount_settings = parseDiscounts(discountInput)
  }
  checkPricing(next)
  return next
}

/** The pricing rules of documents 1 and 3, in the order a creator meets them. */
export function checkPricing(content: EditableContent) {
  parsePrice(content.price)
  if ((content.viewable_without_sub || content.free_tier) && content.price > 0) {
    throw CATALOG_ERRORS.freeMustBeFree()
  }
  if (content.only_purchasable_with_coins && content.allow_bonus)
    throw CATALOG_ERRORS.bonusConflict()
  const codes = new Set<string>()
  for (const discount of content.discount_settings) {
    if (content.price === 0) throw CATALOG_ERRORS.discountNeedsPrice()
    if (discount.amount > content.price)
      throw CATALOG_ERRORS.discountTooLarge({ code: discount.code })
    const key = discount.code.toLowerCase()
    if (codes.has(key)) throw CATALOG_ERRORS.discountDuplicate({ code: discount.code })
    codes.add(key)
  }
}

/** What publishing needs beyond the draft rules. */
export function checkPublishable(content: EditableContent) {
  if (!content.title) throw CATALOG_ERRORS.titleRequired()
  if (!content.thumbnail) throw CATALOG_ERRORS.thumbnailRequired()
}

/** True when the content passes the publishing rules (a draft ready to publish). */
export function isPublishable(content: EditableContent): boolean {
  return content.title !== '' && content.thumbnail !== ''
}
