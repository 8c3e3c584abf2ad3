import type { ImageNode } from '../canvas/nodes/image'
import type { ImageCategoryNode } from '../canvas/nodes/image-category'
import { isAllowedMediaUrl, MEDIA_URL_MESSAGE } from '../media'
import type { ValidationContext } from './context'
import { error, type ValidationError, warning } from './issue'
import { LIMITS, MESSAGES } from './limits'

export function validateImage(node: ImageNode, context: ValidationContext): ValidationError[] {
  const errors: ValidationError[] = []
  const at = (field: string) => ({ nodeId: node.id, field })
  const { data } = node
  if (data.url.trim() === '') {
    errors.push(error('IMAGE_ASSET_REQUIRED', 'Upload an image for this node.', at('url')))
  } else if (!isAllowedMediaUrl(data.url)) {
    errors.push(error('IMAGE_URL_NOT_ALLOWED', MEDIA_URL_MESSAGE, at('url')))
  }
  const limit =
    context.metadata?.imageTaggingMode === 'new' ? LIMITS.imageTagsNew : LIMITS.imageTagsClassic
  if (data.tags.length > limit) {
    errors.push(error('TOO_MANY_IMAGE_TAGS', MESSAGES.tooManyImageTags(limit), at('tags')))
  }
  if (new Set(data.tags.map((tag) => tag.toLowerCase())).size !== data.tags.length) {
    errors.push(warning('DUPLICATE_IMAGE_TAG', 'This image has the same tag twice.', at('tags')))
  }
  if (data.price > 0 && data.price < LIMITS.minimumImagePrice) {
    errors.push(error('MINIMUM_IMAGE_PRICE', MESSAGES.minimumImagePrice, at('price')))
  }
  const hasCondition = context.graph.incoming(node.id, 'unlockCondition').length > 0
  if (data.autoUnlock && !hasCondition) {
    errors.push(
      error(
        'AUTO_UNLOCK_CONDITION_MISSING',
        'Automatic unlock needs a condition: connect one to "unlockCondition".',
        at('unlockCondition'),
      ),
    )
  }
  if (data.price > 0 && !data.manualUnlock && !data.autoUnlock) {
    errors.push(
      warning(
        'IMAGE_NEVER_UNLOCKS',
        'This paid image can be unlocked neither manually nor automatically.',
        at('manualUnlock'),
      ),
    )
  }
  return errors
}

export function validateImageCategory(
  node: ImageCategoryNode,
  _context: ValidationContext,
): ValidationError[] {
  const errors: ValidationError[] = []
  if (node.data.description.trim() === '') {
    errors.push(
      error('CATEGORY_DESCRIPTION_REQUIRED', MESSAGES.categoryDescriptionRequired, {
        nodeId: node.id,
        field: 'description',
      }),
    )
  }
  if (node.data.name.trim() === '') {
    errors.push(
      error('CATEGORY_NAME_REQUIRED', 'Give this category a name.', {
        nodeId: node.id,
        field: 'name',
      }),
    )
  }
  return errors
}
