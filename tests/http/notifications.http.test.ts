/**
 * What creators hear, over HTTP with the front end's own calls: comments gathered per
 * content and replies per comment, likes at milestones (once each), subscribers (mailed
 * by default), donations summed and missions, the header's unread count, the read marks
 * and the e-mail switches. A retried request tells nobody twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startingClock } from '../../platform/http'
import { createDonationApi } from '../../player/live/donation/donation-api'
import { type ApiClient, ApiError, createApiClient } from '../../web/api'
import { createContentApi } from '../../web/api/content'
import { createTypedApi } from '../../web/api/typed-api'
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { insertPublishedContent } from '../support/contents'
import { startTestServer, type TestServer } from '../support/test-server'

interface Listed {
  kind: string
  count: number
  text: string
  read: boolean
  data: Record<string, unknown>
}

describe('notifications over HTTP', () => {
  let server: TestServer
  let admin: SignedIn

  beforeAll(async () => {
    // Not the last day of a month, when subscriptions are closed: a fan subscribes below.
    server = await startTestServer({ clock: startingClock(new Date('2026-11-28T12:00:00Z')) })
    admin = await seedAdmin(server)
  })
  afterAll(async () => {
    await server?.close()
  })

  /** The front end's calls as `user` makes them, in `language`. */
  function frontEnd(user: SignedIn, language: 'en' | 'ko' = 'en') {
    const raw: ApiClient = createApiClient({
      getContext: () => ({
        token: user.token,
        language,
        userOid: user.oid,
        loginType: 'email' as const,
        guestDeviceId: null,
        gaClientId: null,
      }),
      fetch: (input, init) =>
        fetch(`${server.url}${String(input)}`, {
          ...init,
          headers: { ...(init?.headers as Record<string, string>), ...server.clientHeaders },
        }),
    })
    const client = createTypedApi(raw)
    return {
      client,
      content: createContentApi(raw),
      donation: createDonationApi(raw),
      /** The comment box's call (player/content/comments/comments-api.ts). */
      comment: (contentOid: string, text: string, requestId: string, parentOid?: string) =>
        client.post('/content/comment', {
          contentOid,
          commentContent: text,
          requestId,
          ...(parentOid ? { parentOid } : {}),
        }),
      list: async (): Promise<Listed[]> =>
        (await client.get('/account/notifications', { count: 100 })).notifications,
      unread: async () => (await client.get('/account/notifications/unread')).unreadCount,
    }
  }

  async function creator(roles: string[] = ['creator']) {
    const user = await signUp(server)
    await grantRoles(server, admin.token, user.oid, roles)
    return user
  }

  it('gathers comments per content for its creator, tells a commenter of replies, and never twice for a retry', async () => {
    const maker = await creator()
    const contentOid = await insertPublishedContent(server, maker.oid, { title: 'Gull Rock' })
    const title = `Gull Rock ${contentOid}`
    const [ana, bo] = [await signUp(server), await signUp(server)]
    const first = await frontEnd(ana).comment(contentOid, 'Lovely.', 'notify-ana-1')
    // The same request again (a double click, a lost answer) is the same comment.
    await frontEnd(ana).comment(contentOid, 'Lovely.', 'notify-ana-1')
    expect(await frontEnd(maker).list()).toEqual([
      expect.objectContaining({
        kind: 'comment',
        count: 1,
        text: `${ana.nickname} commented on "${title}".`,
      }),
    ])
    await frontEnd(bo).comment(contentOid, 'Chilling.', 'notify-bo-1')
    const gathered = await frontEnd(maker).list()
    expect(gathered.map((item) => [item.kind, item.count, item.text])).toEqual([
      ['comment', 2, `2 new comments on "${title}".`],
    ])
    expect(gathered[0]?.data.link).toBe(`/play/${contentOid}`)
    expect(await frontEnd(maker).unread()).toBe(1)

    // The creator answers Ana: she hears of it, in her language; the creator of nothing.
    await frontEnd(maker).comment(
      contentOid,
      'Thank you!',
      'notify-maker-1',
      first.comment.commentOid,
    )
    const anas = await frontEnd(ana, 'ko').list()
    expect(anas.map((item) => [item.kind, item.count, item.text])).toEqual([
      ['reply', 1, `${maker.nickname}님이 "${title}"에 남긴 내 댓글에 답글을 달았어요.`],
    ])
    expect((await frontEnd(maker).list()).map((item) => item.count)).toEqual([2])

    // Read: the badge clears, and the next comment opens a new notification.
    const read = await frontEnd(maker).client.post('/account/notifications/read', {})
    expect(read).toEqual({ marked: 1, unreadCount: 0 })
    await frontEnd(bo).comment(contentOid, 'Again.', 'notify-bo-2')
    expect((await frontEnd(maker).list()).map((item) => [item.count, item.read])).toEqual([
      [1, false],
      [2, true],
    ])
    expect(await frontEnd(ana).unread()).toBe(1)
  })

  it('tells a creator of likes at 1 and 10, once each, however often a like is undone', async () => {
    const maker = await creator()
    const contentOid = await insertPublishedContent(server, maker.oid, { title: 'Bells' })
    const fans = await Promise.all(Array.from({ length: 10 }, () => signUp(server)))
    const first = frontEnd(fans[0]!).content
    await first.like(contentOid, true)
    await first.like(contentOid, false)
    await first.like(contentOid, true)
    const once = await frontEnd(maker).list()
    expect(once.map((item) => [item.kind, item.count, item.data.likes])).toEqual([['like', 1, 1]])
    for (const fan of fans.slice(1)) await frontEnd(fan).content.like(contentOid, true)
    const tenth = await frontEnd(maker).list()
    // Likes 2 to 9 told nothing; the tenth moved the same unread notification on.
    expect(tenth.map((item) => [item.kind, item.count, item.text])).toEqual([
      ['like', 2, `"Bells ${contentOid}" reached 10 likes.`],
    ])
  })

  it('tells a creator of a subscriber, and mails it unless e-mail is off for that kind', async () => {
    const maker = await creator()
    await frontEnd(maker).client.post('/account/creator/register', {
      agreeTerms: true,
      agreeFeeTerms: true,
      customUrl: `lantern${maker.oid.slice(-8)}`,
    })
    const pushed = await frontEnd(maker).client.post('/account/modify/subscription_tiers', {
      mode: 'push',
      tier: { name: 'Lantern club', isFree: true },
    })
    const tierHash = pushed.tiers[0]?.tierHash ?? ''
    const fan = await signUp(server)
    await frontEnd(fan).client.post('/account/subscribefree', { creatorOid: maker.oid, tierHash })
    expect((await frontEnd(maker).list()).map((item) => item.text)).toEqual([
      `${fan.nickname} subscribed to Lantern club.`,
    ])
    expect(server.lastMailTo(maker.email)?.subject).toBe(
      `Taleloom: ${fan.nickname} subscribed to Lantern club.`,
    )

    const settings = await frontEnd(maker).client.post('/account/notification/setting/modify', {
      email: { subscription: false, comment: true },
    })
    expect(settings.email).toMatchObject({ subscription: false, comment: true, purchase: true })
    expect(settings.settings.subscription).toBe(true)
    const read = await frontEnd(maker).client.get('/account/notification/setting')
    expect(read.email).toEqual(settings.email)
  })

  it("sums a streamer's donations in one notification and tells each mission proposed", async () => {
    const streamer = await creator(['creator', 'livestreamer'])
    await server.api('/live/donation/options', {
      token: streamer.token,
      body: { creatorOid: streamer.oid, donationOptions: { useMissionDonation: true } },
    })
    const fan = await signUp(server)
    await server.context.wallet.service.purchaseCoins({
      key: `notifications-${fan.oid}`,
      userOid: fan.oid,
      coins: 5000,
    })
    const donate = (key: string, coin: number, isHiddenName: boolean) =>
      frontEnd(fan).donation.donate({
        creatorOid: streamer.oid,
        key,
        isHiddenName,
        donationData: { coin, content: 'For the stream', donationType: 'text' },
      })
    await donate('notify-donation-1', 100, false)
    await donate('notify-donation-1', 100, false)
    await donate('notify-donation-2', 1000, true)
    await frontEnd(fan).client.post('/live/donation/mission', {
      creatorOid: streamer.oid,
      key: 'notify-mission-1',
      isHiddenName: false,
      dataOrigin: 'live_chat',
      missionData: { task: 'Sing the sea shanty', timeLimit: 600, coin: 500 },
    })
    const listed = await frontEnd(streamer).list()
    expect(listed.map((item) => [item.kind, item.count, item.text])).toEqual([
      ['mission', 1, `${fan.nickname} proposed a mission: Sing the sea shanty (500 coins).`],
      ['donation', 2, '2 donations, 1,100 coins in all.'],
    ])
  })

  it('answers a precise 400 for a setting it does not know, and changes nothing', async () => {
    const user = await signUp(server)
    const before = await frontEnd(user).client.get('/account/notification/setting')
    for (const body of [{ email: { nonsense: true } }, {}, { settings: { like: 'yes' } }]) {
      const answer = await server.api('/account/notification/setting/modify', {
        token: user.token,
        body,
      })
      expect(answer.status, JSON.stringify(body)).toBe(400)
    }
    const refused = await frontEnd(user)
      .client.post('/account/notification/setting/modify', { email: { nonsense: true } })
      .catch((error: unknown) => error)
    expect(ApiError.isInstance(refused) && refused.code).toBe('UNKNOWN_NOTIFICATION_KIND')
    expect(await frontEnd(user).client.get('/account/notification/setting')).toEqual(before)
  })
})
