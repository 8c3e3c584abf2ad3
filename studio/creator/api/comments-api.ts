import type { ContentComment, ReceivedCommentKind } from '../../../platform/chat/comments/contract'
import { type ApiClient, createTypedApi } from '../../../web/api'

export type {
  CommentThread,
  ContentComment,
  ReceivedCommentKind,
  ReceivedThread,
} from '../../../platform/chat/comments/contract'

/** Threads shown per page in the studio. */
export const STUDIO_COMMENTS_PER_PAGE = 20

/** The content comment calls (chat area, mounted under `/api/content`) the studio makes. */
export function createCommentsApi(client: ApiClient) {
  const api = createTypedApi(client)
  return {
    list: (contentOid: string) => api.get('/content/comment', { contentOid, limit: 500 }),
    /** Every comment on the caller's contents and community posts (or one kind), newest first. */
    received: (page: number, kind: ReceivedCommentKind = 'all', actingFor?: string) =>
      api.get('/content/comment/received', {
        page,
        limit: STUDIO_COMMENTS_PER_PAGE,
        kind,
        ...(actingFor ? { actingFor } : {}),
      }),
    /** The caller's community posts by id (a pipe-joined list), for their threads' labels. */
    posts: (postOids: readonly string[]) =>
      api.get('/content/community', { postOids: postOids.join('|') }),
    /** One content's threads, the pinned one first. */
    threads: (contentOid: string, page: number) =>
      api.get('/content/comment/thread', { contentOid, page, limit: STUDIO_COMMENTS_PER_PAGE }),
    /** `actingFor`: as that channel's team (channel-manager mode); the server decides. */
    reply: (
      contentOid: string,
      parentOid: string,
      commentContent: string,
      requestId: string,
      actingFor?: string,
    ) =>
      api.post('/content/comment', {
        contentOid,
        parentOid,
        commentContent,
        requestId,
        ...(actingFor ? { actingFor } : {}),
      }),
    pin: (contentOid: string, commentOid: string, pinned: boolean, actingFor?: string) =>
      api.post('/content/comment/pin', {
        contentOid,
        commentOid,
        pinned,
        ...(actingFor ? { actingFor } : {}),
      }),
    remove: (contentOid: string, commentOid: string, actingFor?: string) =>
      api.delete('/content/comment', {
        contentOid,
        commentIdx: commentOid,
        ...(actingFor ? { actingFor } : {}),
      }),
    /** Nicknames of up to 150 users (the accounts' batch). */
    nicknames: async (userOids: readonly string[]): Promise<Map<string, string>> => {
      const ids = [...new Set(userOids.filter(Boolean))].slice(0, 150)
      if (ids.length === 0) return new Map()
      const answer = await api.get('/account/bulkgetusers', {
        users: ids.join('|'),
        toGrab: 'nickname',
      })
      return new Map(answer.users.map((user) => [user.oid, user.nickname ?? '']))
    },
  }
}

export type StudioComment = ContentComment
