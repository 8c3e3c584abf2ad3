import type { Texts } from '../texts'
import { channelEs } from './channel/es'
import type { creatorEn } from './en'
import { liveDonationsEs } from './live-donations/es'
import { liveStudioEs } from './live-studio/es'

export const creatorEs: Texts<typeof creatorEn> = {
  ...channelEs,
  ...liveStudioEs,
  ...liveDonationsEs,
}
