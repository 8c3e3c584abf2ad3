import type { Texts } from '../texts'
import { channelKo } from './channel/ko'
import type { creatorEn } from './en'
import { liveDonationsKo } from './live-donations/ko'
import { liveStudioKo } from './live-studio/ko'

export const creatorKo: Texts<typeof creatorEn> = {
  ...channelKo,
  ...liveStudioKo,
  ...liveDonationsKo,
}
