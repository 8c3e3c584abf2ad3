/**
 * A comment reward decided before a crash (its row written, its coins not yet posted) is
 * paid by the server's repair — at start-up and with the sweep every minute — and not only
 * when its writer happens to retry; the repair and a later retry pay it exactly once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertComment, REWARD_REPAIR_GRACE_MS, rewardComment } from '../../platform/chat/comments'
import { newObjectId } from '../../platform/db'
import { signUp } from '../support/accounts'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let now = Date.parse('2026-11-24T09:00:00Z')
const clock = { now: () => new Date(now) }

beforeAll(async () => {
  server = await startTestServer({ clock })
}, 60_000)
afterAll(async () => {
  await server?.close()
})

const bonusCoins = async (userOid: string) =>
  (await server.context.wallet.service.balances(userOid)).bonusCoins

/** The state a crash leaves: the comment and its reward decided, no coins posted. */
async function crashedReward(userOid: string, contentOid: string) {
  const db = server.context.database.db
  const comment = await insertComment(db, {
    contentOid,
    userOid,
    text: 'Loved the ending.',
    requestKey: null,
  })
  await db
    .insertInto('story_comment_rewards')
    .values({
      comment_oid: comment.oid,
      user_oid: userOid,
      content_oid: contentOid,
      coins: 2,
      first_review: true,
      reward_day: clock.now().toISOString().slice(0, 10),
      ledger_key: `comment-reward:${comment.oid}`,
      created_at: clock.now(),
    })
    .execute()
  return comment.oid
}

describe('comment rewards left unpaid by a crash', () => {
  it('are paid by the sweep once they are past the grace, exactly once', async () => {
    const writer = await signUp(server)
    const contentOid = newObjectId()
    const commentOid = await crashedReward(writer.oid, contentOid)
    expect(await bonusCoins(writer.oid)).toBe(0)
    // Still within the grace: it may be a payment in flight, so the sweep leaves it.
    await server.context.chat.service.sweep()
    expect(await bonusCoins(writer.oid)).toBe(0)
    now += REWARD_REPAIR_GRACE_MS + 1
    await server.context.chat.service.sweep()
    expect(await bonusCoins(writer.oid)).toBe(2)
    await server.context.chat.service.sweep()
    expect(await bonusCoins(writer.oid)).toBe(2)
    // The writer's retry afterwards finds it paid and pays nothing more.
    const retried = await rewardComment(
      {
        db: server.context.database.db,
        clock,
        wallet: {
          grant: (input) => server.context.wallet.service.grant(input),
        },
      },
      { commentOid, userOid: writer.oid, contentOid, ownerOids: [newObjectId()], canView: true },
    )
    expect(retried).toMatchObject({ coins: 2 })
    expect(await bonusCoins(writer.oid)).toBe(2)
    const row = await server.context.database.db
      .selectFrom('story_comment_rewards')
      .select('paid_at')
      .where('comment_oid', '=', commentOid)
      .executeTakeFirstOrThrow()
    expect(row.paid_at).not.toBeNull()
  })

  it('leaves a reward paid on the spot alone', async () => {
    const writer = await signUp(server)
    const contentOid = newObjectId()
    const db = server.context.database.db
    const comment = await insertComment(db, {
      contentOid,
      userOid: writer.oid,
      text: 'Again!',
      requestKey: null,
    })
    let grants = 0
    const wallet = {
      grant: (input: Parameters<typeof server.context.wallet.service.grant>[0]) => {
        grants += 1
        return server.context.wallet.service.grant(input)
      },
    }
    await rewardComment(
      { db, clock, wallet },
      {
        commentOid: comment.oid,
        userOid: writer.oid,
        contentOid,
        ownerOids: [newObjectId()],
        canView: true,
      },
    )
    expect(grants).toBe(1)
    now += REWARD_REPAIR_GRACE_MS + 1
    await server.context.chat.service.sweep()
    expect(await bonusCoins(writer.oid)).toBe(2)
  })
})
