import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createStateBlockFilter } from './state-block-filter'

function run(deltas: string[]): string {
  const filter = createStateBlockFilter()
  return deltas.map((delta) => filter.push(delta)).join('') + filter.flush()
}

describe('state block filter', () => {
  it('hides a block split across deltas and keeps the rest', () => {
    expect(run(['Hello ', 'there.<st', 'ate>{"set":{"a":1', '}}</sta', 'te> bye'])).toBe(
      'Hello there. bye',
    )
    expect(run(['a < b and <s', 'tate is not a tag'])).toBe('a < b and <state is not a tag')
    expect(run(['cut at the end <state>{"set":'])).toBe('cut at the end ')
    expect(run(['<STATE>{}</STATE>only'])).toBe('only')
    // What is left on both sides of a block is text, even when the two make a tag.
    expect(run(['<state<state></state>>'])).toBe('<state>')
  })

  it('equals stripping the blocks from the whole text, however it is split', () => {
    const piece = fc.constantFrom(
      'word ',
      '<',
      'state',
      '>',
      '</',
      '{"set":{"x":1}}',
      '<state>',
      '</state>',
      'é',
      '\n',
    )
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 30 }),
        fc.array(fc.nat(), { maxLength: 10 }),
        (pieces, cuts) => {
          const text = pieces.join('')
          const points = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort(
            (a, b) => a - b,
          )
          const deltas: string[] = []
          let from = 0
          for (const point of points) {
            deltas.push(text.slice(from, point))
            from = point
          }
          deltas.push(text.slice(from))
          // One pass: text that meets across a removed block is not searched again.
          const expected = text.replace(/<state>[\s\S]*?(?:<\/state>|$)/gi, '')
          expect(run(deltas)).toBe(expected)
        },
      ),
    )
  })
})
