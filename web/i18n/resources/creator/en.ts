import { campaignsEn } from './campaigns/en'
import { channelEn } from './channel/en'
import { commentKindsEn } from './comment-kinds/en'
import { gachaEn } from './gacha/en'
import { liveCohostEn } from './live-cohost/en'
import { liveDonationsEn } from './live-donations/en'
import { liveStudioEn } from './live-studio/en'
import { pageViewsEn } from './page-views/en'
import { platformLinksEn } from './platform-links/en'

/** The creator studio (studio/creator): the channel's pages and the live studio. */
export const creatorEn = {
  ...channelEn,
  ...gachaEn,
  ...campaignsEn,
  ...liveStudioEn,
  ...pageViewsEn,
  ...platformLinksEn,
  ...liveDonationsEn,
  ...liveCohostEn,
  ...commentKindsEn,
}
