import { creatorEn } from '../../resources/creator/en'
import { studioEn } from '../../resources/studio/en'
import { playerBundleEn } from '../player/en'
import type { TextBundle } from '../text-bundle'

/**
 * The studio's texts in English: the story editor's and the creator studio's, on top of
 * the player's bundle (its `common` and `errors`, and the prices the content list shows).
 */
export const studioBundleEn: TextBundle = {
  ...playerBundleEn,
  studio: studioEn,
  creator: creatorEn,
}

export default studioBundleEn
