import { describe, expect, it } from 'vitest'
import { testTemplates } from './__fixtures__/story'
import { mergeRequest, summariesAtTurn, summaryRequest, withSummary } from './summaries'

describe('summaries', () => {
  it('builds the compress prompt with named speakers and the covered range', () => {
    const request = summaryRequest(
      testTemplates,
      [
        { id: 'a', role: 'user', content: 'Hi', turnIndex: 2 },
        { id: 'b', role: 'assistant', content: 'Hello', turnIndex: 3 },
      ],
      { user: 'Ana', char: 'Rook' },
    )
    expect(request).toEqual({
      messages: [{ role: 'user', content: 'SUMMARIZE Ana: Hi\nRook: Hello' }],
      startTurn: 2,
      endTurn: 3,
    })
    expect(summaryRequest(testTemplates, [], { user: 'Ana', char: 'Rook' })).toBeNull()
  })

  it('merges only adjacent summaries', () => {
    const first = { startTurn: 1, endTurn: 3, content: 'one' }
    const second = { startTurn: 4, endTurn: 6, content: 'two' }
    expect(mergeRequest(testTemplates, [second, first])).toEqual({
      ok: true,
      messages: [{ role: 'user', content: 'MERGE - one\n- two' }],
      startTurn: 1,
      endTurn: 6,
    })
    expect(
      mergeRequest(testTemplates, [first, { startTurn: 8, endTurn: 9, content: 'x' }]),
    ).toEqual({ ok: false, reason: 'not-adjacent' })
    expect(mergeRequest(testTemplates, [])).toEqual({ ok: false, reason: 'empty' })
  })

  it('a merged summary replaces its parts; rollback drops summaries past the turn', () => {
    const parts = [
      { startTurn: 1, endTurn: 3, content: 'one' },
      { startTurn: 4, endTurn: 6, content: 'two' },
      { startTurn: 7, endTurn: 9, content: 'three' },
    ]
    const merged = withSummary(parts, { startTurn: 1, endTurn: 6, content: 'one and two' })
    expect(merged.map((summary) => summary.content)).toEqual(['one and two', 'three'])
    expect(summariesAtTurn(merged, 8).map((summary) => summary.content)).toEqual(['one and two'])
  })
})
