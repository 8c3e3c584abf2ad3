import { creatorJp } from '../../resources/creator/jp'
import { studioJp } from '../../resources/studio/jp'
import { playerBundleJp } from '../player/jp'
import type { TextBundle } from '../text-bundle'

/**
 * The studio's texts in Japanese: the story editor's and the creator studio's, on top of
 * the player's bundle (its `common` and `errors`, and the prices the content list shows).
 */
export const studioBundleJp: TextBundle = {
  ...playerBundleJp,
  studio: studioJp,
  creator: creatorJp,
}

export default studioBundleJp
