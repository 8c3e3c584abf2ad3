import { commonKo } from '../../resources/common/ko'
import { errorsKo } from '../../resources/errors/ko'
import { playerKo } from '../../resources/player/ko'
import type { TextBundle } from '../text-bundle'

/**
 * The player's texts in Korean: those every page shows, and the features' namespaces
 * (chat, live) fetched when a page asks for them.
 */
export const playerBundleKo: TextBundle = {
  common: commonKo,
  errors: errorsKo,
  player: playerKo,
  chat: () => import('../../resources/chat/ko').then((module) => module.chatKo),
  live: () => import('../../resources/live/ko').then((module) => module.liveKo),
  dm: () => import('../../resources/dm/ko').then((module) => module.dmKo),
}

export default playerBundleKo
