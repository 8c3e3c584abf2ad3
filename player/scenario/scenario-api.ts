/** The scenario player's calls: its own place in a scenario, and the multiplay rooms. */
import { api } from '../../web/session'

export const scenarioPlayerApi = {
  play: (id: string) => api.get('/content/scenario/:id/play', { id }),
  choose: (id: string, pageId: string, optionId: string) =>
    api.post('/content/scenario/:id/choose', { id, pageId, optionId }),
  restart: (id: string) => api.post('/content/scenario/:id/restart', { id }),
  createRoom: (id: string) => api.post('/content/scenario/:id/rooms', { id }),
  room: (room: string) => api.get('/content/scenario-rooms/:room', { room }),
  join: (room: string) => api.post('/content/scenario-rooms/:room/join', { room }),
  leave: (room: string) => api.post('/content/scenario-rooms/:room/leave', { room }),
  vote: (room: string, optionId: string, round: number) =>
    api.post('/content/scenario-rooms/:room/vote', { room, optionId, round }),
}

/** The rooms' socket address (same origin, ws or wss as the page). */
export const roomSocketUrl = (room: string) =>
  `${location.origin.replace(/^http/, 'ws')}/api/content/scenario-rooms/socket?room=${encodeURIComponent(room)}`
