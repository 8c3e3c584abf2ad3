import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createAdmission } from './admission'

const tick = () => new Promise((resolve) => setImmediate(resolve))

describe('createAdmission', () => {
  it('runs at most `limit` tasks at once, in order of arrival', async () => {
    const admission = createAdmission(2)
    const started: number[] = []
    const finish = new Map<number, () => void>()
    const runs = [0, 1, 2, 3, 4].map((index) =>
      admission.run(async () => {
        started.push(index)
        await new Promise<void>((resolve) => finish.set(index, resolve))
        return index * 10
      }),
    )
    await tick()
    expect(started).toEqual([0, 1])
    expect([admission.active, admission.waiting]).toEqual([2, 3])
    finish.get(1)!()
    await tick()
    expect(started).toEqual([0, 1, 2])
    finish.get(0)!()
    finish.get(2)!()
    await tick()
    expect(started).toEqual([0, 1, 2, 3, 4])
    finish.get(3)!()
    finish.get(4)!()
    expect(await Promise.all(runs)).toEqual([0, 10, 20, 30, 40])
    expect([admission.active, admission.waiting]).toEqual([0, 0])
  })

  it('gives the place back when a task fails', async () => {
    const admission = createAdmission(1)
    const failed = admission.run(async () => {
      throw new Error('refused')
    })
    const next = admission.run(async () => 'next')
    await expect(failed).rejects.toThrow('refused')
    expect(await next).toBe('next')
    expect([admission.active, admission.waiting]).toEqual([0, 0])
  })

  it('refuses a limit that is not a positive integer', () => {
    for (const limit of [0, -1, 1.5, Number.NaN]) expect(() => createAdmission(limit)).toThrow()
  })

  it('never exceeds its limit and runs every task once, whatever the timings', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.tuple(fc.nat(3), fc.boolean()), { minLength: 1, maxLength: 3000 }),
        async (limit, tasks) => {
          const admission = createAdmission(limit)
          let running = 0
          let most = 0
          const order: number[] = []
          const results = await Promise.allSettled(
            tasks.map(([waits, fails], index) =>
              admission.run(async () => {
                order.push(index)
                running += 1
                most = Math.max(most, running)
                for (let i = 0; i < waits; i++) await tick()
                running -= 1
                if (fails) throw new Error(String(index))
                return index
              }),
            ),
          )
          expect(most).toBeLessThanOrEqual(limit)
          expect(order).toEqual(tasks.map((_, index) => index))
          results.forEach((result, index) => {
            expect(result.status).toBe(tasks[index]![1] ? 'rejected' : 'fulfilled')
          })
          expect([admission.active, admission.waiting]).toEqual([0, 0])
        },
      ),
      { numRuns: 40 },
    )
  })
})
