/** Campaigns' errors: a stable code and a precise text (the spec shows none of its own). */
import { AppError } from '../../http'

const fail =
  (status: number, code: string, message: string) => (details?: Record<string, unknown>) =>
    new AppError({ status, code, message, ...(details ? { details } : {}) })

export const CAMPAIGN_ERRORS = {
  notFound: fail(404, 'CAMPAIGN_NOT_FOUND', 'Campaign not found.'),
  notCreator: fail(403, 'CAMPAIGN_CREATORS_ONLY', 'Only creators can run campaigns.'),
  notYours: fail(403, 'CAMPAIGN_NOT_YOURS', 'This campaign is not yours.'),
  notRunning: fail(409, 'CAMPAIGN_NOT_RUNNING', 'This campaign is not running.'),
  stillRunning: fail(409, 'CAMPAIGN_STILL_RUNNING', 'This campaign is still running.'),
  ownCampaign: fail(403, 'CAMPAIGN_OWN', 'You cannot contribute to your own campaign.'),
  goalNotReached: fail(
    409,
    'CAMPAIGN_GOAL_NOT_REACHED',
    'A campaign can close early only once its goal is reached.',
  ),
  termsLocked: fail(
    409,
    'CAMPAIGN_TERMS_LOCKED',
    'The goal and end time cannot change once someone has contributed.',
  ),
  endTooSoon: fail(
    400,
    'CAMPAIGN_END_OUT_OF_RANGE',
    'The end time must be 1 hour to 180 days away.',
  ),
  notRefundable: fail(
    409,
    'CAMPAIGN_NOT_REFUNDABLE',
    'Only a failed or cancelled campaign is refunded to everyone.',
  ),
  nothingToRefund: fail(
    404,
    'CAMPAIGN_NOTHING_TO_REFUND',
    'You have no coins held in this campaign.',
  ),
  notEnoughCoins: () =>
    new AppError({ status: 403, code: 'NOT_ENOUGH_COINS', message: 'Not enough coins' }),
  keyReused: (key: string) =>
    new AppError({
      status: 409,
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This idempotency key was already used for a different request.',
      details: { key },
    }),
  contributionMissing: fail(
    400,
    'CAMPAIGN_CONTRIBUTION_REQUIRED',
    'Enter the coins and a request key.',
  ),
}
