/** The gacha's errors: a stable code and the spec's text where it has one (document 2 §8, "Coins"). */
import { AppError } from '../../http'

const fail = (status: number, code: string, message: string) => () =>
  new AppError({ status, code, message })

export const GACHA_ERRORS = {
  notFound: fail(404, 'GACHA_NOT_FOUND', 'Gacha not found'),
  /** Hidden by its creator. */
  notOnSale: fail(400, 'GACHA_NOT_ON_SALE', 'This gacha is not on sale.'),
  /** Its settings are incomplete (the chances do not add up to 100 %). */
  unavailable: fail(400, 'GACHA_UNAVAILABLE', 'This gacha is unavailable.'),
  ownGacha: fail(403, 'GACHA_OWN', 'You cannot buy your own gacha.'),
  notCreator: fail(403, 'GACHA_NOT_CREATOR', 'Only creators can make a gacha.'),
  profitRateTooHigh: (max: number) =>
    new AppError({
      status: 400,
      code: 'GACHA_PROFIT_RATE_TOO_HIGH',
      message: `The profit distribution rate cannot exceed ${max}%.`,
      details: { max },
    }),
}
