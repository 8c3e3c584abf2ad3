/** What a render job carries: the document as saved and the facts of the uploads it uses. */
import type { TimelineAsset, TimelineDocument } from './contract'

export interface TimelineRenderSnapshot {
  version: number
  document: TimelineDocument
  assets: TimelineAsset[]
}
