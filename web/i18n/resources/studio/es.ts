import type { Texts } from '../texts'
import { adminEs } from './admin/es'
import { adminLiveEs } from './admin-live/es'
import { characterDmSettingEs } from './character-dm/es'
import { contentsEs } from './contents/es'
import { editorEs } from './editor/es'
import type { studioEn } from './en'
import { scenarioStudioEs } from './scenario/es'
import { timelineEs } from './timeline/es'

export const studioEs: Texts<typeof studioEn> = {
  ...editorEs,
  ...contentsEs,
  ...scenarioStudioEs,
  ...timelineEs,
  ...adminLiveEs,
  ...adminEs,
  ...characterDmSettingEs,
}
