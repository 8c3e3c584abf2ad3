import { commonEs } from '../../resources/common/es'
import { errorsEs } from '../../resources/errors/es'
import { playerEs } from '../../resources/player/es'
import type { TextBundle } from '../text-bundle'

/**
 * The player's texts in Spanish: those every page shows, and the features' namespaces
 * (chat, live) fetched when a page asks for them.
 */
export const playerBundleEs: TextBundle = {
  common: commonEs,
  errors: errorsEs,
  player: playerEs,
  chat: () => import('../../resources/chat/es').then((module) => module.chatEs),
  live: () => import('../../resources/live/es').then((module) => module.liveEs),
  dm: () => import('../../resources/dm/es').then((module) => module.dmEs),
}

export default playerBundleEs
