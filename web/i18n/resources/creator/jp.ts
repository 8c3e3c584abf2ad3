import type { Texts } from '../texts'
import { channelJp } from './channel/jp'
import type { creatorEn } from './en'
import { liveDonationsJp } from './live-donations/jp'
import { liveStudioJp } from './live-studio/jp'

export const creatorJp: Texts<typeof creatorEn> = {
  ...channelJp,
  ...liveStudioJp,
  ...liveDonationsJp,
}
