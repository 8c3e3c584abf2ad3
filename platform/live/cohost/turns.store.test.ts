import { afterAll, beforeAll, expect, it } from 'vitest'
import { newObjectId } from '../../db'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../../db/testing'
import { createWalletService, type WalletService } from '../../wallet'
import { manualClock } from '../../wallet/testing'
import { COHOST_LIMITS, type CohostSettings, DEFAULT_COHOST_TRIGGERS } from './contract'
import type { CohostTrigger } from './planner'
import { createCohostSettings } from './settings'
import { createCohostTurns, holdIdOf } from './turns'

describeEachEngine('co-host turns and budget', (engine) => {
  let database: TestDatabase
  let wallet: WalletService
  const clock = manualClock('2026-11-20T12:00:00Z')
  const streams = new Map<string, string>()

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    wallet = createWalletService({ db: database.db, clock })
  })
  afterAll(async () => {
    await database?.close()
  })

  const open = () => {
    const deps = {
      db: database.db,
      clock,
      wallet,
      stories: { ownedStory: async () => ({ characterNames: ['Luna'] }) },
      currentStream: async (creatorOid: string) => streams.get(creatorOid) ?? null,
      isModerator: async () => true,
    }
    return { settings: createCohostSettings(deps), turns: createCohostTurns(deps) }
  }

  async function creatorWith(credits: number, over: Partial<CohostSettings> = {}) {
    const creatorOid = newObjectId()
    streams.set(creatorOid, newObjectId())
    await wallet.grant({
      key: `g-${creatorOid}`,
      userOid: creatorOid,
      kind: 'credits',
      amount: credits,
    })
    await open().settings.save({
      creatorOid,
      storyOid: newObjectId(),
      version: 1,
      characterName: 'Luna',
      persona: '',
      triggers: DEFAULT_COHOST_TRIGGERS,
      voice: null,
      monthlyAllowance: 1_000,
      streamCap: 100,
      ...over,
    })
    return creatorOid
  }

  const mention = (id: string): CohostTrigger => ({
    kind: 'chat',
    messageId: id,
    senderName: 'fan',
    content: 'Luna?',
    fromCohost: false,
  })

  it('charges a turn once: claimed, settled twice, swept, retried', async () => {
    const { turns } = open()
    const creatorOid = await creatorWith(500)
    const claimed = await turns.claim(creatorOid, mention('1'), 30)
    expect(claimed.plan.action).toBe('respond')
    const oid = claimed.turn?.oid ?? ''
    expect((await wallet.balances(creatorOid)).heldCredits).toBe(30)
    // The same line delivered again (another instance, a retry): nothing more.
    expect((await turns.claim(creatorOid, mention('1'), 30)).plan).toMatchObject({
      reason: 'duplicate',
    })
    expect(await turns.settle(oid, 12, '7')).toBe('settled')
    expect(await turns.settle(oid, 12, '7')).toBe('settled')
    clock.advance(COHOST_LIMITS.staleMs * 2)
    expect(await turns.sweep()).toEqual([])
    expect(await wallet.balances(creatorOid)).toMatchObject({ credits: 488, heldCredits: 0 })
    expect(await turns.budget(creatorOid)).toMatchObject({
      spentStream: 12,
      spentMonth: 12,
      inProgress: 0,
    })
  })

  it('a turn cut by a restart is swept once: failed and its hold given back', async () => {
    const { turns } = open()
    const creatorOid = await creatorWith(500)
    const claimed = await turns.claim(creatorOid, mention('1'), 30)
    const oid = claimed.turn?.oid ?? ''
    clock.advance(COHOST_LIMITS.staleMs + 1)
    const [first, second] = await Promise.all([open().turns.sweep(), open().turns.sweep()])
    expect(
      [...(first ?? []), ...(second ?? [])].filter((t) => t.oid === oid).length,
    ).toBeGreaterThan(0)
    // The reply finishing after the sweep charges nothing.
    expect(await turns.settle(oid, 30, null)).toBe('failed')
    expect(await wallet.balances(creatorOid)).toMatchObject({ credits: 500, heldCredits: 0 })
    expect((await wallet.readHold(holdIdOf(oid)))?.status).toBe('voided')
  })

  it('a reply settled before the sweep ran is kept as settled, not charged again', async () => {
    const { turns } = open()
    const creatorOid = await creatorWith(500)
    const oid = (await turns.claim(creatorOid, mention('1'), 30)).turn?.oid ?? ''
    // The wallet settled, then the process died before the turn's row was updated.
    await wallet.settle({ requestId: holdIdOf(oid), amount: 20 })
    clock.advance(COHOST_LIMITS.staleMs + 1)
    await turns.sweep()
    expect(await turns.budget(creatorOid)).toMatchObject({ spentStream: 20, inProgress: 0 })
    expect(await wallet.balances(creatorOid)).toMatchObject({ credits: 480, heldCredits: 0 })
  })

  it('holds the stream cap under 100 concurrent mentions', async () => {
    const creatorOid = await creatorWith(10_000, { streamCap: 100 })
    let now = clock.now().getTime()
    const outcomes = []
    // Rounds of 100 parallel mentions: each round at most one turn starts (one at a time).
    for (let round = 0; round < 5; round += 1) {
      const results = await Promise.all(
        Array.from({ length: 100 }, (_, index) =>
          open().turns.claim(creatorOid, mention(`${round}-${index}`), 30),
        ),
      )
      const started = results.filter((result) => result.turn)
      expect(started.length).toBeLessThanOrEqual(1)
      for (const result of started) await open().turns.settle(result.turn?.oid ?? '', 30, null)
      outcomes.push(...results.map((result) => result.plan))
      now += COHOST_LIMITS.minGapMs
      clock.set(new Date(now))
    }
    const responded = outcomes.filter((plan) => plan.action === 'respond').length
    expect(responded).toBe(3)
    expect(outcomes.some((plan) => plan.action === 'skip' && plan.reason === 'streamCap')).toBe(
      true,
    )
    const budget = await open().turns.budget(creatorOid)
    expect(budget.spentStream).toBe(90)
    expect(await wallet.balances(creatorOid)).toMatchObject({ credits: 9_910, heldCredits: 0 })
  }, 120_000)

  it('skips when the creator lacks the credits, and holds nothing', async () => {
    const creatorOid = await creatorWith(5)
    expect((await open().turns.claim(creatorOid, mention('1'), 30)).plan).toMatchObject({
      reason: 'noCredits',
    })
    expect(await open().turns.budget(creatorOid)).toMatchObject({ spentStream: 0, inProgress: 0 })
  })
})
