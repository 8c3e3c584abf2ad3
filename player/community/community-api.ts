import type { CommunityPostView, PostMetaData } from '../../platform/content/community/contract'
import type { PollContentType } from '../../platform/content/polls/contract'
import { api } from '../../web/session'
import { createUploadClient } from '../../web/upload'
import { imageKeyOf } from './composer-form'

export type { PollView } from '../../platform/content/polls/contract'
export type { CommunityPostView, PostMetaData }

const uploads = createUploadClient({ api })

const poll = (contentOid: string) => ({ contentType: 'community' as PollContentType, contentOid })

/** The Community tab's calls (platform/content/community and polls). */
export const communityApi = {
  channel: (creatorOid: string, cursor?: string) =>
    api.get('/content/community', { creatorOid, ...(cursor ? { cursor } : {}) }),
  /** `requestId` makes a retry (a double click, a lost answer) write one post. */
  submit: (postMetaData: PostMetaData, requestId: string) =>
    api.post('/content/community', { operation: 'submit', postMetaData, requestId }),
  edit: (postOid: string, postMetaData: Omit<PostMetaData, 'poll'>) =>
    api.post('/content/community/edit', { postOid, postMetaData }),
  pin: (postOid: string, pinned: boolean) =>
    api.post('/content/community', { operation: pinned ? 'pin' : 'unpin', postOid }),
  remove: (postOid: string) => api.delete('/content/community', { postOid }),
  vote: (postOid: string, optionId: string) =>
    api.post('/content/poll/vote', { ...poll(postOid), optionId }),
  votes: (postOid: string) => api.get('/content/poll/votes', poll(postOid)),
  unvote: (postOid: string) => api.delete('/content/poll/vote', poll(postOid)),
  /** A post image goes to the uploads area first (public, `image` context); the post keeps its key. */
  async uploadImage(file: File) {
    const key = imageKeyOf(file.name)
    const done = await uploads.upload(file, {
      key,
      filetype: key.slice(key.lastIndexOf('.') + 1),
      access: 'public',
      context: 'image',
    })
    return { key, url: done.url ?? null }
  },
}
