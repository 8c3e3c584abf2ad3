/**
 * Every stories error: a stable code and the spec's text where it has one (word for word),
 * a precise English text otherwise. Services throw these; the server's handler renders them.
 */
import { AppError } from '../http'

const fail = (status: number, code: string, message: string) => (details?: unknown) =>
  new AppError({ status, code, message, details })

export const STORY_ERRORS = {
  contentNotFound: fail(404, 'CONTENT_NOT_FOUND', 'Content not found'),
  canvasNotFound: fail(404, 'CANVAS_NOT_FOUND', 'Canvas not found'),
  notWriter: fail(403, 'NOT_STORY_CHAT_WRITER', 'Only story-chat writers can create story chats.'),
  notOwner: fail(403, 'NOT_CONTENT_OWNER', 'Only the creator can manage this content.'),
  adultGated: fail(403, 'ADULT_VERIFICATION_REQUIRED', 'Adult verification is required.'),
  canvasVersionConflict: fail(409, 'CANVAS_VERSION_CONFLICT', 'Canvas version conflict'),
  metadataVersionConflict: fail(409, 'METADATA_VERSION_CONFLICT', 'Metadata version conflict.'),
  priceInvalid: fail(400, 'PRICE_INVALID', 'There is something wrong with the price.'),
  metadataInvalid: fail(400, 'METADATA_INVALID', 'The story metadata is invalid.'),
  canvasInvalid: fail(400, 'CANVAS_INVALID', 'The canvas is invalid.'),
  /** The message names the first field's path (`nodes[3].data.url: …`); all are in details. */
  mediaUrlNotAllowed: (
    problems: readonly { path: string; message: string; field?: string; key?: string }[],
  ) =>
    new AppError({
      status: 400,
      code: 'MEDIA_URL_NOT_ALLOWED',
      message: problems.map((problem) => `${problem.path}: ${problem.message}`)[0] ?? '',
      details: problems,
    }),
  creatorLocked: fail(
    409,
    'STORY_CHAT_CREATOR_LOCKED',
    'The story-chat creator cannot be changed once set.',
  ),
  compileRequired: fail(
    400,
    'COMPILATION_REQUIRED',
    'Compilation required before publishing: the story has errors.',
  ),
  /** A draft tested before publishing: the message is the engine's first error, all are in details. */
  draftHasErrors: (errors: readonly { message: string }[]) =>
    new AppError({
      status: 400,
      code: 'DRAFT_HAS_ERRORS',
      message: errors[0]?.message ?? 'The draft has errors.',
      details: errors,
    }),
  compileTimedOut: fail(503, 'COMPILATION_TIMED_OUT', 'Compilation timed out. Please try again.'),
  compileFailed: fail(
    500,
    'COMPILATION_FAILED',
    'An error occurred during compilation. Please try again.',
  ),
  noPreviousVersion: fail(
    409,
    'NO_PREVIOUS_VERSION',
    'There is no previous compiled version to roll back to.',
  ),
  notPublished: fail(409, 'NOT_PUBLISHED', 'The content is not published.'),
  deletedContent: fail(409, 'CONTENT_DELETED', 'The content has been deleted.'),
  keywordRequired: fail(400, 'KEYWORD_REQUIRED', 'Please enter a keyword to search.'),
}
