import { describe, expect, it } from 'vitest'
import { checkStandalone, findOutsideReferences } from './check-standalone'

const sibling = ['..', 'shared', 'fixtures', 'cards'].join('/')
const lookalike = ['..', 'sharedState'].join('/')

describe('the repository stands alone', () => {
  it('finds a reference to the folder beside the checkout, by file and line', () => {
    const files: [string, string][] = [
      ['engine/a.test.ts', `const a = 1\nconst dir = '${sibling}'\n`],
      ['tests/e2e/b.ts', `const card = '/work/${'shared'}/fixtures/x.png'`],
      ['docs/NOTES.md', `read ${sibling}`],
      ['engine/c.ts', `const shared = '${lookalike}'`],
    ]
    expect(findOutsideReferences(files)).toEqual(['engine/a.test.ts:2', 'tests/e2e/b.ts:1'])
  })

  it('holds for the repository', () => {
    expect(checkStandalone()).toEqual([])
  })
})
