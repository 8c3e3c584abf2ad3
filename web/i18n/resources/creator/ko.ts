import type { Texts } from '../texts'
import { campaignsKo } from './campaigns/ko'
import { channelKo } from './channel/ko'
import { commentKindsKo } from './comment-kinds/ko'
import type { creatorEn } from './en'
import { gachaKo } from './gacha/ko'
import { liveCohostKo } from './live-cohost/ko'
import { liveDonationsKo } from './live-donations/ko'
import { liveStudioKo } from './live-studio/ko'
import { pageViewsKo } from './page-views/ko'
import { platformLinksKo } from './platform-links/ko'

export const creatorKo: Texts<typeof creatorEn> = {
  ...channelKo,
  ...gachaKo,
  ...campaignsKo,
  ...liveStudioKo,
  ...pageViewsKo,
  ...platformLinksKo,
  ...liveDonationsKo,
  ...liveCohostKo,
  ...commentKindsKo,
}
