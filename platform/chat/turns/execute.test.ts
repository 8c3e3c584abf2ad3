import { describe, expect, it } from 'vitest'
import { executeTurn, TURN_STEPS, type TurnFailure, type TurnStep } from './execute'

/** Steps that record what ran, failing at `failAt` (never when null). */
function recordingTurn(failAt: TurnStep | null) {
  const log: string[] = []
  const failures: TurnFailure<string>[] = []
  const step =
    <T>(name: TurnStep, value: T) =>
    async () => {
      log.push(name)
      if (name === failAt) throw new Error(`${name} failed`)
      return value
    }
  const steps = {
    assemble: step('assemble', 'prompt'),
    stream: step('stream', 'reply'),
    settle: step('settle', 'stored'),
    publish: step('publish', undefined),
  }
  const handlers = {
    async compensate(failure: TurnFailure<string>) {
      log.push('compensate')
      failures.push(failure)
    },
    async finish() {
      log.push('finish')
    },
  }
  return { log, failures, run: () => executeTurn(steps, handlers) }
}

describe('executeTurn', () => {
  it('runs assemble → stream → settle → publish and compensates nothing when all succeed', async () => {
    const turn = recordingTurn(null)
    expect(await turn.run()).toEqual({ assembled: 'prompt', failedAt: null })
    expect(turn.log).toEqual(['assemble', 'stream', 'settle', 'publish', 'finish'])
    expect(turn.failures).toEqual([])
  })

  for (const failAt of TURN_STEPS) {
    it(`compensates exactly once when ${failAt} fails, runs no later step, then finishes`, async () => {
      const turn = recordingTurn(failAt)
      const result = await turn.run()
      const ran = TURN_STEPS.slice(0, TURN_STEPS.indexOf(failAt) + 1)
      expect(turn.log).toEqual([...ran, 'compensate', 'finish'])
      const assembled = failAt === 'assemble' ? null : 'prompt'
      expect(turn.failures).toEqual([
        { step: failAt, error: new Error(`${failAt} failed`), assembled },
      ])
      expect(result).toEqual({ assembled, failedAt: failAt })
    })
  }

  it('finishes before a failing compensation is thrown to the caller', async () => {
    const log: string[] = []
    const run = executeTurn(
      {
        assemble: async () => 'prompt',
        stream: async () => {
          throw new Error('provider down')
        },
        settle: async () => 'stored',
        publish: async () => {},
      },
      {
        async compensate() {
          log.push('compensate')
          throw new Error('database gone')
        },
        async finish() {
          log.push('finish')
        },
      },
    )
    await expect(run).rejects.toThrow('database gone')
    expect(log).toEqual(['compensate', 'finish'])
  })
})
