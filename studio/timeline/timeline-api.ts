/** The timeline calls of the studio, and an upload's private address for the preview. */
import type {
  TimelineAsset,
  TimelineDocument,
  TimelineView,
} from '../../platform/encoding/timelines/contract'
import { api } from '../../web/session'

export const timelineApi = {
  load: (contentOid: string): Promise<TimelineView> => api.get('/content/timeline', { contentOid }),
  save: (contentOid: string, baseVersion: number, timeline: TimelineDocument) =>
    api.put('/content/timeline', { contentOid, baseVersion, timeline }),
  assets: (contentOid: string): Promise<{ assets: TimelineAsset[] }> =>
    api.get('/content/timeline/assets', { contentOid }),
  render: (contentOid: string, version: number) =>
    api.post('/content/timeline/render', { contentOid, version }),
  status: (contentOid: string) => api.get('/content/encoding-status', { contentOid }),
  /** A signed address of the creator's own upload (`GET /upload/privateasset`). */
  address: async (key: string): Promise<string> =>
    (await api.get('/upload/privateasset', { key })).url,
}
