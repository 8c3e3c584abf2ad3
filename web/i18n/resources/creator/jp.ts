import type { Texts } from '../texts'
import { campaignsJp } from './campaigns/jp'
import { channelJp } from './channel/jp'
import { commentKindsJp } from './comment-kinds/jp'
import type { creatorEn } from './en'
import { gachaJp } from './gacha/jp'
import { liveCohostJp } from './live-cohost/jp'
import { liveDonationsJp } from './live-donations/jp'
import { liveStudioJp } from './live-studio/jp'
import { pageViewsJp } from './page-views/jp'
import { platformLinksJp } from './platform-links/jp'

export const creatorJp: Texts<typeof creatorEn> = {
  ...channelJp,
  ...gachaJp,
  ...campaignsJp,
  ...liveStudioJp,
  ...pageViewsJp,
  ...platformLinksJp,
  ...liveDonationsJp,
  ...liveCohostJp,
  ...commentKindsJp,
}
