import type { Texts } from '../texts'
import { adminJp } from './admin/jp'
import { adminLiveJp } from './admin-live/jp'
import { contentsJp } from './contents/jp'
import { editorJp } from './editor/jp'
import type { studioEn } from './en'

export const studioJp: Texts<typeof studioEn> = {
  ...editorJp,
  ...contentsJp,
  ...adminLiveJp,
  ...adminJp,
}
