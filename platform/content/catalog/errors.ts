/**
 * Every catalog error: a stable code and the spec's text where it has one (word for word),
 * a precise English text otherwise.
 */
import { AppError } from '../../http'

const fail = (status: number, code: string, message: string) => (details?: unknown) =>
  new AppError({ status, code, message, details })

export const CATALOG_ERRORS = {
  notFound: fail(404, 'CONTENT_NOT_FOUND', 'Content not found'),
  noPermission: fail(403, 'NO_PERMISSION', "You don't have permission to use this feature."),
  notOwner: fail(403, 'NOT_CONTENT_OWNER', 'Only the creator can manage this content.'),
  adultGated: fail(403, 'ADULT_VERIFICATION_REQUIRED', 'Adult verification is required.'),
  notEntitled: fail(403, 'NOT_ENTITLED', 'Buy this content or subscribe to a tier that shows it.'),
  priceInvalid: fail(400, 'PRICE_INVALID', 'There is something wrong with the price.'),
  freeMustBeFree: fail(
    400,
    'FREE_CONTENT_PRICED',
    'Contents that are open to all or free tier must be free.',
  ),
  bonusConflict: fail(
    400,
    'BONUS_CONFLICT',
    'Bonus coins cannot be allowed on content sold only for coins.',
  ),
  thumbnailRequired: fail(400, 'THUMBNAIL_REQUIRED', 'A thumbnail is required.'),
  titleRequired: fail(400, 'TITLE_REQUIRED', 'A title is required.'),
  collaboratorInvalid: fail(400, 'COLLABORATOR_INVALID', 'The co-creator address is not valid.'),
  collaboratorSelf: fail(400, 'COLLABORATOR_SELF', 'You cannot add yourself as a co-creator.'),
  collaboratorDuplicate: fail(400, 'COLLABORATOR_DUPLICATE', 'Each co-creator can be added once.'),
  collaboratorShares: fail(
    400,
    'COLLABORATOR_SHARES',
    'Co-creator shares cannot add up to more than 100%.',
  ),
  saleLimitBelowSold: fail(
    400,
    'SALE_LIMIT_BELOW_SOLD',
    'The sale count limit cannot be below the number already sold.',
  ),
  discountNeedsPrice: fail(400, 'DISCOUNT_NEEDS_PRICE', 'Discount codes need a paid content.'),
  discountTooLarge: fail(400, 'DISCOUNT_TOO_LARGE', 'A discount cannot exceed the price.'),
  discountDuplicate: fail(400, 'DISCOUNT_DUPLICATE', 'Each discount code can be used once.'),
  scheduledFilesLocked: fail(
    400,
    'SCHEDULED_FILES_LOCKED',
    'Files of scheduled content cannot be edited.',
  ),
  scheduleInPast: fail(400, 'SCHEDULE_IN_PAST', 'Choose a publishing time in the future.'),
  scheduleMissing: fail(400, 'SCHEDULE_MISSING', 'Choose when the content is published.'),
  stateChanged: fail(
    409,
    'CONTENT_STATE_CHANGED',
    'The content changed since it was loaded; reload and try again.',
  ),
  invalidTransition: (from: string, to: string) =>
    new AppError({
      status: 409,
      code: 'INVALID_TRANSITION',
      message: `A ${from} content cannot become ${to}.`,
      details: { from, to },
    }),
  assetAddress: (field: string) =>
    new AppError({
      status: 400,
      code: 'INVALID_ASSET_ADDRESS',
      message: `${field}: use an uploaded file's address (/api/upload/… or /api/story-chat/asset/…).`,
      details: { field },
    }),
  tooManyContents: fail(400, 'TOO_MANY_CONTENTS', 'At most 150 contents per call.'),
  cursorInvalid: fail(400, 'CURSOR_INVALID', 'The page cursor is not valid.'),
  noDownload: fail(404, 'NO_DOWNLOAD', 'This content has no file to download.'),
  otherCreator: fail(403, 'NOT_CONTENT_OWNER', 'Only the creator can manage this content.'),
}
