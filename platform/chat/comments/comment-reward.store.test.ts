import { afterAll, beforeAll, expect, it } from 'vitest'
import { newObjectId } from '../../db'
import { describeEachEngine } from '../../db/testing'
import { expectLedgerInvariants, openWalletFixture, type WalletFixture } from '../../wallet/testing'
import { rewardComment } from './comment-reward'
import { COMMENT_REWARDS_PER_DAY, deleteComment, insertComment, listVisibleComments } from './index'

describeEachEngine('comment rewards', (engine) => {
  let fixture: WalletFixture

  beforeAll(async () => {
    fixture = await openWalletFixture(engine)
  })
  afterAll(async () => {
    await fixture?.close()
  })

  const deps = () => ({ db: fixture.database.db, clock: fixture.clock, wallet: fixture.wallet })

  async function comment(userOid: string, contentOid: string, text = 'A fine listen.') {
    return insertComment(fixture.database.db, { contentOid, userOid, text, requestKey: null })
  }

  async function review(
    userOid: string,
    contentOid: string,
    options: { ownerOids?: string[]; canView?: boolean } = {},
  ) {
    const written = await comment(userOid, contentOid)
    const reward = await rewardComment(deps(), {
      commentOid: written.oid,
      userOid,
      contentOid,
      ownerOids: options.ownerOids ?? [newObjectId()],
      canView: options.canView ?? true,
    })
    return { comment: written, reward }
  }

  const bonusCoins = async (userOid: string) => (await fixture.wallet.balances(userOid)).bonusCoins

  it('pays 2 coins for the first review, then 1 a day, as one bonus transaction each', async () => {
    fixture.clock.set('2026-11-18T08:00:00Z')
    const user = newObjectId()
    const content = newObjectId()
    const first = await review(user, content)
    expect(first.reward).toMatchObject({ coins: 2, first_review: true, reward_day: '2026-11-18' })
    expect(await bonusCoins(user)).toBe(2)
    // The same day: no second reward on the same content.
    const sameDay = await review(user, content)
    expect(sameDay.reward).toBeNull()
    expect(await bonusCoins(user)).toBe(2)
    fixture.clock.set('2026-11-19T00:00:01Z')
    const nextDay = await review(user, content)
    expect(nextDay.reward).toMatchObject({ coins: 1, first_review: false })
    expect(await bonusCoins(user)).toBe(3)
    const history = await fixture.wallet.coinHistory({ userOid: user })
    const rewards = history.filter((event) => event.type === 'bonus')
    expect(rewards).toHaveLength(2)
    await expectLedgerInvariants(fixture)
  })

  it('pays once per comment whatever the retries, and never twice for racing comments', async () => {
    fixture.clock.set('2026-11-20T10:00:00Z')
    const user = newObjectId()
    const content = newObjectId()
    const written = await comment(user, content)
    const candidate = {
      commentOid: written.oid,
      userOid: user,
      contentOid: content,
      ownerOids: [newObjectId()],
      canView: true,
    }
    const answers = await Promise.all([1, 2, 3].map(() => rewardComment(deps(), candidate)))
    expect(answers.every((answer) => answer?.comment_oid === written.oid)).toBe(true)
    expect(await bonusCoins(user)).toBe(2)
    // Two different comments at once on the same content and day: one reward between them.
    const other = newObjectId()
    const both = await Promise.all([review(user, other), review(user, other)])
    expect(both.filter((item) => item.reward !== null)).toHaveLength(1)
    expect(await bonusCoins(user)).toBe(4)
    await expectLedgerInvariants(fixture)
  })

  it('rewards nothing on one’s own content, for a content one cannot view, or past the daily cap', async () => {
    fixture.clock.set('2026-11-21T10:00:00Z')
    const user = newObjectId()
    expect((await review(user, newObjectId(), { ownerOids: [user] })).reward).toBeNull()
    expect((await review(user, newObjectId(), { canView: false })).reward).toBeNull()
    for (let index = 0; index < COMMENT_REWARDS_PER_DAY; index += 1) {
      expect((await review(user, newObjectId())).reward).not.toBeNull()
    }
    expect((await review(user, newObjectId())).reward).toBeNull()
    expect(await bonusCoins(user)).toBe(2 * COMMENT_REWARDS_PER_DAY)
  })

  it('refuses to delete a rewarded comment for its writer; an unrewarded one goes', async () => {
    fixture.clock.set('2026-11-22T10:00:00Z')
    const user = newObjectId()
    const content = newObjectId()
    const rewarded = await review(user, content)
    const plain = await review(user, content)
    expect(plain.reward).toBeNull()
    const by = { userOid: user, asAdmin: false }
    await expect(
      deleteComment(
        fixture.database.db,
        { commentOid: rewarded.comment.oid, contentOid: content },
        by,
      ),
    ).rejects.toMatchObject({ status: 409, code: 'COMMENT_REWARDED' })
    await deleteComment(
      fixture.database.db,
      { commentOid: plain.comment.oid, contentOid: content },
      by,
    )
    const left = await listVisibleComments(fixture.database.db, content, { limit: 10 })
    expect(left.map((row) => row.oid)).toEqual([rewarded.comment.oid])
    expect(left[0]?.reward_coins).toBe(2)
    // Someone else's comment is not found, rewarded or not.
    await expect(
      deleteComment(
        fixture.database.db,
        { commentOid: rewarded.comment.oid, contentOid: content },
        { userOid: newObjectId(), asAdmin: false },
      ),
    ).rejects.toMatchObject({ status: 404 })
  })

  it('a comment deleted before its reward is decided earns nothing', async () => {
    fixture.clock.set('2026-11-23T10:00:00Z')
    const user = newObjectId()
    const content = newObjectId()
    const written = await comment(user, content)
    await deleteComment(
      fixture.database.db,
      { commentOid: written.oid, contentOid: content },
      { userOid: user, asAdmin: false },
    )
    const reward = await rewardComment(deps(), {
      commentOid: written.oid,
      userOid: user,
      contentOid: content,
      ownerOids: [newObjectId()],
      canView: true,
    })
    expect(reward).toBeNull()
    expect(await bonusCoins(user)).toBe(0)
  })

  it('lists comments with their positions, leaving out hidden users and comments', async () => {
    const content = newObjectId()
    const [alice, bob] = [newObjectId(), newObjectId()]
    const a1 = await comment(alice, content, 'one')
    const b1 = await comment(bob, content, 'two')
    const a2 = await comment(alice, content, 'three')
    const all = await listVisibleComments(fixture.database.db, content, { limit: 10 })
    expect(all.map((row) => [row.oid, row.position])).toEqual([
      [a1.oid, 0],
      [b1.oid, 1],
      [a2.oid, 2],
    ])
    const withoutBob = await listVisibleComments(fixture.database.db, content, {
      limit: 10,
      hideUserOids: [bob],
      hideCommentOids: [a1.oid],
    })
    expect(withoutBob.map((row) => [row.oid, row.position])).toEqual([[a2.oid, 2]])
  })
})
