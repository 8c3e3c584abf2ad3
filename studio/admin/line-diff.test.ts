import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { lineDiff } from './line-diff'

describe('lineDiff', () => {
  it('marks the lines a new version removes and adds, keeping the rest', () => {
    expect(
      lineDiff('Narrate.\nStay in character.\nBe brief.', 'Narrate.\nBe vivid.\nBe brief.'),
    ).toEqual([
      { kind: 'same', text: 'Narrate.' },
      { kind: 'removed', text: 'Stay in character.' },
      { kind: 'added', text: 'Be vivid.' },
      { kind: 'same', text: 'Be brief.' },
    ])
  })

  it('gives back both texts: old from kept and removed lines, new from kept and added', () => {
    const text = fc
      .array(fc.constantFrom('a', 'b', 'c', ''), { maxLength: 12 })
      .map((lines) => lines.join('\n'))
    fc.assert(
      fc.property(text, text, (before, after) => {
        const lines = lineDiff(before, after)
        const side = (skip: string) =>
          lines
            .filter((line) => line.kind !== skip)
            .map((line) => line.text)
            .join('\n')
        expect(side('added')).toBe(before)
        expect(side('removed')).toBe(after)
      }),
    )
  })
})
