import { describe, expect, it } from 'vitest'
import {
  executeTurn,
  TAIL_STEPS,
  type TailFailure,
  type TailStep,
  TURN_STEPS,
  type TurnFailure,
  type TurnStep,
} from './execute'

type AnyStep = TurnStep | TailStep | 'end'

/** Steps that record what ran, failing at each step named in `failAt`. */
function recordingTurn(...failAt: AnyStep[]) {
  const log: string[] = []
  const failures: TurnFailure<string>[] = []
  const tailFailures: TailFailure[] = []
  const step =
    <T>(name: AnyStep, value: T) =>
    async () => {
      log.push(name)
      if (failAt.includes(name)) throw new Error(`${name} failed`)
      return value
    }
  const steps = {
    assemble: step('assemble', 'prompt'),
    stream: step('stream', 'reply'),
    commit: step('commit', 'stored'),
    tail: {
      'extend-path': step('extend-path', undefined),
      'prompt-log': step('prompt-log', undefined),
      'credits-spent': step('credits-spent', undefined),
      publish: step('publish', undefined),
    },
    end: step('end', undefined),
  }
  const handlers = {
    async compensate(failure: TurnFailure<string>) {
      log.push('compensate')
      failures.push(failure)
    },
    tailFailed(failure: TailFailure) {
      log.push(`logged ${failure.step}`)
      tailFailures.push(failure)
    },
    async finish() {
      log.push('finish')
    },
  }
  return { log, failures, tailFailures, run: () => executeTurn(steps, handlers) }
}

const committedRun = ['assemble', 'stream', 'commit', ...TAIL_STEPS]

describe('executeTurn', () => {
  it('runs assemble → stream → commit → the tail → end and compensates nothing when all succeed', async () => {
    const turn = recordingTurn()
    expect(await turn.run()).toEqual({ assembled: 'prompt', failedAt: null, tailFailed: [] })
    expect(turn.log).toEqual([...committedRun, 'end', 'finish'])
    expect(turn.failures).toEqual([])
    expect(turn.tailFailures).toEqual([])
  })

  for (const failAt of TURN_STEPS) {
    it(`compensates exactly once when ${failAt} fails, runs no later step nor end, then finishes`, async () => {
      const turn = recordingTurn(failAt)
      const result = await turn.run()
      const ran = TURN_STEPS.slice(0, TURN_STEPS.indexOf(failAt) + 1)
      expect(turn.log).toEqual([...ran, 'compensate', 'finish'])
      const assembled = failAt === 'assemble' ? null : 'prompt'
      expect(turn.failures).toEqual([
        { step: failAt, error: new Error(`${failAt} failed`), assembled },
      ])
      expect(result).toEqual({ assembled, failedAt: failAt, tailFailed: [] })
    })
  }

  for (const failAt of TAIL_STEPS) {
    it(`never compensates when ${failAt} fails after the commit: logs it, runs the rest, ends`, async () => {
      const turn = recordingTurn(failAt)
      const result = await turn.run()
      const logged = committedRun.flatMap((name) =>
        name === failAt ? [name, `logged ${name}`] : [name],
      )
      expect(turn.log).toEqual([...logged, 'end', 'finish'])
      expect(turn.failures).toEqual([])
      expect(turn.tailFailures).toEqual([{ step: failAt, error: new Error(`${failAt} failed`) }])
      expect(result).toEqual({ assembled: 'prompt', failedAt: null, tailFailed: [failAt] })
    })
  }

  it('ends a committed turn even when every tail step fails', async () => {
    const turn = recordingTurn(...TAIL_STEPS)
    const result = await turn.run()
    expect(turn.log.filter((name) => name === 'end' || name === 'compensate')).toEqual(['end'])
    expect(turn.tailFailures.map((failure) => failure.step)).toEqual([...TAIL_STEPS])
    expect(result.tailFailed).toEqual([...TAIL_STEPS])
  })

  it('throws a failing end to the caller after finishing, without compensating', async () => {
    const turn = recordingTurn('end')
    await expect(turn.run()).rejects.toThrow('end failed')
    expect(turn.log).toEqual([...committedRun, 'end', 'finish'])
    expect(turn.failures).toEqual([])
  })

  it('finishes before a failing compensation is thrown to the caller', async () => {
    const log: string[] = []
    const run = executeTurn(
      {
        assemble: async () => 'prompt',
        stream: async () => {
          throw new Error('provider down')
        },
        commit: async () => 'stored',
        tail: {
          'extend-path': () => {},
          'prompt-log': () => {},
          'credits-spent': () => {},
          publish: () => {},
        },
        end: () => {},
      },
      {
        async compensate() {
          log.push('compensate')
          throw new Error('database gone')
        },
        tailFailed() {
          log.push('tail failed')
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
