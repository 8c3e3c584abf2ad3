import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { allowlistProblems, longFunctions } from './check-function-length'
import { functionLengths } from './function-length'

/** A body of `count` statement lines. */
const lines = (count: number) => Array.from({ length: count }, (_, i) => `  step(${i})`).join('\n')

describe('lines of its own', () => {
  it('counts a function from its first line to its last', () => {
    const source = ['// a comment', 'function plan() {', lines(3), '}'].join('\n')
    expect(functionLengths('a.ts', source)).toEqual([{ name: 'plan', line: 2, ownLines: 5 }])
  })

  it('takes the lines of nested functions away from the one around them', () => {
    const source = [
      'export function createRoutes(app) {',
      "  app.get('/rooms', (c) => {",
      lines(4),
      '  })',
      '  const helper = () => 1',
      '  return app',
      '}',
    ].join('\n')
    expect(functionLengths('a.ts', source)).toEqual([
      { name: 'createRoutes', line: 1, ownLines: 3 },
      { name: "createRoutes > app.get('/rooms')", line: 2, ownLines: 6 },
      { name: 'createRoutes > helper', line: 8, ownLines: 1 },
    ])
  })

  it('counts a React component, memo-wrapped or not, and names methods by their class', () => {
    const source = [
      'export const Item = memo(function Item({ text }: { text: string }) {',
      '  return <p>{text}</p>',
      '})',
      'export function List() {',
      '  return <ul />',
      '}',
      'class Hub {',
      '  constructor() {}',
      '  publish(event: string) {',
      '    return event',
      '  }',
      '  onClose = () => {}',
      '}',
    ].join('\n')
    expect(functionLengths('a.tsx', source).map(({ name, ownLines }) => [name, ownLines])).toEqual([
      ['Item', 3],
      ['List', 3],
      ['Hub.constructor', 1],
      ['Hub.publish', 3],
      ['Hub.onClose', 1],
    ])
  })

  it('skips signatures without a body', () => {
    const source = 'declare function a(): void\ninterface B { c(): void }\nfunction d() {}'
    expect(functionLengths('a.ts', source).map((f) => f.name)).toEqual(['d'])
  })
})

describe('the allowlist', () => {
  const long = { path: 'server/context.ts', function: 'createServerContext', ownLines: 300 }

  it('passes a listed function that shrank but still offends', () => {
    expect(allowlistProblems([{ ...long, ownLines: 200 }], [long])).toEqual([])
  })

  it('fails on a function not listed, one grown past its entry, and an entry that fits now', () => {
    const other = { path: 'web/App.tsx', function: 'App', ownLines: 151 }
    const gone = { path: 'engine/turn/assemble.ts', function: 'assembleTurn', ownLines: 160 }
    expect(allowlistProblems([other, { ...long, ownLines: 301 }], [long, gone])).toEqual([
      'web/App.tsx: App has 151 lines of its own (at most 150): split it',
      'server/context.ts: createServerContext grew to 301 lines of its own (listed at 300; at most 150): split it',
      'engine/turn/assemble.ts: assembleTurn is listed in scripts/function-length-allowlist.json but no longer has over 150 lines of its own: remove its entry',
    ])
  })

  it('looks at production code only', () => {
    const root = mkdtempSync(join(tmpdir(), 'function-length-'))
    const long = `export function big() {\n${lines(151)}\n}\n`
    const files = {
      'platform/chat/service.ts': long,
      'platform/chat/service.test.ts': long,
      'platform/chat/testing.ts': long,
      'engine/turn/__fixtures__/story.ts': long,
      'tests/support/world.ts': long,
      'studio/App.tsx': `export function App() {\n${lines(10)}\n}\n`,
    }
    try {
      for (const [path, source] of Object.entries(files)) {
        mkdirSync(dirname(join(root, path)), { recursive: true })
        writeFileSync(join(root, path), source)
      }
      expect(longFunctions(root)).toEqual([
        { path: 'platform/chat/service.ts', function: 'big', ownLines: 153 },
      ])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
