import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Language } from '../../engine/i18n/languages'
import { newObjectId } from '../db'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../db/testing'
import type { MailMessage } from '../mail'
import { manualClock } from '../wallet/testing'
import {
  createNotificationsService,
  NOTIFICATIONS_KEPT,
  type NotificationsService,
} from './service'

describeEachEngine('notifications', (engine) => {
  let database: TestDatabase
  let service: NotificationsService
  const clock = manualClock()
  const sent: MailMessage[] = []
  const addresses = new Map<string, { email: string; language: Language }>()
  beforeAll(async () => {
    database = await openTestDatabase(engine)
    service = createNotificationsService({
      db: database.db,
      clock,
      mail: {
        recipient: async (userOid) => addresses.get(userOid) ?? null,
        send: async (message) => {
          sent.push(message)
        },
        publicUrl: 'https://taleloom.example',
      },
    })
  })
  afterAll(async () => {
    await database?.close()
  })

  it('keeps the newest 100, trimming the oldest as each one is added', async () => {
    const user = newObjectId()
    const other = newObjectId()
    await service.notify(other, 'like', { title: 'Not yours' })
    for (let index = 0; index < 130; index++) {
      clock.advance(1000)
      await service.notify(user, 'purchase', { title: `Item ${index}`, index })
    }
    const [stored] = await database.query<{ n: number }>(
      'select count(*)::int as n from notifications where user_oid = $1',
      [user],
    )
    expect(stored?.n).toBe(NOTIFICATIONS_KEPT)
    const page = await service.list(user)
    expect(page.notifications).toHaveLength(NOTIFICATIONS_KEPT)
    expect(page.notifications[0]?.data.index).toBe(129)
    expect(page.notifications.at(-1)?.data.index).toBe(30)
    expect(page.notifications[0]?.text).toBe('Someone bought your content "Item 129".')
    expect(page.unreadCount).toBe(NOTIFICATIONS_KEPT)
    // The other user's notification is untouched by the trim.
    expect((await service.list(other)).notifications).toHaveLength(1)
  })

  it('keeps 100 when many notifications for one user arrive at once', async () => {
    const user = newObjectId()
    await Promise.all(
      Array.from({ length: 140 }, (_, index) => service.notify(user, 'like', { index })),
    )
    const [stored] = await database.query<{ n: number }>(
      'select count(*)::int as n from notifications where user_oid = $1',
      [user],
    )
    expect(stored?.n).toBe(NOTIFICATIONS_KEPT)
  })

  it('pages newest first and marks some or all read', async () => {
    const user = newObjectId()
    for (let index = 0; index < 5; index++) {
      clock.advance(1000)
      await service.notify(user, 'comment', { index })
    }
    const first = await service.list(user, { count: 2 })
    expect(first.notifications.map((n) => n.data.index)).toEqual([4, 3])
    expect(first.hasMore).toBe(true)
    const second = await service.list(user, { count: 2, before: first.notifications[1]?.oid })
    expect(second.notifications.map((n) => n.data.index)).toEqual([2, 1])
    const marked = await service.markRead(user, [first.notifications[0]!.oid])
    expect(marked).toEqual({ marked: 1, unreadCount: 4 })
    // Another user's ids mark nothing of theirs.
    expect(await service.markRead(newObjectId(), [second.notifications[0]!.oid])).toEqual({
      marked: 0,
      unreadCount: 0,
    })
    expect(await service.markRead(user)).toEqual({ marked: 4, unreadCount: 0 })
    expect((await service.list(user)).notifications.every((n) => n.read)).toBe(true)
  })

  it('does not keep kinds the user turned off, and settings merge', async () => {
    const user = newObjectId()
    const defaults = await service.getSettings(user)
    expect(Object.values(defaults).every(Boolean)).toBe(true)
    await service.modifySettings(user, { like: false })
    const settings = await service.modifySettings(user, { purchase: false, gift: true })
    expect(settings).toMatchObject({ like: false, purchase: false, gift: true, comment: true })
    expect(await service.notify(user, 'like', {})).toBe(false)
    expect(await service.notify(user, 'gift', {})).toBe(true)
    expect((await service.modifySettings(user, { like: true })).like).toBe(true)
    expect(await service.notify(user, 'like', {})).toBe(true)
    expect((await service.list(user)).notifications.map((n) => n.kind)).toEqual(['like', 'gift'])
    await expect(service.modifySettings(user, { nonsense: true })).rejects.toMatchObject({
      status: 400,
      code: 'UNKNOWN_NOTIFICATION_KIND',
    })
  })

  it('gathers a group into its unread notification, and opens a new one once it is read', async () => {
    const creator = newObjectId()
    const group = { group: 'comment:c1' }
    for (const nickname of ['Ana', 'Bo', 'Cy']) {
      clock.advance(1000)
      await service.notify(creator, 'comment', { title: 'Gull Rock', nickname }, group)
    }
    clock.advance(1000)
    await service.notify(
      creator,
      'comment',
      { title: 'Other', nickname: 'Di' },
      { group: 'comment:c2' },
    )
    clock.advance(1000)
    // A fourth comment on the first content moves its notification back to the top.
    await service.notify(creator, 'comment', { title: 'Gull Rock', nickname: 'Ed' }, group)
    const page = await service.list(creator)
    expect(page.notifications.map((n) => [n.count, n.text])).toEqual([
      [4, '4 new comments on "Gull Rock".'],
      [1, 'Di commented on "Other".'],
    ])
    expect(page.unreadCount).toBe(2)
    await service.markRead(creator)
    await service.notify(creator, 'comment', { title: 'Gull Rock', nickname: 'Fi' }, group)
    const after = await service.list(creator, { language: 'ko' })
    expect(after.notifications.map((n) => [n.count, n.read, n.text])).toEqual([
      [1, false, 'Fi님이 "Gull Rock"에 댓글을 남겼어요.'],
      [4, true, '"Gull Rock"에 새 댓글이 4개 달렸어요.'],
      [1, true, 'Di님이 "Other"에 댓글을 남겼어요.'],
    ])
  })

  it("keeps the sum of a gathered group, such as a stream's donations", async () => {
    const streamer = newObjectId()
    const options = { group: 'donations', sum: 'amount' }
    await service.notify(streamer, 'donation', { nickname: 'Ana', amount: 100 }, options)
    expect((await service.list(streamer)).notifications[0]?.text).toBe('Ana donated 100 coins.')
    await service.notify(streamer, 'donation', { nickname: 'Bo', amount: 2500 }, options)
    await service.notify(streamer, 'donation', { nickname: null, amount: 400 }, options)
    const [gathered] = (await service.list(streamer)).notifications
    expect(gathered).toMatchObject({ count: 3, data: { total: 3000 } })
    expect(gathered?.text).toBe('3 donations, 3,000 coins in all.')
  })

  it("gathers one user's group once when many events arrive at once", async () => {
    const creator = newObjectId()
    await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        service.notify(creator, 'comment', { index }, { group: 'comment:burst' }),
      ),
    )
    const page = await service.list(creator)
    expect(page.notifications.map((n) => n.count)).toEqual([12])
  })

  it('e-mails a new notification of a kind the user wants by mail, never a gathered one', async () => {
    const creator = newObjectId()
    addresses.set(creator, { email: 'maker@example.com', language: 'ko' })
    const mine = () => sent.filter((message) => message.to === 'maker@example.com')
    // By default only the money kinds are mailed.
    expect(await service.getEmailSettings(creator)).toMatchObject({
      purchase: true,
      subscription: true,
      comment: false,
    })
    await service.notify(creator, 'comment', { title: 'Gull Rock' }, { group: 'comment:x' })
    const data = { nickname: 'Ana', tierName: 'Gold', link: '/studio2/creator/fans' }
    await service.notify(creator, 'subscription', data, { group: 'subscribers' })
    await service.notify(
      creator,
      'subscription',
      { ...data, nickname: 'Bo' },
      { group: 'subscribers' },
    )
    expect(mine()).toHaveLength(1)
    expect(mine()[0]?.subject).toBe('Taleloom: Ana님이 Gold을(를) 구독했어요.')
    expect(mine()[0]?.text).toContain('https://taleloom.example/studio2/creator/fans')

    // Comments by mail on, subscriptions off: the next comment (a new notification) is mailed.
    const email = await service.modifyEmailSettings(creator, { comment: true, subscription: false })
    expect(email).toMatchObject({ comment: true, subscription: false, purchase: true })
    await service.markRead(creator)
    await service.notify(
      creator,
      'comment',
      { title: 'Gull Rock', nickname: 'Cy' },
      { group: 'comment:x' },
    )
    await service.notify(creator, 'subscription', data, { group: 'subscribers' })
    expect(mine().map((message) => message.subject)).toEqual([
      'Taleloom: Ana님이 Gold을(를) 구독했어요.',
      'Taleloom: Cy님이 "Gull Rock"에 댓글을 남겼어요.',
    ])
    // A kind turned off is neither kept nor mailed.
    await service.modifySettings(creator, { comment: false })
    expect(await service.notify(creator, 'comment', { nickname: 'Di' })).toBe(false)
    expect(mine()).toHaveLength(2)
    await expect(service.modifyEmailSettings(creator, { nonsense: true })).rejects.toMatchObject({
      status: 400,
      code: 'UNKNOWN_NOTIFICATION_KIND',
    })
  })

  it('tells nobody by mail when the address cannot be found, and still keeps the notification', async () => {
    const stranger = newObjectId()
    expect(await service.notify(stranger, 'purchase', { title: 'Bells' })).toBe(true)
    expect(sent.some((message) => message.subject.includes('Bells'))).toBe(false)
    expect((await service.list(stranger)).notifications).toHaveLength(1)
  })
})
