import type { Texts } from '../texts'
import { adminJp } from './admin/jp'
import { adminLiveJp } from './admin-live/jp'
import { characterDmSettingJp } from './character-dm/jp'
import { contentsJp } from './contents/jp'
import { editorJp } from './editor/jp'
import type { studioEn } from './en'
import { scenarioStudioJp } from './scenario/jp'
import { timelineJp } from './timeline/jp'

export const studioJp: Texts<typeof studioEn> = {
  ...editorJp,
  ...contentsJp,
  ...scenarioStudioJp,
  ...timelineJp,
  ...adminLiveJp,
  ...adminJp,
  ...characterDmSettingJp,
}
