/** The form's fields as the creator fills them, new or read back from a saved content. */
import type { ContentMetadata, ContentStatus } from '../../web/api/content'
import { type Access, accessOf, SUBTITLE_LANGUAGES } from './upload-form'

export interface FormFields {
  title: string
  tags: string
  access: Access
  price: string
  tiers: string[]
  description: string
  visibility: 'public' | 'private'
  adult: boolean
  category: string
}

/** A saved content being edited: its id, status and what stays unless replaced. */
export interface EditedContent {
  contentOid: string
  status: ContentStatus
  thumbnail: string
  media: 'audio' | 'video' | 'none'
  category: string
  fields: FormFields
}

export const EMPTY_FIELDS: FormFields = {
  title: '',
  tags: '',
  access: 'free',
  price: '0',
  tiers: [],
  description: '',
  visibility: 'public',
  adult: false,
  category: 'audio-drama',
}

/** The form's fields from GET /content's metadata (the catalog's editable fields). */
export function fieldsOf(metadata: ContentMetadata): FormFields {
  return {
    title: metadata.title,
    tags: metadata.hashtags.join(', '),
    access: accessOf(metadata),
    price: String(metadata.price),
    tiers: metadata.price > 0 ? [] : [...metadata.viewableTiers],
    description: metadata.description,
    visibility: metadata.isPrivateContent ? 'private' : 'public',
    adult: metadata.isAdultContent,
    category: metadata.category,
  }
}

/** Subtitles are most often in the creator's own language: the page's, to start with. */
export const firstSubtitleLanguage = (language: string) =>
  (SUBTITLE_LANGUAGES as readonly string[]).includes(language) ? language : 'en'
