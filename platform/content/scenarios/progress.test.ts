import { describe, expect, it } from 'vitest'
import { openOptions, startProgress, step } from './progress'
import { option, page, scenarioOf, threePageScenario } from './testing'

describe('scenario progress', () => {
  it('starts at the start page with the variables’ initial values', () => {
    const document = scenarioOf([page({ id: 'a', kind: 'ending' })], {
      variables: [{ id: 'gold', name: 'Gold', initial: 3 }],
    })
    expect(startProgress(document)).toEqual({
      pageId: 'a',
      path: ['a'],
      choices: [],
      variables: { gold: 3 },
    })
  })

  it('steps once: a retry naming the page already left is stale', () => {
    const document = threePageScenario()
    const first = startProgress(document)!
    const moved = step(document, first, 'start', 'go-left')
    expect(moved).toEqual({
      ok: true,
      progress: { pageId: 'left', path: ['start', 'left'], choices: ['go-left'], variables: {} },
    })
    if (!moved.ok) return
    expect(step(document, moved.progress, 'start', 'go-left')).toEqual({
      ok: false,
      reason: 'stale',
    })
    expect(step(document, first, 'start', 'nope')).toEqual({ ok: false, reason: 'unknown-option' })
  })

  it('opens options by earlier choices and variables, and applies effects', () => {
    const document = scenarioOf(
      [
        page({
          id: 'hub',
          options: [
            option('coin', 'hub', { effects: [{ variable: 'gold', op: 'add', value: 1 }] }),
            option('door', 'end', {
              when: [{ kind: 'variable', variable: 'gold', op: '>=', value: 2 }],
            }),
            option('again', 'end', { when: [{ kind: 'chose', optionId: 'coin' }] }),
            option('fresh', 'end', { when: [{ kind: 'notChose', optionId: 'coin' }] }),
          ],
        }),
        page({ id: 'end', kind: 'ending' }),
      ],
      { variables: [{ id: 'gold', name: 'Gold', initial: 0 }] },
    )
    let progress = startProgress(document)!
    const ids = () => openOptions(document.pages[0]!, progress).map((o) => o.id)
    expect(ids()).toEqual(['coin', 'fresh'])
    expect(step(document, progress, 'hub', 'door')).toEqual({ ok: false, reason: 'closed-option' })
    for (let n = 0; n < 2; n++) {
      const next = step(document, progress, 'hub', 'coin')
      if (!next.ok) throw new Error(next.reason)
      progress = next.progress
    }
    expect(progress.variables).toEqual({ gold: 2 })
    expect(ids()).toEqual(['coin', 'door', 'again'])
  })
})
