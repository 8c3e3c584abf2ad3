import { commonEn } from '../../resources/common/en'
import { errorsEn } from '../../resources/errors/en'
import { playerEn } from '../../resources/player/en'
import type { TextBundle } from '../text-bundle'

/**
 * The player's texts in English: those every page shows, and the features' namespaces
 * (chat, live) fetched when a page asks for them.
 */
export const playerBundleEn: TextBundle = {
  common: commonEn,
  errors: errorsEn,
  player: playerEn,
  chat: () => import('../../resources/chat/en').then((module) => module.chatEn),
  live: () => import('../../resources/live/en').then((module) => module.liveEn),
  dm: () => import('../../resources/dm/en').then((module) => module.dmEn),
}

export default playerBundleEn
