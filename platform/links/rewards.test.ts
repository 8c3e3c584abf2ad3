import { describe, expect, it } from 'vitest'
import { nextPacificMidnight, rateLimitOf } from './apis/result'
import { parsePrivmsg } from './apis/twitch-chat'
import { rewardFor, rewardLedgerKey } from './rewards'

describe('the X follower reward', () => {
  it('pays the highest tier reached: 100 → 100 coins, 500 → 500 coins', () => {
    expect(rewardFor(99)).toBe(0)
    expect(rewardFor(100)).toBe(100)
    expect(rewardFor(499)).toBe(100)
    expect(rewardFor(500)).toBe(500)
    expect(rewardFor(1_000_000)).toBe(500)
  })

  it('keys the ledger transaction by the X account, not the user', () => {
    expect(rewardLedgerKey('1500')).toBe('platform-links:x-reward:1500')
  })
})

describe("each platform's rate limit", () => {
  const now = new Date('2026-05-04T10:00:00Z')
  const answer = (status: number, headers: Record<string, string> = {}) =>
    new Response(null, { status, headers })

  it("reads X's and Twitch's reset headers (epoch seconds)", async () => {
    const reset = String(now.getTime() / 1000 + 900)
    expect(await rateLimitOf(answer(429, { 'x-rate-limit-reset': reset }), null, now)).toEqual(
      new Date(now.getTime() + 900_000),
    )
    expect(await rateLimitOf(answer(429, { 'ratelimit-reset': reset }), null, now)).toEqual(
      new Date(now.getTime() + 900_000),
    )
    expect(await rateLimitOf(answer(429), null, now)).toEqual(new Date(now.getTime() + 60_000))
  })

  it("waits out YouTube's quota until Pacific midnight; other 403s are refusals", async () => {
    const quota = { error: { errors: [{ reason: 'quotaExceeded' }] } }
    expect(await rateLimitOf(answer(403), quota, now)).toEqual(new Date('2026-05-05T08:00:00Z'))
    expect(
      await rateLimitOf(answer(403), { error: { errors: [{ reason: 'forbidden' }] } }, now),
    ).toBeNull()
    expect(nextPacificMidnight(new Date('2026-05-04T07:59:00Z'))).toEqual(
      new Date('2026-05-04T08:00:00Z'),
    )
  })
})

describe("Twitch's chat lines", () => {
  it('reads the message id, the display name and the text', () => {
    const line =
      '@badge-info=;display-name=Chatter;id=885196de-cb67-427a-baa8-82f9b0fcd05f;tmi-sent-ts=1 :chatter!chatter@chatter.tmi.twitch.tv PRIVMSG #tale :hello: there'
    expect(parsePrivmsg(line)).toEqual({
      id: '885196de-cb67-427a-baa8-82f9b0fcd05f',
      author: 'Chatter',
      text: 'hello: there',
    })
    expect(parsePrivmsg(':tmi.twitch.tv PING')).toBeNull()
    expect(parsePrivmsg('@display-name=A :a!a@a.tmi.twitch.tv PRIVMSG #tale :no id')).toBeNull()
  })
})
