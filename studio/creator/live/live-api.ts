import type { StudioInfo } from '../../../platform/live/contract'
import type { EntryChange, EntryResponse } from '../../../platform/live/entry/contract'
import type { ScheduleInfo } from '../../../platform/live/schedules/contract'
import { api } from '../../../web/session'

/** `GET`/`POST /live/entry`'s answer (docs/live/README.md "Entry"); the password never comes back. */
export type EntryAnswer = EntryResponse
export type { EntryChange }

/** The live studio's calls (docs/live/README.md, docs/live/CHAT.md), under `/api`. */
export const liveStudioApi = {
  /** The livestream page guard's lookup: a livestreamer by custom URL or oid. */
  resolve: (ref: string) => api.get('/live/creator/:ref', { ref }),
  studio: (creatorOid: string) => api.get('/live/studio', { creatorOid }),
  saveStudio: (creatorOid: string, info: StudioInfo) =>
    api.post('/live/studio', { creatorOid, info: { ...info } }),
  stop: (creatorOid: string) => api.post('/live/stop', { creatorOid }),
  views: (streamOid: string) => api.get('/stream/:id/views', { id: streamOid }),
  /** The caller's own key: shown in clear only by the call that created it. */
  streamKey: () => api.get('/live/key2'),
  regenerateKey: () => api.post('/live/key2'),
  currentTicket: (creatorOid: string) => api.post('/live/ticketverification', { creatorOid }),
  setTicket: (creatorOid: string, ticket: { price: number; allowBonus: boolean } | null) =>
    api.post('/live/ticket', { creatorOid, ticket }),
  entry: (creatorOid: string) => api.get('/live/entry', { creatorOid }),
  saveEntry: (creatorOid: string, entry: EntryChange, delayMinutes: number) =>
    api.post('/live/entry', { creatorOid, entry: { ...entry }, delayMinutes }),
  adminOptions: (creatorOid: string) => api.get('/live/admin', { creatorOid }),
  mergeAdminOptions: (creatorOid: string, options: { listOnHomepage: boolean }) =>
    api.put('/live/admin', { creatorOid, options }),
  moderation: (creatorOid: string) => api.get('/live/chat/moderation', { creatorOid }),
  setAnonymousChat: (creatorOid: string, useAnonymousChat: boolean) =>
    api.post('/live/chat/setting', { creatorOid, useAnonymousChat }),
  setBannedWords: (creatorOid: string, bannedWords: string[]) =>
    api.post('/live/bannedwords', { creatorOid, bannedWords }),
  removeBans: (creatorOid: string, blackUserDataOids: string[]) =>
    api.post('/live/removebanusers', { creatorOid, blackUserDataOids }),
  addManager: (creatorOid: string, userOid: string) =>
    api.post('/live/manager', { creatorOid, userOid }),
  removeManagers: (creatorOid: string, managerOids: string[]) =>
    api.post('/live/removemanagers', { creatorOid, managerOids }),
  issueToolKey: () => api.post('/live/toolkey/issue'),
  /** Whether the caller has a tool key (its last characters and date; never the key). */
  toolKeyStatus: () => api.get('/live/toolkey/status'),
  /** Ends the key and signs its tools out; the owner may, streaming or not. */
  revokeToolKey: () => api.post('/live/toolkey/revoke'),
  toolKeyLogin: (toolkey: string) => api.post('/live/toolkey', { toolkey }),
  schedules: (creatorOid: string) => api.get('/live/schedules', { creatorOid }),
  saveSchedule: (creatorOid: string, info: ScheduleInfo) =>
    api.post('/live/schedule', { creatorOid, info: { ...info } }),
  deleteSchedule: (oid: string) => api.delete('/live/schedule', { oid }),
  replays: (creatorOid: string) => api.get('/live/replays', { creatorOid }),
  deleteReplay: (creatorOid: string, recordOid: string) =>
    api.delete('/live/record', { creatorOid, recordOid }),
  /** Publishes a recorded replay as a video content (docs/live/README.md "Replays"). */
  /** Without a thumbnail the live's own is the content's. */
  publishReplay: (creatorOid: string, recordOid: string, thumbnail?: string) =>
    api.post('/live/record/upload', {
      creatorOid,
      replayContent: { recordOid, ...(thumbnail ? { thumbnail } : {}) },
      status: 'published',
      discountSettings: [],
    }),
}
