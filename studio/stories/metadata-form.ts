import type { StoryMetadata } from '../../engine/canvas'
import type { TextKey } from '../../web/i18n'
import type { MetadataPatch } from '../api/stories-api'

/** The story form as the writer types it (strings for number and list inputs). */
export interface MetadataFormValues {
  title: string
  briefIntro: string
  description: string
  hashtags: string
  language: StoryMetadata['language']
  model: string
  /** Players may choose the turn's model among the story's and `playerModels`. */
  allowModelChoice: boolean
  playerModels: string[]
  pricing: 'free' | 'paid'
  price: string
  visibility: 'public' | 'private'
  adult: boolean
  thumbnail: string
  /** 'classic': 3 tags per image; 'new': 7 (the spec's new tagging mode). */
  imageTaggingMode: StoryMetadata['imageTaggingMode']
}

export const BRIEF_INTRO_LIMIT = 40

/** The model ids of the server's catalogue (server/models/catalogue.ts). */
export const MODEL_IDS = [
  'gemini',
  'gemini-pro',
  'gpt-4o-mini',
  'gpt-4o',
  'local',
  'offline',
] as const

/**
 * The catalogue's product names (server/models/catalogue.ts) for the ids a writer picks
 * from; `local` and `offline` describe themselves in the writer's language instead.
 */
const MODEL_BRAND_NAMES: Partial<Record<(typeof MODEL_IDS)[number], string>> = {
  gemini: 'Gemini Flash',
  'gemini-pro': 'Gemini Pro',
  'gpt-4o-mini': 'GPT-4o mini',
  'gpt-4o': 'GPT-4o',
}

/** A model's name for menus: the product name, a described one, or the id itself. */
export function modelName(id: string, describe: (key: 'local' | 'offline') => string): string {
  if (id === 'local' || id === 'offline') return describe(id)
  return MODEL_BRAND_NAMES[id as (typeof MODEL_IDS)[number]] ?? id
}

export function formFromMetadata(metadata: Partial<StoryMetadata>): MetadataFormValues {
  return {
    title: metadata.title ?? '',
    briefIntro: metadata.briefIntro ?? '',
    description: metadata.description ?? '',
    hashtags: (metadata.hashtags ?? []).map((tag) => `#${tag}`).join(' '),
    language: metadata.language ?? 'en',
    model: metadata.model ?? 'gemini',
    allowModelChoice: metadata.allowModelChoice ?? false,
    playerModels: metadata.playerModels ?? [],
    pricing: metadata.pricing?.kind ?? 'free',
    price: metadata.pricing?.kind === 'paid' ? String(metadata.pricing.price) : '',
    visibility: metadata.visibility ?? 'private',
    adult: metadata.adult ?? false,
    thumbnail: metadata.thumbnail ?? '',
    imageTaggingMode: metadata.imageTaggingMode ?? 'classic',
  }
}

/** Hashtags typed as "#sea #mystery, lighthouse" → ['sea', 'mystery', 'lighthouse']. */
export function parseHashtags(text: string): string[] {
  const tags = text
    .split(/[\s,]+/)
    .map((tag) => tag.replace(/^#+/, '').trim().toLowerCase())
    .filter(Boolean)
  return [...new Set(tags)]
}

/** Field → i18n key of the problem; empty when the form may be sent. */
export function checkMetadataForm(
  values: MetadataFormValues,
): Partial<Record<keyof MetadataFormValues, TextKey<'studio'>>> {
  const problems: Partial<Record<keyof MetadataFormValues, TextKey<'studio'>>> = {}
  if (!values.title.trim()) problems.title = 'studioList.titleRequired'
  // Code points, as the engine counts: Korean and emoji count as one character each.
  if ([...values.briefIntro].length > BRIEF_INTRO_LIMIT)
    problems.briefIntro = 'studioList.briefIntroTooLong'
  if (values.pricing === 'paid') {
    const price = Number(values.price)
    if (!Number.isInteger(price) || price < 1) problems.price = 'studioList.priceInvalid'
  }
  return problems
}

export function patchFromForm(values: MetadataFormValues): MetadataPatch {
  return {
    title: values.title.trim(),
    briefIntro: values.briefIntro,
    description: values.description,
    hashtags: parseHashtags(values.hashtags),
    language: values.language,
    model: values.model,
    allowModelChoice: values.allowModelChoice,
    // The story's own model is always offered; the list holds the others.
    playerModels: values.allowModelChoice
      ? values.playerModels.filter((id) => id !== values.model)
      : [],
    pricing:
      values.pricing === 'paid' ? { kind: 'paid', price: Number(values.price) } : { kind: 'free' },
    visibility: values.visibility,
    adult: values.adult,
    thumbnail: values.thumbnail.trim(),
    imageTaggingMode: values.imageTaggingMode,
  }
}
