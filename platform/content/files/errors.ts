/** File contents' errors: a stable code and a precise text. */
import { AppError } from '../../http'

const fail = (status: number, code: string, message: string) => () =>
  new AppError({ status, code, message })

export const FILE_ERRORS = {
  notFound: fail(404, 'FILE_CONTENT_NOT_FOUND', 'File not found'),
  notYours: fail(403, 'FILE_CONTENT_NOT_YOURS', 'Only the channel’s creator can change its files.'),
  creatorsOnly: fail(403, 'CREATORS_ONLY', 'Only creators can post files.'),
  uploadMissing: fail(
    400,
    'FILE_UPLOAD_MISSING',
    'The uploaded file was not found. Upload it again.',
  ),
  kindNotAllowed: fail(
    400,
    'FILE_KIND_NOT_ALLOWED',
    'Only zip, pdf, txt, epub, jpg, png, gif, webp, mp3, wav, flac, m4a, mp4 and mov files can be posted.',
  ),
  tooLarge: fail(413, 'FILE_TOO_LARGE', 'A file can be at most 2 GB.'),
  pinLimit: fail(400, 'FILE_PIN_LIMIT', 'At most 5 files can be pinned.'),
  locked: fail(
    403,
    'FILE_LOCKED',
    'Buy this file, subscribe to an eligible tier or use a file coupon to download it.',
  ),
  notForSale: fail(400, 'FILE_NOT_FOR_SALE', 'This file is not sold for coins.'),
  alreadyOpen: fail(409, 'FILE_ALREADY_OPEN', 'You can already download this file.'),
  notFileCoupon: fail(400, 'NOT_A_FILE_COUPON', 'This item is not a file coupon.'),
  couponNotForFile: fail(
    400,
    'FILE_COUPON_NOT_FOR_FILE',
    'This file coupon cannot open this file.',
  ),
  couponUsed: fail(400, 'ITEM_ALREADY_USED', 'This item was already used.'),
  signatureInvalid: fail(403, 'SIGNATURE_INVALID', 'The address is invalid or has expired.'),
  alreadyRecommended: fail(409, 'FILE_ALREADY_RECOMMENDED', 'This file is already recommended.'),
  recommendLimit: fail(400, 'FILE_RECOMMEND_LIMIT', 'At most 50 files can be recommended.'),
  orderMismatch: fail(
    400,
    'FILE_RECOMMEND_ORDER_MISMATCH',
    'The order must name every recommended file once.',
  ),
  notRecommended: fail(404, 'FILE_NOT_RECOMMENDED', 'This file is not recommended.'),
}
