/**
 * Auto top-up end to end (issue #4): a player who turned it on gets coins converted to
 * credits by chat turns themselves — when a turn's reservation is refused for lack of
 * credits (top up, then reserve again), and when a settled turn leaves fewer than 50
 * credits — once per trigger, only paid coins, on both engines.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type SignedIn, signUp } from '../../support/accounts'
import { describeOnEngine } from '../../support/http-engine'
import { payloads, readSse } from '../../support/sse'
import { type ChatWorld, startChatWorld } from './chat-kit'

describeOnEngine('auto top-up driven by chat turns over HTTP', (engine) => {
  let world: ChatWorld
  beforeAll(async () => {
    world = await startChatWorld({ engine, env: { TALELOOM_OFFLINE_DELAY_MS: '0' } })
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
  })

  const wallet = () => world.server.context.wallet.service

  async function turn(user: SignedIn, roomOid: string) {
    const response = await fetch(
      `${world.server.url}/api/story-chat/chat-room/${roomOid}/message`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
        body: JSON.stringify({ message: 'Hello' }),
      },
    )
    if (response.status !== 200) return { status: response.status, body: await response.json() }
    const events = await readSse(response)
    const start = payloads<{ quote: number }>(events, 'message-start')[0]
    const end = payloads<{ creditsCharged: number }>(events, 'message-end')[0]
    return { status: 200, quote: start?.quote, charged: end?.creditsCharged }
  }

  async function playerWith(coins: number, bonusCoins: number, topUpCoins: number) {
    const user = await signUp(world.server)
    await wallet().purchaseCoins({ key: `buy-${user.oid}`, userOid: user.oid, coins })
    if (bonusCoins > 0) {
      await wallet().grant({
        key: `bonus-${user.oid}`,
        userOid: user.oid,
        kind: 'bonus_coins',
        amount: bonusCoins,
      })
    }
    const set = await world.server.api('/story-chat/convert/credit/auto-top-up', {
      token: user.token,
      method: 'PUT',
      body: { coins: topUpCoins },
    })
    expect(set.status, set.text).toBe(200)
    expect(set.json).toEqual({ coins: topUpCoins, threshold: 50 })
    return user
  }

  async function conversions(user: SignedIn) {
    const history = await world.server.api('/coinevent', { token: user.token })
    expect(history.status, history.text).toBe(200)
    return (history.json.events as Array<{ type: string; metadata: { trigger?: string } }>)
      .filter((event) => event.type === 'conversion')
      .map((event) => event.metadata.trigger ?? '')
  }

  it('a turn without credits tops up before reserving, and a settle below 50 tops up again', async () => {
    // The offline model quotes and charges 10 credits for this story's first turn.
    const player = await playerWith(100, 500, 3)
    const first = await turn(player, await world.newRoom({ token: player.token }))
    expect(first).toMatchObject({ status: 200, quote: 10, charged: 10 })
    // Refused reserve → 3 coins = 30 credits → hold 10 → settle leaves 20 < 50 → 30 more.
    expect(await wallet().balances(player.oid)).toMatchObject({
      coins: 94,
      bonusCoins: 500,
      credits: 50,
      heldCredits: 0,
    })
    const triggers = await conversions(player)
    expect(triggers.map((trigger) => trigger.split(':')[0]).sort()).toEqual(['hold', 'settle'])

    // 50 → 40 after the next turn: below the threshold, one more conversion.
    expect(await turn(player, await world.newRoom({ token: player.token }))).toMatchObject({
      status: 200,
      charged: 10,
    })
    expect(await wallet().balances(player.oid)).toMatchObject({ coins: 91, credits: 70 })
    // 70 → 60: above the threshold, nothing converts.
    await turn(player, await world.newRoom({ token: player.token }))
    expect(await wallet().balances(player.oid)).toMatchObject({ coins: 91, credits: 60 })
    expect(await conversions(player)).toHaveLength(3)
    // Bonus coins never converted.
    expect((await wallet().balances(player.oid)).bonusCoins).toBe(500)
  })

  it('without enough paid coins the turn is refused with the spec text and nothing converts', async () => {
    const player = await playerWith(2, 1000, 3)
    const refused = await turn(player, await world.newRoom({ token: player.token }))
    expect(refused).toMatchObject({ status: 403, body: { error: 'Insufficient credits.' } })
    expect(await wallet().balances(player.oid)).toMatchObject({
      coins: 2,
      bonusCoins: 1000,
      credits: 0,
    })
    expect(await conversions(player)).toEqual([])
  })

  it('parallel turns of one player convert once per trigger and only while credits are short', async () => {
    const player = await playerWith(200, 0, 1)
    const rooms = await Promise.all(
      Array.from({ length: 6 }, () => world.newRoom({ token: player.token })),
    )
    const results = await Promise.all(rooms.map((roomOid) => turn(player, roomOid)))
    // Each turn is served at its price or refused with the spec text: nothing else.
    const outcomes = results.map((result) =>
      'body' in result
        ? `${result.status} ${result.body.error}`
        : `${result.status} quote ${result.quote} charged ${result.charged}`,
    )
    expect(
      outcomes.filter(
        (outcome) =>
          outcome !== '200 quote 10 charged 10' && outcome !== '403 Insufficient credits.',
      ),
    ).toEqual([])
    const served = results.filter((result) => result.status === 200)
    expect(served.length).toBeGreaterThanOrEqual(1)
    const charged = served.reduce((sum, result) => sum + (result.charged ?? 0), 0)
    expect(charged).toBe(10 * served.length)
    const balances = await wallet().balances(player.oid)
    const triggers = await conversions(player)
    // Every converted coin is accounted for: charged or still there; no trigger twice.
    expect((200 - balances.coins) * 10).toBe(balances.credits + charged)
    expect(triggers).toHaveLength(200 - balances.coins)
    expect(new Set(triggers).size).toBe(triggers.length)
    // A conversion only happens below 50 credits (1 coin = 10 credits at a time).
    expect(balances.credits).toBeLessThan(60)
    // Exactly the converted coins' credits less the served turns' price.
    expect(balances.credits).toBe((200 - balances.coins) * 10 - 10 * served.length)
    expect(balances.heldCredits).toBe(0)
    const audit = await wallet().auditLedger()
    expect(audit.totals).toEqual({ coin: 0, credit: 0 })
    expect(audit.negativeUserAccounts).toEqual([])
    expect(audit.mismatched).toEqual([])
  })
})
