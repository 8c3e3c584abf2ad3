import type { Texts } from '../texts'
import { campaignsEs } from './campaigns/es'
import { channelEs } from './channel/es'
import { commentKindsEs } from './comment-kinds/es'
import type { creatorEn } from './en'
import { gachaEs } from './gacha/es'
import { liveCohostEs } from './live-cohost/es'
import { liveDonationsEs } from './live-donations/es'
import { liveStudioEs } from './live-studio/es'
import { pageViewsEs } from './page-views/es'
import { platformLinksEs } from './platform-links/es'

export const creatorEs: Texts<typeof creatorEn> = {
  ...channelEs,
  ...gachaEs,
  ...campaignsEs,
  ...liveStudioEs,
  ...pageViewsEs,
  ...platformLinksEs,
  ...liveDonationsEs,
  ...liveCohostEs,
  ...commentKindsEs,
}
