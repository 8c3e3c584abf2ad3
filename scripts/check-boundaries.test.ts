import { describe, expect, it } from 'vitest'
import { checkBoundaries, findImports } from './check-boundaries'

describe('import boundaries', () => {
  it('finds static, type-only, re-export and dynamic imports', () => {
    const source = [
      "import { a } from './a'",
      "import type { B } from '../platform/b'",
      "export { c } from 'node:fs'",
      "const d = await import('../server/d')",
      "import './side-effect'",
    ].join('\n')
    expect(findImports(source)).toEqual([
      { specifier: './a', typeOnly: false, line: 1 },
      { specifier: '../platform/b', typeOnly: true, line: 2 },
      { specifier: 'node:fs', typeOnly: false, line: 3 },
      { specifier: '../server/d', typeOnly: false, line: 4 },
      { specifier: './side-effect', typeOnly: false, line: 5 },
    ])
  })

  it('holds for the repository', () => {
    expect(checkBoundaries()).toEqual([])
  })
})
