/**
 * A content's creator hears of its likes at milestones (its first, then 10, 50, 100, 500,
 * 1,000, 5,000, …), each once: the highest told is kept, so unliking and liking again
 * around a milestone tells nothing twice.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../db'
import type { InteractionLikeNotices } from './ports'

export function isLikeMilestone(likes: number): boolean {
  if (!Number.isInteger(likes) || likes < 1) return false
  if (likes === 1) return true
  for (let step = 10; step <= likes; step *= 10) {
    if (likes === step || likes === step * 5) return true
  }
  return false
}

/** Records the milestone unless it (or a higher one) was told; answers whether to tell now. */
async function claimMilestone(db: Kysely<DB>, contentOid: string, likes: number) {
  const row = await db
    .insertInto('content_like_milestones')
    .values({ content_oid: contentOid, likes })
    .onConflict((conflict) =>
      conflict
        .column('content_oid')
        .doUpdateSet({ likes })
        .where('content_like_milestones.likes', '<', likes),
    )
    .returning('likes')
    .executeTakeFirst()
  return row !== undefined
}

/** After a like that counted: tells the creator when the count is a milestone not told yet. */
export async function tellLikeMilestone(
  db: Kysely<DB>,
  notices: InteractionLikeNotices | undefined,
  contentOid: string,
  likes: number,
) {
  if (!notices || !isLikeMilestone(likes)) return
  if (!(await claimMilestone(db, contentOid, likes))) return
  const content = await db
    .selectFrom('contents')
    .select(['creator_oid', 'title', 'category', 'media'])
    .where('oid', '=', contentOid)
    .executeTakeFirst()
  if (!content) return
  const place = content.media === 'video' || content.category === 'realplay' ? 'realplay' : 'play'
  await notices.reached({
    creatorOid: content.creator_oid,
    contentOid,
    title: content.title,
    link: `/${place}/${contentOid}`,
    likes,
  })
}
