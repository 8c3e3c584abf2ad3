import { creatorKo } from '../../resources/creator/ko'
import { studioKo } from '../../resources/studio/ko'
import { playerBundleKo } from '../player/ko'
import type { TextBundle } from '../text-bundle'

/**
 * The studio's texts in Korean: the story editor's and the creator studio's, on top of
 * the player's bundle (its `common` and `errors`, and the prices the content list shows).
 */
export const studioBundleKo: TextBundle = {
  ...playerBundleKo,
  studio: studioKo,
  creator: creatorKo,
}

export default studioBundleKo
