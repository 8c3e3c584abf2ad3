import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SessionGate } from './session-gate'

/** Lets a random number of microtask turns pass, as a statement's reply would. */
async function hops(count: number) {
  for (let i = 0; i < count; i += 1) await Promise.resolve()
}

describe('SessionGate', () => {
  it('sends a statement at once when no transaction holds or waits for the session', async () => {
    const gate = new SessionGate<string>()
    const sent: string[] = []
    const send = (label: string) => () => {
      sent.push(label)
      return Promise.resolve(label)
    }
    const first = gate.submit('a', false, send('a1'))
    const second = gate.submit('b', false, send('b1'))
    // Synchronously, before either reply: statements outside transactions do not wait.
    expect(sent).toEqual(['a1', 'b1'])
    await Promise.all([first, second])

    const begin = gate.submit('t', true, send('t:begin'))
    const waiting = gate.submit('c', false, send('c1'))
    const inside = gate.submit('t', false, send('t:1'))
    expect(sent.slice(2)).toEqual(['t:begin', 't:1'])
    expect(gate.holder).toBe('t')
    const end = gate.submit('t', false, send('t:commit'))
    gate.close('t')
    // The waiting statement goes right behind the COMMIT, without waiting for its reply.
    expect(sent.slice(2)).toEqual(['t:begin', 't:1', 't:commit', 'c1'])
    expect(await Promise.all([begin, waiting, inside, end])).toEqual([
      't:begin',
      'c1',
      't:1',
      't:commit',
    ])
    expect(gate.holder).toBe(null)
  })

  it('passes a failure of a waiting statement to its caller only', async () => {
    const gate = new SessionGate<string>()
    await gate.submit('t', true, () => Promise.resolve())
    const failing = gate.submit('a', false, () => Promise.reject(new Error('syntax')))
    const fine = gate.submit('b', false, () => Promise.resolve('ok'))
    gate.close('t')
    await expect(failing).rejects.toThrow('syntax')
    await expect(fine).resolves.toBe('ok')
  })

  it('never lets another statement into an open transaction, and sends every statement once', async () => {
    const actor = fc.record({
      transaction: fc.boolean(),
      statements: fc.integer({ min: 1, max: 4 }),
      delays: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 6, maxLength: 6 }),
    })
    await fc.assert(
      fc.asyncProperty(fc.array(actor, { minLength: 1, maxLength: 8 }), async (actors) => {
        const gate = new SessionGate<number>()
        const sent: { who: number; label: string }[] = []
        const send = (who: number, label: string, delay: number) => async () => {
          sent.push({ who, label })
          await hops(delay)
          return label
        }
        await Promise.all(
          actors.map(async ({ transaction, statements, delays }, who) => {
            await hops(delays[0]!)
            if (!transaction) {
              for (let i = 0; i < statements; i += 1)
                await gate.submit(who, false, send(who, `s${i}`, delays[i + 1]!))
              return
            }
            await gate.submit(who, true, send(who, 'begin', delays[1]!))
            for (let i = 0; i < statements; i += 1)
              await gate.submit(who, false, send(who, `s${i}`, delays[i + 2]!))
            const end = gate.submit(who, false, send(who, 'end', delays[5]!))
            gate.close(who)
            await end
          }),
        )
        const expected = actors.reduce(
          (sum, { transaction, statements }) => sum + statements + (transaction ? 2 : 0),
          0,
        )
        expect(sent).toHaveLength(expected)
        for (const [who, { transaction }] of actors.entries()) {
          if (!transaction) continue
          const begin = sent.findIndex((entry) => entry.who === who && entry.label === 'begin')
          const end = sent.findIndex((entry) => entry.who === who && entry.label === 'end')
          expect(begin).toBeLessThan(end)
          expect(sent.slice(begin, end + 1).every((entry) => entry.who === who)).toBe(true)
        }
        expect(gate.holder).toBe(null)
      }),
      { numRuns: 300 },
    )
  })
})
