import { describe, expect, it } from 'vitest'
import {
  addPage,
  connect,
  EMPTY_SCENARIO,
  expandPage,
  nextPosition,
  removeOption,
  removePage,
  setStart,
  updatePage,
} from './document-commands'

describe('scenario editor commands', () => {
  it('makes the first page the start and gives pages fresh ids', () => {
    const first = addPage(EMPTY_SCENARIO, 'page', { x: 0, y: 0 }, 'Page')
    const second = addPage(first.document, 'ending', { x: 200, y: 0 }, 'Ending')
    expect(first.pageId).toBe('page-1')
    expect(second.pageId).toBe('end-1')
    expect(second.document.start).toBe('page-1')
    expect(setStart(second.document, 'end-1').start).toBe('end-1')
  })

  it('connects pages with options, never from an ending, and forgets them with their page', () => {
    let document = addPage(EMPTY_SCENARIO, 'page', { x: 0, y: 0 }, 'A').document
    document = addPage(document, 'ending', { x: 1, y: 0 }, 'B').document
    const linked = connect(document, 'page-1', 'end-1', 'Go')
    expect(linked.optionId).toBe('opt-1')
    expect(connect(linked.document, 'end-1', 'page-1', 'Back').optionId).toBeNull()
    expect(removeOption(linked.document, 'opt-1').pages[0]?.options).toEqual([])
    const without = removePage(linked.document, 'end-1')
    expect(without.pages.map((page) => page.id)).toEqual(['page-1'])
    expect(without.pages[0]?.options).toEqual([])
    expect(removePage(linked.document, 'page-1').start).toBeNull()
  })

  it('expands a page: a new page joined to it by a new option, never from an ending or a full page', () => {
    const titles = { page: 'Next', option: 'Continue' }
    let document = addPage(EMPTY_SCENARIO, 'page', { x: 0, y: 0 }, 'A').document
    const expanded = expandPage(document, 'page-1', { x: 280, y: 0 }, titles)
    expect(expanded.pageId).toBe('page-2')
    const [from, next] = expanded.document.pages
    expect(from?.options).toEqual([
      { id: 'opt-1', label: 'Continue', to: 'page-2', when: [], effects: [] },
    ])
    expect(next).toMatchObject({ kind: 'page', title: 'Next', position: { x: 280, y: 0 } })
    expect(expanded.document.start).toBe('page-1')
    document = addPage(expanded.document, 'ending', { x: 1, y: 1 }, 'End').document
    expect(expandPage(document, 'end-1', { x: 0, y: 0 }, titles)).toEqual({
      document,
      pageId: null,
    })
    for (let n = 0; n < 5; n++) document = connect(document, 'page-1', 'end-1', `Go ${n}`).document
    expect(document.pages[0]?.options).toHaveLength(6)
    expect(expandPage(document, 'page-1', { x: 0, y: 0 }, titles)).toEqual({
      document,
      pageId: null,
    })
    expect(expandPage(document, 'page-9', { x: 0, y: 0 }, titles).pageId).toBeNull()
  })

  it('drops the options of a page turned into an ending', () => {
    let document = addPage(EMPTY_SCENARIO, 'page', { x: 0, y: 0 }, 'A').document
    document = connect(document, 'page-1', 'page-1', 'Again').document
    expect(updatePage(document, 'page-1', { kind: 'ending' }).pages[0]?.options).toEqual([])
  })
})

describe('where a new page goes', () => {
  it('stacks new pages in the column right of the page being written', () => {
    let document = addPage(EMPTY_SCENARIO, 'page', nextPosition(EMPTY_SCENARIO, null), 'A').document
    expect(document.pages[0]?.position).toEqual({ x: 0, y: 0 })
    document = addPage(document, 'ending', nextPosition(document, 'page-1'), 'B').document
    document = addPage(document, 'ending', nextPosition(document, 'end-1'), 'C').document
    expect(document.pages.map((page) => page.position)).toEqual([
      { x: 0, y: 0 },
      { x: 280, y: 0 },
      { x: 280, y: 140 },
    ])
  })
})
