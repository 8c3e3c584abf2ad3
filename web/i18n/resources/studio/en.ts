import { adminEn } from './admin/en'
import { adminLiveEn } from './admin-live/en'
import { characterDmSettingEn } from './character-dm/en'
import { contentsEn } from './contents/en'
import { editorEn } from './editor/en'
import { scenarioStudioEn } from './scenario/en'
import { timelineEn } from './timeline/en'

/** The studio: the story editor, the creator's content uploads and the admin's live ads. */
export const studioEn = {
  ...editorEn,
  ...contentsEn,
  ...scenarioStudioEn,
  ...timelineEn,
  ...adminLiveEn,
  ...adminEn,
  ...characterDmSettingEn,
}
