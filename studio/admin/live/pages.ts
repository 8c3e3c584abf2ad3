import type { AdminPageComponent } from '../page-component'
import { ManageDiscordPage } from './ManageDiscordPage'
import type { LIVE_PAGES } from './paths'
import { RtcLivestreamPage } from './RtcLivestreamPage'

export const livePages: Record<(typeof LIVE_PAGES)[number], AdminPageComponent> = {
  'manage-discord': ManageDiscordPage,
  'rtc-livestream': RtcLivestreamPage,
}
