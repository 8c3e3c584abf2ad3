/**
 * Story metadata: merging a writer's patch over the stored document, the spec's rules
 * (price, brief intro; title and thumbnail when publishing), and the relational columns
 * the catalogue reads.
 */
import { type StoryMetadata, storyMetadataSchema } from '../../engine/canvas'
import { isAllowedMediaUrl, MEDIA_URL_MESSAGE } from '../../engine/media'
import { LIMITS, MESSAGES, validateMetadata } from '../../engine/validate'
import { badRequest, parseInput } from '../http'
import { type MetadataPatch, metadataPatchSchema, normalizeHashtag } from './contract'
import { STORY_ERRORS } from './errors'

/** The stored document: the engine's metadata without its `version` (kept in a column). */
export type StoredMetadata = Omit<StoryMetadata, 'version'>

export const PRICE_CAP = 100_000_000

export function defaultMetadata(): StoredMetadata {
  const { version: _version, ...rest } = storyMetadataSchema.parse({})
  return rest
}

/** Reads a stored document, filling fields added to the schema since it was written. */
export function readStoredMetadata(document: unknown): StoredMetadata {
  const parsed = storyMetadataSchema.safeParse(document ?? {})
  const { version: _version, ...rest } = parsed.success
    ? parsed.data
    : storyMetadataSchema.parse({})
  return rest
}

export interface MergedMetadata {
  metadata: StoredMetadata
  /** Present when the patch names one; the service decides whether it may be set. */
  storyChatCreatorOid: string | undefined
}

/**
 * Validates a raw patch and merges it over `stored`. `publishable` adds the rules that
 * publishing needs (title, thumbnail), so a published story cannot lose them.
 */
export function mergeMetadata(
  stored: StoredMetadata,
  rawPatch: unknown,
  options: { publishable: boolean },
): MergedMetadata {
  const patch: MetadataPatch = parseInput(metadataPatchSchema, rawPatch ?? {})
  const { storyChatCreatorOid, pricing: rawPricing, ...fields } = patch
  const merged: StoredMetadata = { ...stored }
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) (merged as Record<string, unknown>)[key] = value
  }
  // The catalogue shows the thumbnail to every visitor: only our assets or inline images.
  if (patch.thumbnail && !isAllowedMediaUrl(patch.thumbnail)) {
    throw STORY_ERRORS.mediaUrlNotAllowed([
      {
        path: 'thumbnail',
        field: 'thumbnail',
        key: 'THUMBNAIL_NOT_ALLOWED',
        message: MEDIA_URL_MESSAGE,
      },
    ])
  }
  if (patch.hashtags)
    merged.hashtags = [...new Set(patch.hashtags.map(normalizeHashtag))].filter(Boolean)
  if (rawPricing !== undefined) merged.pricing = parsePricing(rawPricing)
  // Count code points, as the engine does, so Korean and emoji count as one character.
  if ([...merged.briefIntro].length > LIMITS.briefIntroCharacters) {
    throw badRequest('BRIEF_INTRO_TOO_LONG', MESSAGES.briefIntroTooLong)
  }
  if (options.publishable) {
    const problems = validateMetadata(merged).errors.filter((entry) => entry.severity === 'error')
    const first = problems[0]
    if (first) throw badRequest(first.key, first.message, problems)
  }
  return { metadata: merged, storyChatCreatorOid }
}

/**
 * Free, or paid with a whole price from 1 to the cap (optionally `allowBonus`: bonus coins
 * may pay); anything else is the spec's price error.
 */
export function parsePricing(raw: unknown): StoredMetadata['pricing'] {
  if (typeof raw !== 'object' || raw === null) throw STORY_ERRORS.priceInvalid()
  const { kind, price, allowBonus } = raw as {
    kind?: unknown
    price?: unknown
    allowBonus?: unknown
  }
  if (kind === 'free' && (price === undefined || price === 0)) return { kind: 'free' }
  if (
    kind === 'paid' &&
    typeof price === 'number' &&
    Number.isInteger(price) &&
    price >= 1 &&
    price <= PRICE_CAP &&
    (allowBonus === undefined || typeof allowBonus === 'boolean')
  ) {
    return allowBonus ? { kind: 'paid', price, allowBonus } : { kind: 'paid', price }
  }
  throw STORY_ERRORS.priceInvalid()
}

/** The relational mirror of the metadata, written in the same statement as the document. */
export function metadataColumns(metadata: StoredMetadata) {
  return {
    title: metadata.title,
    brief_intro: metadata.briefIntro,
    description: metadata.description,
    thumbnail: metadata.thumbnail,
    hashtags: metadata.hashtags,
    language: metadata.language,
    model: metadata.model,
    price: metadata.pricing.kind === 'paid' ? metadata.pricing.price : 0,
    visibility: metadata.visibility,
    adult: metadata.adult,
    metadata: JSON.stringify(metadata),
  }
}
