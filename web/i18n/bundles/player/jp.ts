import { commonJp } from '../../resources/common/jp'
import { errorsJp } from '../../resources/errors/jp'
import { playerJp } from '../../resources/player/jp'
import type { TextBundle } from '../text-bundle'

/**
 * The player's texts in Japanese: those every page shows, and the features' namespaces
 * (chat, live) fetched when a page asks for them.
 */
export const playerBundleJp: TextBundle = {
  common: commonJp,
  errors: errorsJp,
  player: playerJp,
  chat: () => import('../../resources/chat/jp').then((module) => module.chatJp),
  live: () => import('../../resources/live/jp').then((module) => module.liveJp),
  dm: () => import('../../resources/dm/jp').then((module) => module.dmJp),
}

export default playerBundleJp
