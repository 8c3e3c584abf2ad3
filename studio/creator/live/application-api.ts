import { api } from '../../../web/session'

/** A creator's own application for live (platform/live/applications). */
export const liveApplicationApi = {
  mine: () => api.get('/live/application'),
  apply: (reason: string) => api.post('/live/application', { reason }),
}
