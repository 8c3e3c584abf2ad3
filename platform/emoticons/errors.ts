/**
 * The emoticon area's refusals, with the spec's texts where it has them (§8: 'Failed to
 * upload emoticon.', 'This file is not in a valid PNG format', 'image type invalid',
 * 'image size limit').
 */
import { AppError, badRequest, notFound } from '../http'
import { EMOTICON_LIMITS } from './contract'

export const EMOTICON_ERRORS = {
  uploadFailed: () =>
    new AppError({
      status: 502,
      code: 'EMOTICON_UPLOAD_FAILED',
      message: 'Failed to upload emoticon.',
    }),
  unreadable: () => badRequest('EMOTICON_UPLOAD_FAILED', 'Failed to upload emoticon.'),
  notPng: () => badRequest('EMOTICON_NOT_PNG', 'This file is not in a valid PNG format'),
  typeInvalid: () =>
    new AppError({ status: 415, code: 'EMOTICON_TYPE_INVALID', message: 'image type invalid' }),
  tooLarge: (byteSize: number) =>
    new AppError({
      status: 413,
      code: 'EMOTICON_SIZE_LIMIT',
      message: 'image size limit',
      details: { byteSize, maxBytes: EMOTICON_LIMITS.maxBytes },
    }),
  dimensions: (width: number, height: number) =>
    badRequest('EMOTICON_DIMENSIONS', 'image size limit', {
      width,
      height,
      required: { width: EMOTICON_LIMITS.width, height: EMOTICON_LIMITS.height },
    }),
  nameRequired: () => badRequest('EMOTICON_NAME_REQUIRED', 'Enter a name for the emoticon.'),
  notFound: () => notFound('Emoticon not found', 'EMOTICON_NOT_FOUND'),
  tierUnknown: (tierHash: string) =>
    badRequest('EMOTICON_TIER_UNKNOWN', 'The tier is not one of this creator.', { tierHash }),
  notYours: (emoticonOid: string) =>
    badRequest('EMOTICON_NOT_YOURS', 'The emoticon is not one of this creator.', { emoticonOid }),
}
