/** Reading posts as a viewer sees them: tier posts through the entitlement port, polls and images. */
import type { SessionUser } from '../../http'
import type { PollView } from '../polls/contract'
import { COMMUNITY_LIMITS, type CommunityPostView } from './contract'
import { COMMUNITY_ERRORS } from './errors'
import type { CommunityDeps } from './ports'
import {
  mayRead,
  needsEntitlement,
  nextCursor,
  type PostRow,
  pageOrder,
  type Reader,
  viewPost,
} from './rules'
import { findPost, findPosts, pinnedPosts, unpinnedPage } from './store'

export function createPostReader(deps: CommunityDeps) {
  const { db } = deps
  const readerOf = (viewer: SessionUser | null): Reader => ({
    oid: viewer?.oid ?? null,
    admin: !!viewer?.roles.includes('admin'),
  })

  /** Which posts the reader may read, asking the entitlement port once for the tier posts. */
  async function readable(posts: readonly PostRow[], reader: Reader): Promise<boolean[]> {
    const asked = posts.filter((post) => needsEntitlement(post, reader))
    const answers =
      asked.length > 0 && deps.entitlements && reader.oid
        ? await deps.entitlements.find(
            reader.oid,
            asked.map((post) => ({
              contentOid: post.oid,
              creatorOid: post.creator_oid.trim(),
              viewableTiers: post.tier_hashes,
            })),
          )
        : []
    const entitled = new Map(asked.map((post, index) => [post.oid, answers[index] != null]))
    return posts.map((post) => mayRead(post, reader, entitled.get(post.oid) ?? false))
  }

  async function views(posts: PostRow[], viewer: SessionUser | null): Promise<CommunityPostView[]> {
    const reader = readerOf(viewer)
    const open = await readable(posts, reader)
    const openOids = posts.filter((_, index) => open[index]).map((post) => post.oid)
    const [polls, images] = await Promise.all([
      deps.polls.viewsFor('community', openOids, reader.oid),
      imagesOf(posts.filter((_, index) => open[index])),
    ])
    return posts.map((post, index) =>
      viewPost(post, reader, {
        readable: open[index] ?? false,
        poll: (polls.get(post.oid) as PollView | undefined) ?? null,
        images: images.get(post.oid) ?? [],
      }),
    )
  }

  /** Each post's images with their addresses: one look-up per creator (a page has one). */
  async function imagesOf(posts: PostRow[]) {
    const keysBy = new Map<string, string[]>()
    for (const post of posts) {
      const creator = post.creator_oid.trim()
      keysBy.set(creator, [...(keysBy.get(creator) ?? []), ...post.images])
    }
    const urls = new Map<string, string | null>()
    for (const [creator, keys] of keysBy) {
      if (keys.length === 0 || !deps.images) continue
      const found = await deps.images.publicUrls(creator, keys)
      for (const [index, key] of keys.entries()) urls.set(`${creator}/${key}`, found[index] ?? null)
    }
    return new Map(
      posts.map((post) => [
        post.oid,
        post.images.map((key) => ({
          key,
          url: urls.get(`${post.creator_oid.trim()}/${key}`) ?? null,
        })),
      ]),
    )
  }

  /** A post the viewer may read, else 'Post not found' or the locked error. */
  async function readableOne(viewer: SessionUser | null, postOid: string) {
    const post = await findPost(db, postOid)
    if (!post) throw COMMUNITY_ERRORS.notFound()
    const [open] = await readable([post], readerOf(viewer))
    if (!open) throw COMMUNITY_ERRORS.locked()
    return post
  }

  return {
    one: async (viewer: SessionUser | null, postOid: string) => {
      const post = await findPost(db, postOid)
      if (!post) throw COMMUNITY_ERRORS.notFound()
      const [view] = await views([post], viewer)
      return view as CommunityPostView
    },
    /** The spec's `postOids` (joined by a pipe); unknown or deleted ones are left out. */
    byOids: async (viewer: SessionUser | null, postOids: string[]) => ({
      posts: await views(await findPosts(db, postOids), viewer),
      next: null,
    }),
    channel: async (
      viewer: SessionUser | null,
      query: { creatorOid: string; cursor?: string | undefined },
    ) => {
      const limit = COMMUNITY_LIMITS.pageSize
      const [pinned, rest] = await Promise.all([
        query.cursor ? Promise.resolve([]) : pinnedPosts(db, query.creatorOid),
        unpinnedPage(db, { ...query, limit }),
      ])
      return { posts: await views(pageOrder(pinned, rest), viewer), next: nextCursor(rest, limit) }
    },
    comments: async (viewer: SessionUser | null, postOid: string) => {
      await readableOne(viewer, postOid)
      const hidden = await deps.hidden.hiddenFor(viewer?.oid ?? null)
      const comments = deps.comments
        ? await deps.comments.list(postOid, {
            hideUserOids: hidden.userOids,
            hideCommentOids: hidden.commentOids,
          })
        : []
      return { comments }
    },
    /** For polls: the post's creator when the viewer may read it. */
    target: async (viewer: SessionUser | null, postOid: string) => {
      const post = await readableOne(viewer, postOid)
      return { ownerOid: post.creator_oid.trim() }
    },
    /**
     * For the comment system: null when no such post (then it is not a community post);
     * the locked error when the viewer may not read it. `canView` stays false: a comment on
     * a post is not a review of a content, so it earns no review coins.
     */
    commentTarget: async (viewer: SessionUser | null, postOid: string) => {
      const post = await findPost(db, postOid)
      if (!post) return null
      await readableOne(viewer, postOid)
      return {
        contentOid: post.oid,
        ownerOids: [post.creator_oid.trim()],
        adultGated: false,
        canView: false,
        title: post.text.slice(0, 60),
        link: `/creatorhome/${post.creator_oid.trim()}?tab=community`,
      }
    },
  }
}
