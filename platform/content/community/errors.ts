/** The community posts' errors: a stable code and a precise text. */
import { AppError } from '../../http'
import { COMMUNITY_LIMITS } from './contract'

const fail = (status: number, code: string, message: string) => () =>
  new AppError({ status, code, message })

export const COMMUNITY_ERRORS = {
  notFound: fail(404, 'COMMUNITY_POST_NOT_FOUND', 'Post not found'),
  creatorsOnly: fail(403, 'COMMUNITY_CREATORS_ONLY', 'Only creators can post in the community.'),
  notYours: fail(403, 'COMMUNITY_POST_NOT_YOURS', 'This post is not yours.'),
  locked: fail(
    403,
    'COMMUNITY_POST_LOCKED',
    'This post is for subscribers of the chosen tiers only.',
  ),
  tooManyPinned: fail(
    409,
    'COMMUNITY_TOO_MANY_PINNED',
    `At most ${COMMUNITY_LIMITS.pinned} posts can be pinned. Unpin one first.`,
  ),
  imageNotFound: fail(
    400,
    'COMMUNITY_IMAGE_NOT_FOUND',
    'An image of the post is not one of your uploaded images.',
  ),
}
