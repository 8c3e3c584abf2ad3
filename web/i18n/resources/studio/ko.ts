import type { Texts } from '../texts'
import { adminKo } from './admin/ko'
import { adminLiveKo } from './admin-live/ko'
import { characterDmSettingKo } from './character-dm/ko'
import { contentsKo } from './contents/ko'
import { editorKo } from './editor/ko'
import type { studioEn } from './en'
import { scenarioStudioKo } from './scenario/ko'
import { timelineKo } from './timeline/ko'

export const studioKo: Texts<typeof studioEn> = {
  ...editorKo,
  ...contentsKo,
  ...scenarioStudioKo,
  ...timelineKo,
  ...adminLiveKo,
  ...adminKo,
  ...characterDmSettingKo,
}
