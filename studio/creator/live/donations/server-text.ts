import type { ParseKeys, TFunction } from 'i18next'
import { ApiError } from '../../../../web/api'
import { errorText } from '../../../../web/i18n'

/** The server's own roulette texts (platform/live/donations/requests.ts), read in the studio's language. */
const SERVER_TEXTS: Record<string, ParseKeys<'creator'>> = {
  'A roulette item needs a name.': 'liveStudioDonations.nameRequired',
  'A roulette item needs a probability.': 'liveStudioDonations.probabilityRequired',
  'A roulette needs at least one item.': 'liveStudioDonations.itemsEmpty',
  'Roulette item names must be unique.': 'liveStudioDonations.nameDuplicate',
}

/** Refusals whose `details.reason` says more than the code's general text. */
const REASONS: Record<string, ParseKeys<'creator'>> = {
  'roulette-missing': 'liveStudioDonations.rouletteMissing',
}

/**
 * A refusal as the streamer reads it: the server's precise text for a field it refused
 * (the generic "some fields" would hide which), else the code's translated text.
 */
export function serverText(t: TFunction<'creator'>, error: unknown): string {
  if (ApiError.isInstance(error)) {
    const reason = (error.details as { reason?: unknown } | null | undefined)?.reason
    if (typeof reason === 'string' && REASONS[reason]) return t(REASONS[reason])
    if (error.code === 'INVALID_PARAMETERS' && error.message) {
      const known = SERVER_TEXTS[error.message]
      return known ? t(known) : error.message
    }
  }
  return errorText(t, error)
}
