import { type StoryMetadata, storyMetadataSchema } from '../canvas/metadata'
import { isAllowedMediaUrl, MEDIA_URL_MESSAGE } from '../media'
import { error, type ValidationError } from './issue'
import { LIMITS, MESSAGES } from './limits'

/** Parses metadata and checks the spec's rules; `metadata` is undefined when unparseable. */
export function validateMetadata(input: unknown): {
  metadata: StoryMetadata | undefined
  errors: ValidationError[]
} {
  const parsed = storyMetadataSchema.safeParse(input ?? {})
  if (!parsed.success) {
    return {
      metadata: undefined,
      errors: parsed.error.issues.map((issue) =>
        error('INVALID_METADATA', `Metadata field is invalid: ${issue.message}.`, {
          field: issue.path.join('.'),
        }),
      ),
    }
  }
  const metadata = parsed.data
  const errors: ValidationError[] = []
  if (metadata.title.trim() === '') {
    errors.push(error('TITLE_REQUIRED', MESSAGES.titleRequired, { field: 'title' }))
  }
  if (metadata.thumbnail.trim() === '') {
    errors.push(error('THUMBNAIL_REQUIRED', MESSAGES.thumbnailRequired, { field: 'thumbnail' }))
  } else if (!isAllowedMediaUrl(metadata.thumbnail)) {
    errors.push(error('THUMBNAIL_NOT_ALLOWED', MEDIA_URL_MESSAGE, { field: 'thumbnail' }))
  }
  // Count code points, not UTF-16 units, so emoji and Korean count as one character each.
  if ([...metadata.briefIntro].length > LIMITS.briefIntroCharacters) {
    errors.push(error('BRIEF_INTRO_TOO_LONG', MESSAGES.briefIntroTooLong, { field: 'briefIntro' }))
  }
  if (metadata.pricing.kind === 'paid' && metadata.pricing.price <= 0) {
    errors.push(
      error('STORY_PRICE_INVALID', MESSAGES.storyPriceInvalid, { field: 'pricing.price' }),
    )
  }
  return { metadata, errors }
}
