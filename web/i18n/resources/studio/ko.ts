import type { Texts } from '../texts'
import { adminKo } from './admin/ko'
import { adminLiveKo } from './admin-live/ko'
import { contentsKo } from './contents/ko'
import { editorKo } from './editor/ko'
import type { studioEn } from './en'

export const studioKo: Texts<typeof studioEn> = {
  ...editorKo,
  ...contentsKo,
  ...adminLiveKo,
  ...adminKo,
}
