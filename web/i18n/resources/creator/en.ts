import { channelEn } from './channel/en'
import { liveDonationsEn } from './live-donations/en'
import { liveStudioEn } from './live-studio/en'

/** The creator studio (studio/creator): the channel's pages and the live studio. */
export const creatorEn = {
  ...channelEn,
  ...liveStudioEn,
  ...liveDonationsEn,
}
