import { describe, expect, it, vi } from 'vitest'
import { runPublish } from './publish-flow'

const error = {
  nodeId: 'n',
  key: 'K',
  message: 'Minimum price is 10 credits',
  severity: 'error' as const,
}

describe('publish flow', () => {
  it('saves, compiles and publishes, reporting each step', async () => {
    const steps: string[] = []
    const outcome = await runPublish({
      flush: async () => true,
      compile: async () => ({ ok: true, errors: [], warnings: [] }),
      publish: async () => ({ version: 2, hash: 'abc', unchanged: false }),
      onStep: (step) => steps.push(step),
    })
    expect(steps).toEqual(['saving', 'compiling', 'publishing', 'done'])
    expect(outcome).toMatchObject({ ok: true, version: 2 })
  })

  it('stops before publishing when the compile has errors', async () => {
    const publish = vi.fn()
    const outcome = await runPublish({
      flush: async () => true,
      compile: async () => ({ ok: false, errors: [error], warnings: [] }),
      publish,
      onStep: () => undefined,
    })
    expect(outcome).toEqual({ ok: false, reason: 'compile-errors', errors: [error] })
    expect(publish).not.toHaveBeenCalled()
  })

  it('does not compile what it could not save', async () => {
    const compile = vi.fn()
    const outcome = await runPublish({
      flush: async () => false,
      compile,
      publish: vi.fn(),
      onStep: () => undefined,
    })
    expect(outcome).toEqual({ ok: false, reason: 'not-saved' })
    expect(compile).not.toHaveBeenCalled()
  })
})
