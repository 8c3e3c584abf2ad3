import { AppError, badRequest, notFound } from '../../http'

/** The spec's image message keys, word for word. */
export const IMAGE_ERRORS = {
  alreadyUnlocked: () =>
    new AppError({
      status: 409,
      code: 'IMAGE_ALREADY_UNLOCKED',
      message: 'Image already unlocked',
    }),
  notFound: () => notFound('Image not found', 'IMAGE_NOT_FOUND'),
  notInMetadata: () => notFound('Image not found in metadata', 'IMAGE_NOT_FOUND_IN_METADATA'),
  noManualUnlock: () => badRequest('IMAGE_NO_MANUAL_UNLOCK', 'Image does not allow manual unlock'),
  notUnlocked: () =>
    new AppError({ status: 403, code: 'IMAGE_NOT_UNLOCKED', message: 'Image not unlocked' }),
  noImages: () => notFound('No images found in content', 'NO_IMAGES_IN_CONTENT'),
  nothingToUnlock: () =>
    new AppError({
      status: 409,
      code: 'NOTHING_TO_UNLOCK',
      message: 'All images already unlocked or not available for unlock',
    }),
  insufficient: () =>
    new AppError({ status: 403, code: 'INSUFFICIENT_CREDITS', message: 'Insufficient Credits' }),
}
