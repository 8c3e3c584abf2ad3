/**
 * Purchase, cart and gift refusals: a stable code and a clear text each. The spec names
 * the cases (content not found, subscriber-exclusive, sold out, free, already owned) and
 * two texts word for word: 'Content not found' and 'Not enough Bonus coins'.
 */
import { AppError } from '../../http'

const fail = (status: number, code: string, message: string) => (details?: unknown) =>
  new AppError({ status, code, message, details })

export const PURCHASE_ERRORS = {
  contentNotFound: fail(404, 'CONTENT_NOT_FOUND', 'Content not found'),
  subscriberOnly: fail(
    403,
    'SUBSCRIBER_ONLY',
    'This content is for subscribers only and cannot be bought.',
  ),
  soldOut: fail(409, 'SOLD_OUT', 'This content is sold out.'),
  freeContent: fail(400, 'FREE_CONTENT', 'This content is free: there is nothing to buy.'),
  alreadyOwned: fail(409, 'ALREADY_OWNED', 'You already own this content.'),
  ownContent: fail(400, 'OWN_CONTENT', 'You cannot buy your own content.'),
  adultGated: fail(403, 'ADULT_VERIFICATION_REQUIRED', 'Adult verification is required.'),
  notEnoughBonusCoins: fail(403, 'NOT_ENOUGH_BONUS_COINS', 'Not enough Bonus coins'),
  creatorMismatch: fail(400, 'CREATOR_MISMATCH', 'This content belongs to another creator.'),
  invalidDiscountCode: fail(400, 'INVALID_DISCOUNT_CODE', 'This discount code is not valid.'),
  priceMismatch: (price: number) =>
    new AppError({
      status: 400,
      code: 'PRICE_MISMATCH',
      message: `The price has changed: this costs ${price} coins now.`,
      details: { price },
    }),
  unavailable: fail(400, 'PURCHASE_UNAVAILABLE', 'Contents cannot be bought on this server.'),
  cartEmpty: fail(400, 'CART_EMPTY', 'Your shopping cart is empty.'),
  cartFull: fail(409, 'CART_FULL', 'Your shopping cart is full (100 items).'),
  cartRefused: fail(
    409,
    'CART_ITEMS_REFUSED',
    'Some items in your shopping cart cannot be bought.',
  ),
  selfGift: fail(400, 'GIFT_TO_SELF', 'You cannot send a gift to yourself.'),
  recipientNotFound: fail(404, 'RECIPIENT_NOT_FOUND', 'The recipient was not found.'),
  recipientOwns: fail(409, 'RECIPIENT_ALREADY_OWNS', 'The recipient already owns this content.'),
  recipientAdultGated: fail(
    403,
    'RECIPIENT_ADULT_VERIFICATION_REQUIRED',
    'The recipient has not verified their age for adult content.',
  ),
  storyGift: fail(400, 'STORY_CHAT_GIFT', 'Story chats cannot be sent as gifts.'),
  storyCart: fail(
    400,
    'STORY_CHAT_CART',
    'Story chats are bought from their page, not the shopping cart.',
  ),
}
