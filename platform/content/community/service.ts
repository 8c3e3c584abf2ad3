/** The community posts' use cases: the channel's list, writing, editing, pinning and deleting. */
import { hasRole, type SessionUser } from '../../http'
import { COMMUNITY_LIMITS, type CommunityPostView, type PostMetaData } from './contract'
import { COMMUNITY_ERRORS } from './errors'
import type { CommunityDeps } from './ports'
import { createPostReader } from './reader'
import {
  findPost,
  insertPost,
  markDeleted,
  ownedPostOids,
  pinPost,
  unpinPost,
  updatePost,
} from './store'

export function createCommunityService(deps: CommunityDeps) {
  const { db, clock } = deps
  const reader = createPostReader(deps)

  /** The caller's own live post (admins may act on any), else 'Post not found' or 'not yours'. */
  async function ownPost(user: SessionUser, postOid: string) {
    const post = await findPost(db, postOid)
    if (!post) throw COMMUNITY_ERRORS.notFound()
    if (post.creator_oid.trim() !== user.oid && !hasRole(user, 'admin'))
      throw COMMUNITY_ERRORS.notYours()
    return post
  }

  /** The images' keys, checked to be the writer's own ready public images. */
  async function checkedImages(ownerOid: string, keys: readonly string[] = []) {
    if (keys.length === 0) return []
    const urls = deps.images ? await deps.images.publicUrls(ownerOid, keys) : []
    if (keys.some((_, index) => !urls[index])) throw COMMUNITY_ERRORS.imageNotFound()
    return [...keys]
  }

  async function submit(
    user: SessionUser,
    meta: PostMetaData,
    requestId?: string,
  ): Promise<CommunityPostView> {
    if (!hasRole(user, 'creator')) throw COMMUNITY_ERRORS.creatorsOnly()
    const images = await checkedImages(user.oid, meta.images)
    const now = clock.now()
    const postOid = await db.transaction().execute(async (trx) => {
      const post = await insertPost(trx, now, {
        creatorOid: user.oid,
        text: meta.text,
        images,
        visibility: meta.visibility,
        tierHashes: meta.visibility === 'tiers' ? (meta.tierHashes ?? []) : [],
        requestKey: requestId ?? null,
      })
      if (post.created && meta.poll) {
        await deps.polls.create(trx, {
          contentType: 'community',
          contentOid: post.oid,
          ownerOid: user.oid,
          poll: meta.poll,
        })
      }
      return post.oid
    })
    return reader.one(user, postOid)
  }

  async function edit(user: SessionUser, postOid: string, meta: Omit<PostMetaData, 'poll'>) {
    const post = await ownPost(user, postOid)
    const images = await checkedImages(post.creator_oid.trim(), meta.images)
    await updatePost(
      db,
      postOid,
      {
        text: meta.text,
        images,
        visibility: meta.visibility,
        tierHashes: meta.visibility === 'tiers' ? (meta.tierHashes ?? []) : [],
      },
      clock.now(),
    )
    return reader.one(user, postOid)
  }

  async function pin(user: SessionUser, postOid: string, pinned: boolean) {
    const post = await ownPost(user, postOid)
    if (!pinned) await unpinPost(db, postOid)
    else {
      const creatorOid = post.creator_oid.trim()
      const result = await pinPost(
        db,
        { oid: postOid, creatorOid },
        COMMUNITY_LIMITS.pinned,
        clock.now(),
      )
      if (result === 'full') throw COMMUNITY_ERRORS.tooManyPinned()
    }
    return reader.one(user, postOid)
  }

  async function remove(user: SessionUser, postOid: string) {
    await ownPost(user, postOid)
    await db.transaction().execute(async (trx) => {
      await markDeleted(trx, postOid, clock.now())
      await deps.polls.removeWith(trx, { contentType: 'community', contentOid: postOid })
    })
    return { deleted: true as const }
  }

  return {
    list: reader.channel,
    byOids: reader.byOids,
    comments: reader.comments,
    target: reader.target,
    commentTarget: reader.commentTarget,
    ownedPostOids: (creatorOid: string) => ownedPostOids(db, creatorOid),
    submit,
    edit,
    pin,
    remove,
  }
}

export type CommunityService = ReturnType<typeof createCommunityService>
