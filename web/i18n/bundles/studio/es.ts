import { creatorEs } from '../../resources/creator/es'
import { studioEs } from '../../resources/studio/es'
import { playerBundleEs } from '../player/es'
import type { TextBundle } from '../text-bundle'

/**
 * The studio's texts in Spanish: the story editor's and the creator studio's, on top of
 * the player's bundle (its `common` and `errors`, and the prices the content list shows).
 */
export const studioBundleEs: TextBundle = {
  ...playerBundleEs,
  studio: studioEs,
  creator: creatorEs,
}

export default studioBundleEs
