import { api } from '../../web/session'

/** The readers' event calls (`/api/content/events`, `/event/…`). */
export const eventsApi = {
  list: (page: number) => api.get('/content/events', { page }),
  recommended: () => api.get('/content/event/recommendation'),
  one: (eventOid: string) => api.get('/content/event/:eventOid', { eventOid }),
}
