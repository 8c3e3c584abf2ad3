import { afterAll, beforeAll, expect, it } from 'vitest'
import { newObjectId } from '../db'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../db/testing'
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
  beforeAll(async () => {
    database = await openTestDatabase(engine)
    service = createNotificationsService({ db: database.db, clock })
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
})
