import { afterAll, beforeAll, expect, it } from 'vitest'
import { newObjectId } from '../../db'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../../db/testing'
import { refundTestTurn, spendTestTurn, testTurnsUsed } from './spending'

const november = new Date('2026-11-30T23:59:59.999Z')
const december = new Date('2026-12-01T00:00:00.000Z')

describeEachEngine('creator test allowance store', (engine) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await openTestDatabase(engine)
  })
  afterAll(async () => {
    await database?.close()
  })

  const spend = (userOid: string, requestId: string, limit: number, now = november) =>
    spendTestTurn(database.db, { userOid, requestId, limit, now })

  it('counts exactly the limit under 40 concurrent test turns, and gives each refund back once', async () => {
    const tester = newObjectId()
    const requestIds = Array.from({ length: 40 }, () => newObjectId())
    const spent = await Promise.all(requestIds.map((requestId) => spend(tester, requestId, 6)))
    const paid = requestIds.filter((_, index) => spent[index] !== null)
    expect(paid).toHaveLength(6)
    expect(spent.filter((turn) => turn?.fresh)).toHaveLength(6)
    expect(await testTurnsUsed(database.db, tester, november)).toBe(6)

    // Refunds are exactly-once per turn, even when repeated at once; each frees one turn.
    const refunds = await Promise.all([
      refundTestTurn(database.db, paid[0]!, november),
      refundTestTurn(database.db, paid[0]!, november),
      refundTestTurn(database.db, paid[1]!, november),
    ])
    expect(refunds.filter(Boolean)).toHaveLength(2)
    expect(await testTurnsUsed(database.db, tester, november)).toBe(4)
    expect(await refundTestTurn(database.db, newObjectId(), november)).toBe(false)

    // The two freed turns go to the next two of twenty racing requests, no more.
    const again = await Promise.all(
      Array.from({ length: 20 }, () => spend(tester, newObjectId(), 6)),
    )
    expect(again.filter((turn) => turn !== null)).toHaveLength(2)
    expect(await testTurnsUsed(database.db, tester, november)).toBe(6)
  })

  it('counts a request once, whether retried later or submitted twice at once', async () => {
    const tester = newObjectId()
    const requestId = newObjectId()
    const both = await Promise.all([spend(tester, requestId, 5), spend(tester, requestId, 5)])
    expect(both.filter((turn) => turn?.fresh)).toHaveLength(1)
    expect(both.filter((turn) => turn !== null && !turn.fresh)).toHaveLength(1)
    expect(await testTurnsUsed(database.db, tester, november)).toBe(1)

    // A retry is already paid and not its to give back.
    expect(await spend(tester, requestId, 5)).toEqual({ month: '2026-11', fresh: false })
    expect(await testTurnsUsed(database.db, tester, november)).toBe(1)

    // A request given back (its turn was refused) may count again when retried.
    expect(await refundTestTurn(database.db, requestId, november)).toBe(true)
    expect(await testTurnsUsed(database.db, tester, november)).toBe(0)
    expect(await spend(tester, requestId, 5)).toEqual({ month: '2026-11', fresh: true })
    expect(await testTurnsUsed(database.db, tester, november)).toBe(1)

    // Another tester's request id pays nothing for them and leaves the owner's turn alone.
    const intruder = newObjectId()
    expect(await spend(intruder, requestId, 5)).toBeNull()
    expect(await testTurnsUsed(database.db, intruder, november)).toBe(0)
    expect(await testTurnsUsed(database.db, tester, november)).toBe(1)
  })

  it('starts each calendar month (UTC) afresh; a refund goes back to the month it was counted in', async () => {
    const tester = newObjectId()
    const last = newObjectId()
    expect(await spend(tester, newObjectId(), 2)).toMatchObject({ fresh: true })
    expect(await spend(tester, last, 2)).toMatchObject({ fresh: true })
    expect(await spend(tester, newObjectId(), 2)).toBeNull()

    // One millisecond later it is December: a new month with its whole allowance.
    expect(await testTurnsUsed(database.db, tester, december)).toBe(0)
    expect(await spend(tester, newObjectId(), 2, december)).toEqual({
      month: '2026-12',
      fresh: true,
    })

    // November's turn failed after midnight: November gets it back, not December.
    expect(await refundTestTurn(database.db, last, december)).toBe(true)
    expect(await testTurnsUsed(database.db, tester, november)).toBe(1)
    expect(await testTurnsUsed(database.db, tester, december)).toBe(1)
  })

  it('a limit of 0 counts nothing; a lowered limit stops counting at once', async () => {
    const tester = newObjectId()
    expect(await spend(tester, newObjectId(), 0)).toBeNull()
    expect(await testTurnsUsed(database.db, tester, november)).toBe(0)
    for (let turn = 0; turn < 3; turn++) await spend(tester, newObjectId(), 5)
    expect(await spend(tester, newObjectId(), 3)).toBeNull()
    expect(await spend(tester, newObjectId(), 2)).toBeNull()
    expect(await testTurnsUsed(database.db, tester, november)).toBe(3)
  })
})
