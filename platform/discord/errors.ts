/** The Discord area's refusals ('Invalid Discord ID' is the spec's text, §8). */
import { AppError, badRequest, forbidden, notFound } from '../http'
import { INVALID_DISCORD_ID } from './contract'

export const DISCORD_ERRORS = {
  invalidId: (field: string) => badRequest('DISCORD_INVALID_ID', INVALID_DISCORD_ID, { field }),
  notConfigured: () =>
    new AppError({
      status: 503,
      code: 'DISCORD_NOT_CONFIGURED',
      message: 'Discord linking is not available on this server.',
    }),
  notLinked: () => notFound('This creator has not linked a Discord server.', 'DISCORD_NOT_LINKED'),
  notSubscribed: () =>
    forbidden('Subscribe to this tier to link your Discord account.', 'DISCORD_NOT_SUBSCRIBED'),
  tierUnknown: (tierHash: string) =>
    badRequest('DISCORD_TIER_UNKNOWN', 'The tier is not one of this creator.', { tierHash }),
  channelMismatch: () =>
    badRequest('DISCORD_CHANNEL_MISMATCH', "The channel is not this creator's Discord server."),
}
