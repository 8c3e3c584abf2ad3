import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../../db/testing'
import { createWalletService, type WalletService } from '../../wallet/service'
import { manualClock } from '../../wallet/testing'
import type { EventsWalletPort } from './ports'
import { createEventsService, type EventsService } from './service'

describeEachEngine('reward events', (engine) => {
  let database: TestDatabase
  let wallet: WalletService
  let failNextGrant = false
  let service: EventsService
  const clock = manualClock()
  const admin = 'a'.repeat(24)

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    wallet = createWalletService({ db: database.db, clock })
    // The wallet, except that one grant can be made to fail after the item was stored.
    const port: EventsWalletPort = {
      giveItem: async (item) => {
        const oid = await wallet.giveItem(item)
        if (failNextGrant) {
          failNextGrant = false
          throw new Error('connection lost after the grant')
        }
        return oid
      },
      listInventory: (userOid) => wallet.listInventory(userOid),
    }
    service = createEventsService({ db: database.db, clock, events: { wallet: port } })
  })
  afterAll(async () => {
    await database?.close()
  })

  async function runningEvent(capacity: number) {
    const now = clock.now().getTime()
    const event = await service.create(admin, {
      title: 'Store fair',
      rewardKind: 'random_box',
      rewardCoins: null,
      capacity,
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 3_600_000).toISOString(),
    })
    const code = await service.issueCode(admin, { eventOid: event.eventOid, label: '' })
    return { event, code: code.code }
  }

  it('gives one item when a grant cut short is retried', async () => {
    const { code } = await runningEvent(5)
    const user = 'b'.repeat(24)
    failNextGrant = true
    await expect(service.join(user, code)).rejects.toThrow('connection lost')
    const retried = await service.join(user, code)
    const items = await wallet.listInventory(user)
    expect(items.map((item) => item.oid)).toEqual([retried.itemOid])
    await expect(service.join(user, code)).rejects.toThrow('You have already joined this event.')
  })

  it('admits exactly the capacity when users join at once', async () => {
    const { event, code } = await runningEvent(3)
    const users = Array.from({ length: 8 }, (_, index) => String(index + 1).padStart(24, 'c'))
    const outcomes = await Promise.allSettled(users.map((user) => service.join(user, code)))
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3)
    const refused = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [(outcome.reason as Error).message] : [],
    )
    expect(new Set(refused)).toEqual(new Set(['All event codes have been issued.']))
    expect((await service.find(event.eventOid)).entries).toBe(3)
  })
})
