import { describe, expect, it } from 'vitest'
import { option, page, scenarioOf, threePageScenario } from './testing'
import { validateScenario } from './validate'

const codes = (problems: ReturnType<typeof validateScenario>) =>
  problems.map((problem) => `${problem.code}:${problem.pageId ?? ''}`).sort()

describe('validateScenario', () => {
  it('finds nothing wrong with a start, one choice and two endings', () => {
    expect(validateScenario(threePageScenario())).toEqual([])
  })

  it('names a missing start', () => {
    expect(codes(validateScenario(scenarioOf([], { start: null })))).toEqual(['no-start:'])
    expect(
      codes(validateScenario(scenarioOf([page({ id: 'a', kind: 'ending' })], { start: 'x' }))),
    ).toEqual(['no-start:'])
  })

  it('names unreachable pages, dead ends and loops without an exit', () => {
    const document = scenarioOf([
      page({ id: 'start', options: [option('o1', 'loop-a'), option('o2', 'stuck')] }),
      page({ id: 'loop-a', options: [option('o3', 'loop-b')] }),
      page({ id: 'loop-b', options: [option('o4', 'loop-a')] }),
      page({ id: 'stuck' }),
      page({ id: 'orphan', kind: 'ending' }),
    ])
    expect(codes(validateScenario(document))).toEqual([
      'dead-end:stuck',
      'no-exit:loop-a',
      'no-exit:loop-b',
      'no-exit:start',
      'unreachable:orphan',
    ])
  })

  it('accepts a loop with an exit', () => {
    const document = scenarioOf([
      page({ id: 'a', options: [option('o1', 'b')] }),
      page({ id: 'b', options: [option('o2', 'a'), option('o3', 'end')] }),
      page({ id: 'end', kind: 'ending' }),
    ])
    expect(validateScenario(document)).toEqual([])
  })

  it('names missing targets, duplicate ids, unknown references and endings with options', () => {
    const document = scenarioOf(
      [
        page({
          id: 'a',
          options: [
            option('o1', 'nowhere'),
            option('o2', 'end', {
              when: [
                { kind: 'chose', optionId: 'zz' },
                { kind: 'variable', variable: 'v', op: '>=', value: 1 },
              ],
              effects: [{ variable: 'gold', op: 'add', value: 1 }],
            }),
          ],
        }),
        page({ id: 'end', kind: 'ending', options: [option('o2', 'a')] }),
        page({ id: 'end', kind: 'ending' }),
      ],
      { variables: [{ id: 'v', name: 'Courage', initial: 0 }] },
    )
    const found = validateScenario(document)
    expect(found).toContainEqual({
      code: 'missing-target',
      pageId: 'a',
      optionId: 'o1',
      ref: 'nowhere',
    })
    expect(found).toContainEqual({
      code: 'unknown-reference',
      pageId: 'a',
      optionId: 'o2',
      ref: 'zz',
    })
    expect(found).toContainEqual({
      code: 'unknown-reference',
      pageId: 'a',
      optionId: 'o2',
      ref: 'gold',
    })
    expect(found).toContainEqual({ code: 'duplicate-id', pageId: 'end', ref: 'end' })
    expect(found).toContainEqual({ code: 'duplicate-id', pageId: 'end', optionId: 'o2', ref: 'o2' })
    expect(found).toContainEqual({ code: 'ending-with-options', pageId: 'end' })
  })

  it('checks page media against the creator’s uploads', () => {
    const document = scenarioOf([
      page({ id: 'a', media: { kind: 'video', key: 'v.mp4' }, options: [option('o', 'b')] }),
      page({ id: 'b', kind: 'ending', media: { kind: 'image', key: 'gone.png' } }),
      page({ id: 'c', kind: 'ending', media: { kind: 'image', key: 'v.mp4' } }),
    ])
    const lookup = (key: string) => (key === 'v.mp4' ? ('video' as const) : null)
    expect(codes(validateScenario(document, lookup))).toEqual([
      'missing-asset:b',
      'unreachable:c',
      'wrong-asset-kind:c',
    ])
  })
})
