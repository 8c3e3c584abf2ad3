import type { EventState, NewEventInput } from '../../../platform/content/events/contract'
import type { IllegalStandingFilter } from '../../../platform/content/interaction/contract'
import type { Emoticon } from '../../../platform/emoticons/contract'
import { api } from '../../../web/session'

/** The platform's emoticons' owner id (`PLATFORM_EMOTICON_OWNER`, a value the front end may not import). */
export const PLATFORM_OWNER = '000000000000000000000000'

/** The Content group's operations calls: reward events and their QR codes (platform/content/events). */
export const contentOpsApi = {
  events: (query: { q?: string; state?: 'all' | EventState; before?: string }) =>
    api.get('/content/admin/events', query),
  createEvent: (input: NewEventInput) => api.post('/content/admin/events', input),
  endEvent: (eventOid: string) => api.post('/content/admin/events/end', { eventOid }),
  eventEntries: (eventOid: string, before?: string) =>
    api.get('/content/admin/events/entries', before ? { eventOid, before } : { eventOid }),
  eventCodes: (query: { q?: string; withdrawn?: 'true' | 'false'; before?: string }) =>
    api.get('/content/admin/events/codes', query),
  issueEventCode: (input: { eventOid: string; label: string; code?: string }) =>
    api.post('/content/admin/events/codes', input),
  withdrawEventCode: (codeOid: string) => api.delete('/content/admin/events/codes', { codeOid }),
  illegalDetections: (query: {
    userOid?: string
    status?: IllegalStandingFilter
    before?: string
  }) => api.get('/content/admin/illegal-downloaders', query),
  recordIllegalDownload: (input: { userOid: string; contentOid?: string; note?: string }) =>
    api.post('/content/admin/illegal-downloader', input),
  clearIllegalDownloader: (userOid: string) =>
    api.delete('/content/admin/illegal-downloader', { userOid }),
  samples: () => api.get('/emoticon/uploads', { creatorOid: PLATFORM_OWNER }),
  sampleGroups: () => api.get('/emoticon/group/creator', { creatorOid: PLATFORM_OWNER }),
  uploadSample: (name: string, file: File) =>
    api.upload('/emoticon/upload', { creatorOid: PLATFORM_OWNER, name }, file),
  removeSample: (emoticonOid: string) =>
    api.post('/emoticon/delete', { creatorOid: PLATFORM_OWNER, emoticonOid }),
  /** The platform's one free group, holding every sample in the order given. */
  offerSamples: (groupOid: string | undefined, samples: readonly Emoticon[]) =>
    api.post('/emoticon/groups', {
      creatorOid: PLATFORM_OWNER,
      emoticonGroups: [
        {
          ...(groupOid ? { _id: groupOid } : {}),
          name: 'Samples',
          type: 'free',
          emoticons: samples.map((sample) => ({ _id: sample._id })),
        },
      ],
    }),
}
